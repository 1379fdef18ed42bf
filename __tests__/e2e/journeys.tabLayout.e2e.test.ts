/** @jest-environment node */
// A list under a record keeps its layout to itself, as its filter and sort. A walk of the demo: Articles → Board, then
// Authors → an author: the author's Articles tab was drawn as a board too (the layout remembered for articles), and a
// layout chosen in the tab became the Articles list's own. Now the tab draws its first layout (a table) whatever the
// list's, and the list keeps its board. At desktop and phone widths, reached from the menu.
import { pageOf, useDemoFixture } from './support/demoFixture'
import { openSignedIn, revealInMenu, rowAction } from './support/demoUi'
import { DESKTOP, PHONE } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)

const fixture = useDemoFixture()

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('at %s an author’s Articles tab keeps its own layout, and the Articles list its board', async (_label, size) => {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  await openSignedIn(page, fixture.demo.url, '/editorial/articles/list', 'editor')
  await screenshotOnFailure(page, async () => {
    const menu = page.getByRole('navigation', { name: 'Menu' })
    const list = page.locator('.atrium-list[data-resource="articles"]')
    await list.getByRole('radio', { name: 'Board' }).click()
    await list.locator('.atrium-board').waitFor()

    const authors = menu.getByRole('link', { name: 'Authors', exact: true })
    await revealInMenu(page, authors)
    await authors.click()
    await (await rowAction(page.locator('.atrium-list[data-resource="authors"] tbody tr:not(.atrium-table__skeleton)').first(), /^Show /)).click()
    const tab = page.locator('.atrium-tabs .atrium-list[data-resource="articles"]')
    await tab.locator('tbody tr:not(.atrium-table__skeleton)').first().waitFor()
    expect(await tab.getByRole('radio', { name: 'Table' }).isChecked()).toBe(true)
    expect(await tab.locator('.atrium-board').count()).toBe(0)
    // Chosen in the tab: drawn there, not remembered for the Articles list.
    await tab.getByRole('radio', { name: 'Board' }).click()
    await tab.locator('.atrium-board').waitFor()
    await tab.getByRole('radio', { name: 'Table' }).click()
    await tab.locator('tbody tr:not(.atrium-table__skeleton)').first().waitFor()

    const articles = menu.getByRole('link', { name: 'Articles', exact: true })
    await revealInMenu(page, articles)
    await articles.click()
    await list.locator('.atrium-board').waitFor()
    expect(await list.getByRole('radio', { name: 'Board' }).isChecked()).toBe(true)
    expect(fixture.pageErrors).toEqual([])
  })
})
