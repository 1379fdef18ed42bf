/** @jest-environment node */
// A new record is never made twice unasked, in Chromium against the demo. A create
// whose request reached the server but whose answer was lost (the connection reset
// on the way back) is not sent again by itself: the form keeps what was typed, says
// the record may have been saved, and offers to look for it in the list (a new tab)
// or to save anyway. A create sent while offline never left: it is sent once back
// online. Authors carry an Idempotency-Key, which the demo API honours: theirs is
// sent again by itself, with the same key, and the API answers the author it made.
import type { Page, Route } from 'playwright-core'
import { membersOf, signInToApi } from './support/demoApi'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, signIn } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu } from './support/lookPages'
import { watchPage } from './support/pageWatch'
import { saveScreenshot, screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)

const fixture = useDemoFixture()
const MAYBE_SAVED = 'Maybe saved: no answer came from the server.'

const opened: Page[] = []
afterEach(async () => { await Promise.all(opened.splice(0).map((page) => page.close())) })

/** A page of a browser of its own, its clock installed (so that a minute can pass at once), signed in from the sign-in page. */
async function signedIn(size: { width: number; height: number }): Promise<Page> {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  opened.push(page)
  await page.clock.install()
  await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
  await signIn(page, 'admin')
  return page
}

/** From the menu to the resource's Create form; types `values` into the fields labelled so. */
async function createFromMenu(page: Page, menuEntry: string, values: Record<string, string>): Promise<void> {
  await fromMenu(page, menuEntry)
  // The list left stays drawn until the router has drawn the new one: its Create would open the wrong form.
  await page.locator('.atrium-list__title', { hasText: menuEntry }).first().waitFor()
  await page.getByRole('link', { name: 'Create', exact: true }).or(page.getByRole('button', { name: 'Create', exact: true })).first().click()
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value)
}

/**
 * Routes the POSTs to `path`: the first meets `first` (its answer lost, or never sent), the next go through.
 * Answers the POSTs seen, with their `Idempotency-Key`.
 */
async function loseFirstPost(page: Page, path: string, first: 'answerLost' | 'notSent'): Promise<Array<string | undefined>> {
  const keys: Array<string | undefined> = []
  await page.route((url) => url.pathname === path, async (route: Route) => {
    if (route.request().method() !== 'POST') return route.continue()
    keys.push(route.request().headers()['idempotency-key'])
    if (keys.length > 1) return route.continue()
    // The server gets the request and answers; the browser is told the connection was reset.
    if (first === 'answerLost') await route.fetch()
    return route.abort('connectionreset')
  })
  return keys
}

async function contactsNamed(name: string): Promise<unknown[]> {
  const api = await signInToApi(fixture.demo.url)
  return api.get<unknown[]>(`/rest/contacts?name=${encodeURIComponent(name)}`)
}

/** Whether the element is drawn inside the window (brought into view though Save was pressed below it). */
const inWindow = (page: Page, text: string) => page.getByText(text).evaluate((element) => {
  const box = element.getBoundingClientRect()
  return box.top >= 0 && box.bottom <= window.innerHeight
})

describe('a create whose answer was lost (the request reached the server)', () => {
  test.each([['1280×800', DESKTOP], ['375×812', PHONE]])('at %s: says it may have been saved, sends nothing by itself, and the list shows the one record', async (_label, size) => {
    const page = await signedIn(size)
    const watch = watchPage(page)
    const name = `Ada Once ${size.width}`
    await screenshotOnFailure(page, async () => {
      await createFromMenu(page, 'Contacts', { Name: name, City: 'Lisbon' })
      const posts = await loseFirstPost(page, '/rest/contacts', 'answerLost')
      await page.getByRole('button', { name: 'Save', exact: true }).click()

      const notice = page.getByRole('alert').filter({ hasText: MAYBE_SAVED })
      await notice.waitFor()
      expect(await notice.innerText()).toContain('The contact may have been created. Check the list before you save again, or it could be created twice. What you typed stays here.')
      expect(await inWindow(page, MAYBE_SAVED)).toBe(true)
      expect(await page.getByText(/Not saved yet/).count()).toBe(0)
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name)
      expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Lisbon')
      // Fits the window: nothing wider than it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)

      // A minute passes, the way the old form sent it again (2 s later): nothing is sent.
      await page.clock.fastForward(60_000)
      const check = notice.getByRole('link', { name: new RegExp(`Look for “${name}” in the list`) })
      const [tab] = await Promise.all([page.context().waitForEvent('page'), check.click()])
      opened.push(tab)
      // The new tab shows the contacts named so: the one the lost answer was about.
      await tab.getByText('1 in all').waitFor()
      expect(await tab.getByText(name, { exact: true }).count()).toBe(1)
      expect(posts).toHaveLength(1)
      expect(await contactsNamed(name)).toHaveLength(1)
      // The form is still there, as typed.
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name)
      expect(watch.take([/ERR_CONNECTION_RESET|Failed to fetch|net::ERR/])).toEqual([])
    })
  })
})

