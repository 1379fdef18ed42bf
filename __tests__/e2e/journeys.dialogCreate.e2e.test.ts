/** @jest-environment node */
// A create opened in a dialog over its list, as a person meets it in Chromium against the demo, from the menu, with the
// keyboard. Walks saw: Categories → Create → Save (Enter) closed the dialog and gave the focus back to Create, so a
// keyboard or screen-reader user had to look for the new category in the list; a page create leaves it on the new row
// (focusNewRecord). Now the focus goes to the new record's row (its Show link, or a phone card's title), brought into
// view clear of the notices; when the list does not show it (Events as a table: the new event is on a later page), to
// the created notice's Show, which opens it.
import type { Page } from 'playwright-core'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, signIn } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled } from './support/lookPages'
import { saveScreenshot, screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)
const fixture = useDemoFixture()

const opened: Page[] = []
afterEach(async () => { await Promise.all(opened.splice(0).map((page) => page.close())) })

async function signedIn(size: { width: number; height: number }): Promise<Page> {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  opened.push(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
  await signIn(page, 'admin')
  return page
}

/** What has the focus: its tag, link, words, and the text of the row or card holding it. */
const focused = (page: Page) => page.evaluate(() => {
  const active = document.activeElement as HTMLElement | null
  return { tag: active?.tagName, href: active?.getAttribute('href') ?? '', text: active?.textContent ?? '', row: active?.closest('tr, li, [role="row"]')?.textContent ?? '' }
})

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('Categories → Create (a dialog) → Save: the focus goes to the new category\'s row, in view clear of the notices, not back to Create (%s)', async (_label, size) => {
  const page = await signedIn(size)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Categories')
    await settled(page)
    const name = `Keyboard ${size.width}`
    // Categories' own Create: right after the click, the page may still be the list signed in to (Articles has one too).
    await page.locator('.atrium-list[data-resource="categories"]').getByRole('button', { name: 'Create', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Name', { exact: true }).fill(name)
    await dialog.getByLabel('Colour', { exact: true }).fill('#3366ff')
    await dialog.getByLabel('Colour', { exact: true }).press('Enter')
    await page.getByText(`${name} created.`).waitFor()
    await dialog.waitFor({ state: 'detached' })
    // Its Show link (a table's row), or its title (a phone's card): a link opening the new category.
    await page.waitForFunction((text) => {
      const active = document.activeElement
      return active?.tagName === 'A' && /\/categories\/read\/[^/]+$/.test(active.getAttribute('href') ?? '') && (active.closest('tr, li, [role="row"]')?.textContent ?? '').includes(text)
    }, name)
    // Drawn inside the window, above the notices at its foot.
    const clear = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect()
      const foot = Math.min(innerHeight, ...[...document.querySelectorAll('.atrium-notice')].map((notice) => notice.getBoundingClientRect().top))
      return box.top >= 0 && box.bottom <= foot
    })
    expect(clear).toBe(true)
    if (process.env.ATRIUM_SCREENSHOTS) await saveScreenshot(page, `dialog-create-focus-${size.width}`)
    // Enter opens it.
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').getByText(name).first().waitFor()
  })
})

test('Events as a table → Create (a dialog) → Save: the new event is on a later page, so the focus goes to the notice\'s Show, which opens it', async () => {
  const page = await signedIn(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Events')
    // The Events list's own switch: right after the click, the page may still be the list signed in to (Articles, which has one too).
    const table = page.locator('.atrium-list[data-resource="events"]').getByRole('radio', { name: 'Table' })
    await table.waitFor()
    if (!(await table.isChecked())) await table.click()
    await page.locator('.atrium-list[data-resource="events"] tbody tr').first().waitFor()
    await settled(page)
    const title = 'Keyboard meet-up'
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Title', { exact: true }).fill(title)
    await dialog.getByLabel('Starts at', { exact: true }).fill('2026-12-01T10:00')
    await dialog.getByLabel('Ends at', { exact: true }).fill('2026-12-01T11:00')
    await dialog.getByRole('button', { name: 'Save', exact: true }).press('Enter')
    const notice = page.locator('.atrium-notice').filter({ hasText: `${title} created.` })
    await notice.waitFor()
    await dialog.waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.activeElement?.matches('.atrium-notice__action') === true)
    expect(await focused(page)).toMatchObject({ tag: 'BUTTON', text: 'Show' })
    expect(await page.locator('.atrium-list[data-resource="events"] tbody').getByText(title).count()).toBe(0)
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').getByText(title).first().waitFor()
    expect(new URL(page.url()).pathname).toMatch(/\/events\/read\/[^/]+$/)
  })
})
