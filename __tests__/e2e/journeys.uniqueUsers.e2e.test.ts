/** @jest-environment node */
// Two users never share an email address (issue of session 20): creating a user, or editing one, with an email
// another user has (in any case) was saved as a duplicate. The API now refuses it with a 422 on `email`, and the
// form, reached from the menu, keeps what was typed and says why under the Email field; a free address then saves.
import type { Page } from 'playwright-core'
import { membersOf, signInToApi } from './support/demoApi'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, rowAction, signIn } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)

const fixture = useDemoFixture()
const TAKEN = 'This value is already used.'

interface ApiUser { '@id': string; username: string; email: string }

const apiUsers = async (): Promise<ApiUser[]> =>
  membersOf<ApiUser>(await (await signInToApi(fixture.demo.url, 'admin')).get('/api/users?itemsPerPage=100'))
const holding = async (email: string): Promise<string[]> =>
  (await apiUsers()).filter((user) => user.email.trim().toLowerCase() === email.toLowerCase()).map((user) => user.username)

/** What the form says under its Email field: the input is invalid and described by the message. */
async function emailError(page: Page): Promise<string> {
  const input = page.getByLabel('Email', { exact: true })
  expect(await input.getAttribute('aria-invalid')).toBe('true')
  const ids = (await input.getAttribute('aria-describedby'))?.split(' ') ?? []
  return (await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()))).join(' ')
}

/** Saves the form and waits for the API's answer and what the page draws of it (a field's error, another page than the form, or the notice that it was saved). */
async function save(page: Page, method: 'POST' | 'PATCH'): Promise<number> {
  const answer = page.waitForResponse((response) => response.request().method() === method && new URL(response.url()).pathname.startsWith('/api/users'))
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const status = (await answer).status()
  await page.waitForFunction(() => document.querySelector('.atrium-field__error') !== null
    || !/\/(create|update)(\/|$)/.test(location.pathname)
    || [...document.querySelectorAll('[role="status"]')].some((element) => / saved\./.test(element.textContent ?? '')))
  return status
}

async function usersFromMenu(size: { width: number; height: number }): Promise<Page> {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
  await signIn(page, 'admin')
  await fromMenu(page, 'Users')
  await page.locator('.atrium-list[data-resource="users"] tbody tr:not(.atrium-table__skeleton)').first().waitFor()
  await settled(page)
  return page
}

test.each([['1280×800', DESKTOP, 'new.wide'], ['375×812', PHONE, 'new.phone']] as const)('%s: a new user with another user\'s email is refused under Email, as typed; a free one then saves', async (_size, size, name) => {
  const page = await usersFromMenu(size)
  await screenshotOnFailure(page, async () => {
    expect(await holding('editor@example.com')).toEqual(['editor'])
    await page.getByRole('link', { name: /^Create/ }).or(page.getByRole('button', { name: /^Create/ })).first().click()
    await page.waitForURL((url) => url.pathname === '/admin/users/create')
    await page.getByLabel('User name', { exact: true }).fill(name)
    await page.getByLabel('Email', { exact: true }).fill('Editor@Example.COM')

    expect(await save(page, 'POST')).toBe(422)
    expect(await emailError(page)).toBe(TAKEN)
    expect(new URL(page.url()).pathname).toBe('/admin/users/create')
    expect(await page.getByLabel('User name', { exact: true }).inputValue()).toBe(name)
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('Editor@Example.COM')
    expect(await page.getByLabel('User name', { exact: true }).getAttribute('aria-invalid')).toBeNull()
    expect(await holding('editor@example.com')).toEqual(['editor'])

    await page.getByLabel('Email', { exact: true }).fill(`${name}@example.com`)
    expect(await save(page, 'POST')).toBe(201)
    expect(await holding(`${name}@example.com`)).toEqual([name])
    expect(fixture.pageErrors).toEqual([])
  })
})

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('%s: editing a user to another user\'s email is refused under Email, as typed; nothing is saved', async (_size, size) => {
  const page = await usersFromMenu(size)
  await screenshotOnFailure(page, async () => {
    const [other] = (await apiUsers()).filter((user) => !['admin', 'editor'].includes(user.username))
    const row = page.locator('.atrium-list[data-resource="users"] tbody tr:not(.atrium-table__skeleton)').filter({ has: page.getByText(other.username, { exact: true }) })
    await (await rowAction(row, /^Edit /)).click()
    const email = page.getByLabel('Email', { exact: true })
    await page.waitForFunction((expected) => (document.querySelector('input[name="email"]') as HTMLInputElement | null)?.value === expected, other.email)
    await email.fill('ADMIN@example.com')

    expect(await save(page, 'PATCH')).toBe(422)
    expect(await emailError(page)).toBe(TAKEN)
    expect(await email.inputValue()).toBe('ADMIN@example.com')
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/users\/(.*\/)?update\//)
    expect((await apiUsers()).find((user) => user['@id'] === other['@id'])?.email).toBe(other.email)
    expect(await holding('admin@example.com')).toEqual(['admin'])
    expect(fixture.pageErrors).toEqual([])
  })
})
