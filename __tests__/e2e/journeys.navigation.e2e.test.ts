/** @jest-environment node */
// Moving between screens as a person does, in Chromium against the demo: a screen chosen from the menu opens
// at its top (a phone reader who scrolled a long list down did not see the next list's heading), while a record
// opened over the list in its drawer leaves the list where the reader left it; and a keyboard reader whose control
// goes away under them (Clear filters, Export CSV, the bulk bar, a notice's Undo, a refused delete) keeps a place on the
// page: the focus had fallen to the page's body, and Tab started again from the top. A keyboard reader who pressed
// Enter on a row's Edit met the drawer's × focused, and the space they typed closed the drawer, the typing lost: a form
// opened in a drawer or a dialog now has its first field focused.
import type { Locator, Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { articleRows, rowAction } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesPages } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesPage = useArticlesPages(fixture)

/** Scrolls the window to the foot of the page and answers how far down it is. */
async function scrollToFoot(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForFunction(() => window.scrollY > 0)
  return page.evaluate(() => window.scrollY)
}

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('a screen chosen from the menu opens at its top; a record opened in a drawer leaves the list where it was (%s)', async (_name, size) => {
  const page = await articlesPage(size)
  await screenshotOnFailure(page, async () => {
    // A record opened over the list, then closed: the list is where the reader left it.
    const down = await scrollToFoot(page)
    expect(down).toBeGreaterThan(200)
    const last = articleRows(page).last()
    await (await rowAction(last, /^Edit/)).click()
    const drawer = page.getByRole('dialog')
    await drawer.getByLabel('Title', { exact: true }).waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(down)
    await drawer.getByRole('button', { name: /^Close/ }).first().click()
    await drawer.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => window.scrollY)).toBe(down)

    // Another list from the menu: its heading at the top of the window, not the foot of the last list.
    await fromMenu(page, 'Authors')
    const heading = page.getByRole('heading', { level: 1, name: 'Authors' })
    await heading.waitFor()
    await page.locator('.atrium-list[data-resource="authors"] tbody tr').getByRole('checkbox').first().waitFor()
    await settled(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const box = (await heading.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(size.height)
  })
})

/** What has the keyboard's focus: `body`, or the element's tag, accessible name and text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'body'
    return `${element.tagName.toLowerCase()} ${element.getAttribute('aria-label') ?? ''} ${(element.textContent ?? '').trim().slice(0, 60)}`
  })
}

/** Presses `control` from the keyboard: focused, then Enter. */
async function press(control: Locator): Promise<void> {
  await control.focus()
  await control.press('Enter')
}

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('a control that goes away under the keyboard leaves the focus on the page, never on its body (%s)', async (_name, size) => {
  const page = await articlesPage(size)
  await screenshotOnFailure(page, async () => {
    // Clear filters disables itself: the focus goes to the first field, to search again.
    const search = page.getByLabel('Search titles')
    await search.fill('a')
    await press(page.getByRole('button', { name: 'Apply', exact: true }))
    const clear = page.getByRole('button', { name: 'Clear filters' })
    await page.waitForFunction(() => new URL(location.href).searchParams.has('filter'))
    // The address changes before the list draws with its filter: Clear is enabled only then (pressed still disabled, it did nothing).
    await page.locator('button:enabled', { hasText: 'Clear filters' }).waitFor()
    await press(clear)
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('filter'))
    await page.locator('button:disabled', { hasText: 'Clear filters' }).waitFor()
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true)

    // Export ("Export 300": every article, the filter cleared) stays where it is while it runs and after.
    const exporting = page.getByRole('button', { name: /^Export \d+ articles as CSV$/ })
    await press(exporting)
    await page.getByText(/^CSV file saved \(\d+ in all\)\.$/).waitFor()
    expect(await exporting.evaluate((button) => button === document.activeElement)).toBe(true)

    // The bulk bar goes once its action is done: the focus goes to the list's current row.
    for (const index of [0, 1]) await articleRows(page).nth(index).getByRole('checkbox').check()
    await press(page.getByRole('group', { name: /selected/ }).getByRole('button', { name: 'Publish', exact: true }))
    await page.getByRole('group', { name: /selected/ }).waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.activeElement !== document.body)
    expect(await focused(page)).toMatch(/^tr /)

    // A delete refused for good (409: the author still has articles): Delete goes, the focus to Close, in the dialog.
    await fromMenu(page, 'Authors')
    const authors = page.locator('.atrium-list[data-resource="authors"] tbody tr')
    await authors.first().getByRole('checkbox').waitFor()
    await press(await rowAction(authors.first(), /^Delete/))
    const dialog = page.getByRole('alertdialog')
    const remove = dialog.getByRole('button', { name: 'Delete', exact: true })
    await press(remove)
    await dialog.getByRole('alert').waitFor()
    await remove.waitFor({ state: 'detached' })
    expect(await dialog.getByText('Close', { exact: true }).evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await focused(page)).not.toBe('body')

    // A notice's Undo goes once pressed: the focus goes to the list's current row.
    await fromMenu(page, 'Contacts')
    const contacts = page.locator('.atrium-list[data-resource="contacts"] tbody tr')
    await contacts.first().getByRole('checkbox').waitFor()
    await press(await rowAction(contacts.nth(1), /^Delete/))
    await press(dialog.getByRole('button', { name: 'Delete', exact: true }))
    const undo = page.getByRole('button', { name: 'Undo' })
    await press(undo)
    await undo.waitFor({ state: 'detached' })
    await page.waitForFunction(() => document.activeElement !== document.body)
    expect(await focused(page)).toMatch(/^tr /)
  })
})

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('Enter on a row\'s Edit, or on Create, opens its drawer or dialog with the text cursor in the first field (%s)', async (_name, size) => {
  const page = await articlesPage(size)
  await screenshotOnFailure(page, async () => {
    // Articles: the edit drawer, from the keyboard.
    await press(await rowAction(articleRows(page).first(), /^Edit /))
    const drawer = page.getByRole('dialog')
    const title = drawer.getByLabel('Title', { exact: true })
    await title.waitFor()
    const before = await title.inputValue()
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'title' && document.activeElement.closest('[role="dialog"]') !== null)
    // A space and a word go into the title; the drawer stays.
    await page.keyboard.type(' again')
    expect(await title.inputValue()).toBe(`${before} again`)
    expect(await drawer.count()).toBe(1)
    await page.keyboard.press('Escape')
    await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave without saving' }).click()
    await drawer.waitFor({ state: 'detached' })

    // Categories: the create dialog, from the keyboard.
    await fromMenu(page, 'Categories')
    await page.locator('.atrium-list[data-resource="categories"] tbody tr').first().getByRole('checkbox').waitFor()
    await settled(page)
    await press(page.getByRole('button', { name: 'Create', exact: true }))
    const dialog = page.getByRole('dialog', { name: 'New category' })
    await dialog.getByLabel('Name', { exact: true }).waitFor()
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name' && document.activeElement.closest('[role="dialog"]') !== null)
    await page.keyboard.type('Travel notes')
    expect(await dialog.getByLabel('Name', { exact: true }).inputValue()).toBe('Travel notes')
  })
})