describe('leaving a form whose create may have been saved', () => {
  test.each([['1280×800', DESKTOP], ['375×812', PHONE]])('at %s: the question says it may have been saved (not "not saved"), links to the list, and keeps the form on Keep editing', async (_label, size) => {
    const page = await signedIn(size)
    const name = `Leaving Lou ${size.width}`
    await screenshotOnFailure(page, async () => {
      await createFromMenu(page, 'Contacts', { Name: name })
      await loseFirstPost(page, '/rest/contacts', 'answerLost')
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await page.getByRole('alert').filter({ hasText: MAYBE_SAVED }).waitFor()

      // Away from the menu: the question does not say that nothing was saved.
      await fromMenu(page, 'Articles')
      const question = page.getByRole('alertdialog', { name: 'Leave? Your last save may have gone through.' })
      await question.waitFor()
      const text = await question.innerText()
      expect(text).toContain('No answer came from the server, so the contact may have been created. Check the list before you create it again.')
      expect(text).not.toMatch(/have not been saved|without saving/)
      const check = question.getByRole('link', { name: `Look for “${name}” in the list (opens in a new tab)` })
      expect(await check.getAttribute('target')).toBe('_blank')
      // The safe choice has the focus; the question fits the window.
      await page.waitForFunction(() => document.activeElement?.textContent === 'Keep editing')
      const box = await question.boundingBox()
      expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width && box.y + box.height <= size.height).toBe(true)
      if (process.env.ATRIUM_SCREENSHOTS) await saveScreenshot(page, `leave-maybe-saved-${size.width}`)

      // The check opens the list in a new tab: the contact is there; the question and the form stay.
      const [tab] = await Promise.all([page.context().waitForEvent('page'), check.click()])
      opened.push(tab)
      await tab.getByText('1 in all').waitFor()
      await question.getByRole('button', { name: 'Keep editing' }).click()
      await question.waitFor({ state: 'detached' })
      expect(new URL(page.url()).pathname).toMatch(/\/contacts\/create$/)
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name)
      await page.getByRole('alert').filter({ hasText: MAYBE_SAVED }).waitFor()
    })
  })
})

test('a create that never reached the server: the list shows none, and "Save anyway" makes the one record', async () => {
  const page = await signedIn(DESKTOP)
  const name = 'Grace Never Sent'
  await screenshotOnFailure(page, async () => {
    await createFromMenu(page, 'Contacts', { Name: name })
    const posts = await loseFirstPost(page, '/rest/contacts', 'notSent')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    const notice = page.getByRole('alert').filter({ hasText: MAYBE_SAVED })
    await notice.waitFor()
    const [tab] = await Promise.all([page.context().waitForEvent('page'), notice.getByRole('link', { name: /Look for/ }).click()])
    opened.push(tab)
    await tab.getByText('0 in all').or(tab.getByText(/^No contacts/)).first().waitFor()
    await tab.close()

    await notice.getByRole('button', { name: 'Save anyway' }).click()
    await page.getByText(`${name} created.`).waitFor()
    expect(posts).toHaveLength(2)
    expect(await contactsNamed(name)).toHaveLength(1)
  })
})

test('a create sent while offline never left: it is sent once back online, one record', async () => {
  const page = await signedIn(DESKTOP)
  const name = 'Offline Olga'
  await screenshotOnFailure(page, async () => {
    await createFromMenu(page, 'Contacts', { Name: name })
    await page.context().setOffline(true)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Not saved yet: you are offline.').waitFor()
    expect(await contactsNamed(name)).toHaveLength(0)
    await page.context().setOffline(false)
    await page.getByText(`${name} created.`).waitFor()
    expect(await contactsNamed(name)).toHaveLength(1)
  })
})

test('an author (Idempotency-Key) whose answer was lost is sent again by itself with the same key: one author', async () => {
  const page = await signedIn(DESKTOP)
  const name = 'Keyed Kim'
  await screenshotOnFailure(page, async () => {
    await createFromMenu(page, 'Authors', { Name: name, Email: 'kim@example.com' })
    const keys = await loseFirstPost(page, '/api/authors', 'answerLost')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText('Not saved yet: the server could not be reached.').waitFor()
    await page.clock.fastForward(5_000)
    await page.getByText(`${name} created.`).waitFor()
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(keys[1]).toBe(keys[0])
    const api = await signInToApi(fixture.demo.url)
    expect(membersOf(await api.get(`/api/authors?name=${encodeURIComponent(name)}`))).toHaveLength(1)
  })
})
