/** @jest-environment node */
// A walk at 1280×800 (admin) found a table's look changing with its data: Articles page 1 had Show, Edit, Delete in
// each row, page 2 (whose names and dates did not fit beside them) "⋯" menus, the Title column 135 px wider and every
// other column moved, and a sort brought the links back. Now the first page laid out pins the columns and the
// actions' choice for the list.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { articleRows } from './support/demoUi'
import { boxes } from './support/look'
import { DESKTOP, settled, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

/** The header cells' boxes and, for the first rows, each action control's text and left edge. */
async function tableLook(page: Page, resource: string) {
  const list = `.atrium-list[data-resource="${resource}"]`
  return {
    headers: (await boxes(page, `${list} thead th`)).map(({ left, width }) => ({ left, width })),
    actions: await page.locator(`${list} tbody tr`).evaluateAll((rows) => rows.slice(0, 5).map((row) =>
      [...row.querySelectorAll('.atrium-table__actions > *')].map((control) => `${control.textContent} ${Math.round(control.getBoundingClientRect().left)}`))),
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
