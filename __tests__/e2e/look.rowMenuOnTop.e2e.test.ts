/** @jest-environment node */
// A walk at 1280×800 (light and dark) opened the "⋯" menu of Contacts' first row (Ulla Umar) and of the Tasks table's:
// the menu stood at x 1057–1243, and the next rows' "⋯" buttons (x≈1227) were drawn over the right end of its Show,
// Edit and Delete (elementFromPoint there: `atrium-row-menu__button`); a click on the right of "Edit" opened another
// row's menu. Each row's action cell sticks to the table's right edge, and a sticky box is a stacking context of its
// own: the rows after the menu's were drawn over it. The open menu is now in the top layer (a manual popover).
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

/** For each item of the open menu, what the page finds at its centre and 3 px in from its right end: `item` when it is the item. */
const hitsOnItems = (page: Page) => page.getByRole('menu').evaluate((menu) => [...menu.querySelectorAll('[role=menuitem]')].map((item) => {
  const box = item.getBoundingClientRect()
  const at = (x: number, y: number) => {
    const found = document.elementFromPoint(x, y)
    return found !== null && item.contains(found) ? 'item' : `${found?.tagName ?? 'nothing'}.${found?.className ?? ''}`
  }
  return { item: item.textContent, centre: at(box.left + box.width / 2, box.top + box.height / 2), right: at(box.right - 3, box.top + box.height / 2) }
}))

/** Goes to `name` from the menu, as `layout` when given, and waits for its rows' "⋯" buttons (or a board's "Move…"). */
async function listFromMenu(page: Page, name: string, layout?: string): Promise<void> {
  await fromMenu(page, name)
  await page.waitForURL((url) => url.pathname.endsWith(`/${name.toLowerCase()}/list`))
  if (layout) {
    const radio = page.getByRole('radio', { name: layout })
    if (!(await radio.isChecked())) await radio.click()
  }
  await page.locator(`.atrium-list[data-resource="${name.toLowerCase()}"] tbody tr, .atrium-board`).getByRole('button', { name: /^(Actions for|Move)/ }).first().waitFor()
  await settled(page)
}

/** Opens the menu of the `index`th "⋯" (or "Move…") and checks every item is what a press at its centre and right end reaches. */
async function menuOnTop(page: Page, index: number): Promise<void> {
  const button = page.getByRole('button', { name: /^(Actions for|Move)/ }).nth(index)
  await button.click()
  await page.getByRole('menu').waitFor()
  const hits = await hitsOnItems(page)
  expect(hits.length).toBeGreaterThan(1)
  expect(hits).toEqual(hits.map(({ item }) => ({ item, centre: 'item', right: 'item' })))
  await page.keyboard.press('Escape')
  await page.getByRole('menu').waitFor({ state: 'detached' })
}

for (const scheme of ['light', 'dark'] as const) {
  test(`1280×800 ${scheme}: every item of an open row menu is on top, on Contacts and the Tasks table, and a press on the right of Edit edits that row`, async () => {
    const page = await articlesFromMenu(DESKTOP)
    await page.emulateMedia({ colorScheme: scheme })
    await screenshotOnFailure(page, async () => {
      await listFromMenu(page, 'Contacts')
      // The first row's menu lies over the next three rows' "⋯"; a middle row's too.
      for (const index of [0, 4]) await menuOnTop(page, index)
      const first = page.getByRole('button', { name: /^Actions for / }).first()
      await first.click()
      const edit = page.getByRole('menu').getByRole('menuitem', { name: /^Edit/ })
      const href = (await edit.getAttribute('href'))!
      const box = (await edit.boundingBox())!
      await page.mouse.click(box.x + box.width - 3, box.y + box.height / 2)
      await page.waitForURL((url) => url.pathname === href)
      await page.goBack()
      await page.waitForURL((url) => url.pathname.endsWith('/contacts/list'))

      await listFromMenu(page, 'Tasks', 'Table')
      for (const index of [0, 4]) await menuOnTop(page, index)
    })
  })
}

test('375×812: the cards\' "⋯" menus and the board\'s "Move…" menus are on top, every item', async () => {
  const page = await articlesFromMenu(PHONE)
  await screenshotOnFailure(page, async () => {
    await listFromMenu(page, 'Contacts')
    for (const index of [0, 2]) await menuOnTop(page, index)
    await listFromMenu(page, 'Tasks', 'Table')
    await menuOnTop(page, 0)
    await listFromMenu(page, 'Articles', 'Board')
    for (const index of [0, 1]) await menuOnTop(page, index)
  })
})
