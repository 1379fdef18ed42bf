/** @jest-environment node */
// A new-user walk of the demo's full-page forms (Create and Edit opened as a page, not in a drawer), from the menu at
// 1280×800 and 375×812, found: Save below the window on Articles → Create (y=798 in an 800 px window; 819 in 812 on a
// phone, behind the phone's bar) where the Edit drawer keeps it at its foot; the page's container, not the first field,
// with the focus on a Create or Edit page; and the focus on the page's body after Create → Save. The form's foot now
// sticks to the window's bottom (above the phone bar) while the form's end is below it, the first field takes the
// focus in a form named by the page's heading, and a saved create leaves the focus on the new record's row in the list
// (or on Create when the list does not show it). The first three tests failed on the code that showed them.
// The walk also took a save held offline on a phone's Contacts edit page for a defect ("…saved." and the page stayed
// on the form); an online save stays there too (an update on a page stays by default), so the last test pins that a
// held save, once through, ends as an online save does, on a page and from a create page (it passed before).
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { rowAction } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'
import { clearArea } from './support/look'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)
const SIZES = [['desktop', DESKTOP], ['phone', PHONE]] as const

/** Top of the form's foot (Save, Cancel) and bottom of the control with the focus, in the window. */
async function focusAndFoot(page: Page): Promise<{ focused: number; foot: number }> {
  return page.evaluate(() => ({
    focused: document.activeElement?.getBoundingClientRect().bottom ?? Number.NaN,
    foot: document.querySelector('.atrium-form__actions')?.getBoundingClientRect().top ?? Number.NaN,
  }))
}

/** Fills the Articles create form's required fields. */
async function fillArticle(page: Page, title: string): Promise<void> {
  await page.getByLabel('Title', { exact: true }).fill(title)
  await page.getByLabel('Status', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Author', { exact: true }).selectOption({ index: 1 })
}

/** Waits until the field named `name` (its `name` attribute) has the focus. */
async function focusOnField(page: Page, name: string): Promise<void> {
  await page.waitForFunction((field) => document.activeElement?.getAttribute('name') === field, name)
}

/** Waits until the list's Create button has the focus. */
async function focusOnCreate(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.matches('.atrium-page[data-action=list] button.atrium-create') === true)
}

test.each(SIZES)('Articles → Create: Save and Cancel are in view without scrolling, clear of the bars, over an opaque foot in both schemes; at the form\'s end they cover no field (%s)', async (_name, size) => {
  const page = await articlesFromMenu(size)
  await screenshotOnFailure(page, async () => {
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await page.getByLabel('Title', { exact: true }).waitFor()
    const area = await clearArea(page)
    for (const name of ['Save', 'Cancel']) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!
      expect({ name, top: box.y >= area.top, bottom: box.y + box.height <= area.bottom }).toEqual({ name, top: true, bottom: true })
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    // The fields pass under the foot: it is drawn opaque, in the page's colour, light or dark.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      const colours = await page.evaluate(() => ({
        foot: getComputedStyle(document.querySelector('.atrium-form__actions')!).backgroundColor,
        page: getComputedStyle(document.querySelector('.atrium-admin')!).backgroundColor,
      }))
      expect({ colorScheme, foot: colours.foot }).toEqual({ colorScheme, foot: colours.page })
      expect(colours.foot).not.toMatch(/^rgba\(.*, 0\)$|transparent/)
    }
    // Tab from Author reaches Body whole, above the foot (on a phone it was under it).
    await page.getByLabel('Author', { exact: true }).focus()
    await page.keyboard.press('Tab')
    await focusOnField(page, 'body')
    await page.waitForFunction(() => (document.activeElement?.getBoundingClientRect().bottom ?? Infinity) <= (document.querySelector('.atrium-form__actions')?.getBoundingClientRect().top ?? 0))
    // Scrolled to the end, the foot rests under the last field, still clear of the phone bar.
    await page.getByLabel('Website', { exact: true }).focus()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1)
    const { focused, foot } = await focusAndFoot(page)
    expect(focused).toBeLessThanOrEqual(foot)
    const save = (await page.getByRole('button', { name: 'Save', exact: true }).boundingBox())!
    expect(save.y + save.height).toBeLessThanOrEqual((await clearArea(page)).bottom)
  })
})

