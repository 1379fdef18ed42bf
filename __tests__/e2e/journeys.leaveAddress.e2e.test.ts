/** @jest-environment node */
// The address while "Leave without saving?" asks, in Chromium against the demo, at 1280×800 and 375×812. A walk saw
// Authors (menu) → an author's Edit → type → browser Back: the question asked over the form while the address bar
// already read /editorial/authors/list (a menu link: /editorial/contacts/list), and Keep editing put it back (a link
// left a forward entry behind). Now a move from inside the page waits, not made, for the answer; Back, which the
// browser makes first, is put back before the question is asked: while it asks, the address is the form's. Keep
// editing changes nothing; Leave without saving goes where the person asked.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, rowAction, signIn } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()

const AUTHORS = '/editorial/authors/list'
const CONTACTS = '/editorial/contacts/list'

/** A page of a browser of its own, signed in as admin at the scope's start. */
async function signedIn(size: { width: number; height: number }): Promise<Page> {
  const browser = await fixture.newBrowser()
  const page = await browser.newPage()
  await page.setViewportSize(size)
  page.setDefaultTimeout(30_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
  await signIn(page, 'admin')
  return page
}

const pathOf = (page: Page) => { const url = new URL(page.url()); return url.pathname + url.search }
const authorRows = (page: Page) => page.locator('.atrium-list[data-resource="authors"] tbody tr:not(.atrium-table__skeleton)')

/** Authors from the menu, then the first author's Edit (a page form), typed into; returns the form's address and its field. */
async function typedInAuthor(page: Page, typed: string) {
  await fromMenu(page, 'Authors')
  await page.waitForURL((url) => url.pathname === AUTHORS)
  await authorRows(page).first().waitFor()
  await settled(page)
  await (await rowAction(authorRows(page).first(), /^Edit /)).click()
  await page.waitForURL(/\/authors\/update\//)
  const field = page.locator('.atrium-form').getByLabel('Name', { exact: true })
  await field.fill(typed)
  return { form: pathOf(page), field }
}

/**
 * Records in the page every address it shows (pushState, replaceState, popstate) and whether the question was open
 * then; `seen()` reads them.
 */
async function recordAddresses(page: Page): Promise<() => Promise<Array<{ path: string; asking: boolean }>>> {
  await page.evaluate(() => {
    const seen: Array<{ path: string; asking: boolean }> = []
    const note = () => seen.push({ path: location.pathname + location.search, asking: document.querySelector('[role="alertdialog"]') !== null })
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history)
      history[name] = (...args: Parameters<History['pushState']>) => { original(...args); note() }
    }
    addEventListener('popstate', note)
    ;(window as unknown as { seenAddresses: typeof seen }).seenAddresses = seen
  })
  return () => page.evaluate(() => (window as unknown as { seenAddresses: Array<{ path: string; asking: boolean }> }).seenAddresses.splice(0))
}

test.each([['1280×800', DESKTOP], ['375×812', PHONE]])('%s: while "Leave without saving?" asks (Back, a menu link), the address is the form\'s; Keep editing keeps it and the text; Leave goes', async (_size, size) => {
  const page = await signedIn(size)
  await screenshotOnFailure(page, async () => {
    const { form, field } = await typedInAuthor(page, 'Typed, not saved')
    const seen = await recordAddresses(page)
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' })
    const ways: Array<[string, () => Promise<void>]> = [
      ['browser Back', async () => { await page.goBack() }],
      ['a menu link', () => fromMenu(page, 'Contacts')],
    ]
    for (const [way, leave] of ways) {
      await leave()
      await question.waitFor()
      expect({ way, asking: pathOf(page) }).toEqual({ way, asking: form })
      await question.getByRole('button', { name: 'Keep editing' }).click()
      await question.waitFor({ state: 'detached' })
      expect({ way, stayed: pathOf(page), typed: await field.inputValue() }).toEqual({ way, stayed: form, typed: 'Typed, not saved' })
      // Never another address while the question was open (Back shows the list for the moment it takes to put it back).
      const addresses = await seen()
      expect({ way, whileAsking: addresses.filter((address) => address.asking && address.path !== form) }).toEqual({ way, whileAsking: [] })
      expect({ way, last: addresses.at(-1)?.path ?? form }).toEqual({ way, last: form })
    }

    // Leave without saving goes where the person asked: Back to Authors, then (typed again) the menu's Contacts.
    await page.goBack()
    await question.getByRole('button', { name: 'Leave without saving' }).click()
    await page.waitForURL((url) => url.pathname === AUTHORS)
    await authorRows(page).first().waitFor()
    const again = await typedInAuthor(page, 'Typed again')
    await fromMenu(page, 'Contacts')
    await question.getByRole('button', { name: 'Leave without saving' }).click()
    await page.waitForURL((url) => url.pathname === CONTACTS)
    await page.locator('.atrium-list[data-resource="contacts"] tbody tr:not(.atrium-table__skeleton)').first().waitFor()
    expect(await page.locator('.atrium-form').count()).toBe(0)
    // One step back is the form the person left (nothing of the question left in the history).
    await page.goBack()
    await page.waitForURL((url) => url.pathname + url.search === again.form)
    await page.locator('.atrium-form').getByLabel('Name', { exact: true }).waitFor()
    expect(await question.count()).toBe(0)
  })
})
