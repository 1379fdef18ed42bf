/** @jest-environment node */
// A walk at 1280×800 (admin) found a table's look changing with its data: Articles page 1 had Show, Edit, Delete in
// each row, page 2 (whose names and dates did not fit beside them) "⋯" menus, the Title column 135 px wider and every
// other column moved, and a sort brought the links back. On Users the admin row (no Delete) had its Show and Edit
// 69 px right of the other rows'. Now the first page laid out pins the columns and the actions' choice for the list,
// and each action has a slot of its own in every row, empty where the record does not allow it.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { articleRows } from './support/demoUi'
import { boxes } from './support/look'
import { DESKTOP, fromMenu, settled, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

/** The header cells' boxes and, for the first rows, each action control's text (an empty slot's "(empty)") and left edge. */
async function tableLook(page: Page, resource: string) {
  const list = `.atrium-list[data-resource="${resource}"]`
  return {
    headers: (await boxes(page, `${list} thead th`)).map(({ left, width }) => ({ left, width })),
    actions: await page.locator(`${list} tbody tr`).evaluateAll((rows) => rows.slice(0, 5).map((row) =>
      [...row.querySelectorAll('.atrium-table__actions > *')].map((control) =>
        `${control.getAttribute('aria-hidden') === 'true' ? '(empty)' : control.textContent} ${Math.round(control.getBoundingClientRect().left)}`))),
  }
}

/** Presses `press` and waits for the articles' first row to show another record, nothing busy. */
async function turn(page: Page, press: () => Promise<void>): Promise<void> {
  const shown = await articleRows(page).first().innerText()
  await press()
  await page.waitForFunction((before) => (document.querySelector('.atrium-list[data-resource="articles"] tbody tr') as HTMLElement | null)?.innerText !== before, shown)
  await articleRows(page).first().getByRole('checkbox').waitFor()
  await settled(page)
}

test('at 1280×800 Articles keep every column where it was and Show, Edit, Delete in each row, from page to page and after a sort', async () => {
  const page = await articlesFromMenu(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await settled(page)
    const first = await tableLook(page, 'articles')
    expect(first.actions[0].map((control) => control.split(' ')[0])).toEqual(['Show', 'Edit', 'Delete'])
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' })
    // Page 2 is the one whose content turned the actions into "⋯" (and pages 3 to 6 kept them so).
    for (const number of [2, 3]) {
      await turn(page, () => next.click())
      expect(page.url()).toContain(`page=${number}`)
      expect(await tableLook(page, 'articles')).toEqual(first)
      expect(await page.getByRole('button', { name: /^Actions for / }).count()).toBe(0)
    }
    await turn(page, () => page.locator('.atrium-list[data-resource="articles"] thead').getByRole('button', { name: 'Title', exact: true }).click())
    expect(await tableLook(page, 'articles')).toEqual(first)
  })
})

// A walk then saw page 2's "11/21/2026, 12:00 PM" break over two lines: the columns were pinned at page 1's widest date.
test('at 1280×800 every Articles date keeps one line from page to page (a date column is as wide as its widest value)', async () => {
  const page = await articlesFromMenu(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await settled(page)
    const dates = await page.locator('.atrium-list[data-resource="articles"] thead th').evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.startsWith('Published at')))
    expect(dates).toBeGreaterThan(0)
    const wrapped = () => page.locator('.atrium-list[data-resource="articles"] tbody tr').evaluateAll((rows, index) => rows.flatMap((row) => {
      const cell = (row as HTMLTableRowElement).cells[index]
      const range = document.createRange()
      range.selectNodeContents(cell)
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size
      return lines > 1 ? [cell.textContent] : []
    }), dates)
    expect(await wrapped()).toEqual([])
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' })
    for (const number of [2, 3, 4]) {
      await turn(page, () => next.click())
      expect(page.url()).toContain(`page=${number}`)
      expect(await wrapped()).toEqual([])
    }
  })
})

test('at 1280×800 Users\' Show and Edit sit in the same place on every row; the admin row, which cannot be deleted, keeps an empty slot, not a control', async () => {
  const page = await articlesFromMenu(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Users')
    const rows = page.locator('.atrium-list[data-resource="users"] tbody tr')
    await rows.first().getByRole('checkbox').waitFor()
    await settled(page)
    const admin = rows.filter({ has: page.getByRole('link', { name: 'Show admin', exact: true }) })
    expect(await admin.getByRole('button', { name: /^Delete / }).count()).toBe(0)
    const { actions } = await tableLook(page, 'users')
    expect(actions.length).toBeGreaterThan(3)
    const place = (row: string[], name: string) => row.find((control) => control.startsWith(`${name} `))?.split(' ')[1]
    // Show and Edit at one left edge on every row, the admin row's among them (it was 69 px to the right).
    for (const name of ['Show', 'Edit']) expect(new Set(actions.map((row) => place(row, name))).size).toBe(1)
    expect(actions.filter((row) => place(row, 'Delete') !== undefined).length).toBe(actions.length - 1)
    // The admin row's Delete slot takes Delete's room but shows, reads out and focuses nothing.
    const slot = admin.locator('.atrium-table__actions > :not(a, button)')
    expect(await slot.count()).toBe(1)
    expect(await slot.evaluate((element) => [getComputedStyle(element).visibility, element.getAttribute('aria-hidden')])).toEqual(['hidden', 'true'])
    const deleteBox = (await rows.filter({ hasNot: page.getByRole('link', { name: 'Show admin', exact: true }) }).first().getByRole('button', { name: /^Delete / }).boundingBox())!
    expect(Math.round((await slot.boundingBox())!.x)).toBe(Math.round(deleteBox.x))
  })
})