test.each(SIZES)('a Create page and an Edit page put the cursor in their first field, in a form named by the page\'s heading (%s)', async (_name, size) => {
  const page = await articlesFromMenu(size)
  await screenshotOnFailure(page, async () => {
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await focusOnField(page, 'title')
    const created = page.getByRole('form', { name: 'New article' })
    expect(await created.getByLabel('Title', { exact: true }).evaluate((field) => field === document.activeElement)).toBe(true)
    expect(await page.getByRole('heading', { level: 1, name: 'New article' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Cancel', exact: true }).click()

    // Contacts' Edit opens on a page of its own (behind "⋯" on a phone, and beside the sidebar at 1280 px).
    await fromMenu(page, 'Contacts')
    const row = page.locator('.atrium-list[data-resource="contacts"] tbody tr').first()
    await row.getByRole('checkbox').waitFor()
    await (await rowAction(row, /^Edit/)).click()
    await page.waitForURL(/\/contacts\/update\//)
    await focusOnField(page, 'name')
    const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim()
    const edited = page.getByRole('form', { name: heading, exact: true })
    expect(await edited.getByLabel('Name', { exact: true }).evaluate((field) => field === document.activeElement)).toBe(true)
  })
})

test.each(SIZES)('Articles → Create → Save leaves the focus on the new article\'s row in the list it returns to, or on Create when that list does not show it (%s)', async (_name, size) => {
  const page = await articlesFromMenu(size)
  await screenshotOnFailure(page, async () => {
    const word = `Quill${size.width}x${Date.now()}`
    await page.getByLabel('Search titles').fill(word)
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await page.waitForURL(/filter=/)
    await settled(page)
    // The list keeps its filter through the create page: the new article is in it.
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    const title = `${word} first`
    await fillArticle(page, title)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/articles/list') && url.search.includes('filter='))
    await page.getByText(`${title} created.`).waitFor()
    // Its Show link (a table's row), or its title (a phone's card), which opens it.
    await page.waitForFunction((text) => {
      const active = document.activeElement
      return active?.tagName === 'A' && /\/articles\/read\//.test(active.getAttribute('href') ?? '') && (active.closest('tr')?.textContent ?? '').includes(text)
    }, title)

    // Unfiltered, the new article is on a later page: the focus goes to Create, where the reader started.
    await page.getByRole('button', { name: 'Clear filters', exact: true }).click()
    await page.waitForURL((url) => !url.search.includes('filter='))
    await settled(page)
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await fillArticle(page, `${word} second`)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.getByText(`${word} second created.`).waitFor()
    await focusOnCreate(page)
  })
})

test('a save held offline ends, once back online, as an online save does: a phone\'s Contacts edit page stays with nothing unsaved; a create page goes back to the list', async () => {
  const page = await articlesFromMenu(PHONE)
  await screenshotOnFailure(page, async () => {
    try {
      await fromMenu(page, 'Contacts')
      const row = page.locator('.atrium-list[data-resource="contacts"] tbody tr').nth(1)
      await row.getByRole('checkbox').waitFor()
      await (await rowAction(row, /^Edit/)).click()
      await page.waitForURL(/\/contacts\/update\//)
      const edited = page.url()
      const name = `Held ${Date.now()}`
      await page.getByLabel('Name', { exact: true }).fill(name)
      await page.getByLabel('City', { exact: true }).fill('Porto')
      await page.context().setOffline(true)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await page.getByText('Not saved yet: you are offline.').waitFor()
      await page.context().setOffline(false)
      await page.getByText(`${name} saved.`).waitFor()
      await page.locator('.atrium-form__hold').waitFor({ state: 'detached' })
      // As after an online save on this page: the same page, the saved values, and nothing left to ask about.
      expect(page.url()).toBe(edited)
      expect([await page.getByLabel('Name', { exact: true }).inputValue(), await page.getByLabel('City', { exact: true }).inputValue()]).toEqual([name, 'Porto'])
      expect(await page.evaluate(() => {
        const leaving = new Event('beforeunload', { cancelable: true })
        window.dispatchEvent(leaving)
        return leaving.defaultPrevented
      })).toBe(false)
      await page.getByRole('button', { name: 'Cancel', exact: true }).click()
      await page.waitForURL((url) => url.pathname.endsWith('/contacts/list'))
      expect(await page.getByRole('alertdialog').count()).toBe(0)

      await fromMenu(page, 'Articles')
      // Articles' own Create: right after the click, the page may still be Contacts (which has one too).
      await page.locator('.atrium-list[data-resource="articles"]').getByRole('button', { name: 'Create', exact: true }).click()
      const title = `Held create ${Date.now()}`
      await fillArticle(page, title)
      await page.context().setOffline(true)
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await page.getByText('Not saved yet: you are offline.').waitFor()
      await page.context().setOffline(false)
      await page.getByText(`${title} created.`).waitFor()
      await page.waitForURL((url) => url.pathname.endsWith('/articles/list'))
      await focusOnCreate(page)
    } finally {
      await page.context().setOffline(false)
    }
  })
})
