/** @jest-environment node */
// A board drawn from a sorted list, in Chromium against the demo at 1280×800 and 375×812, Articles reached from the
// menu. A walk sorted the table by Views (most first) and chose Board: Draft and In review stood empty, headed "0 on this
// page", and nothing said why (the page held the 25 most viewed articles, all published; the board showed no sort).
// Now a column empty on one page of several says so, and by which sort, with a button clearing the sort; cleared, the
// board shows the list in its own order, drafts among them. (react-admin's and refine's kanban examples read every
// record in a fixed order, so that no column is empty for a page's sake.)
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, PHONE, settled, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

/** Sorts the table by Views, most first, by its header's button (ascending, then descending). */
async function sortByViewsDescending(page: Page): Promise<void> {
  const views = page.locator('.atrium-list thead').getByRole('button', { name: /Views/ })
  await views.click()
  await page.waitForURL(/[?&]sort=views/)
  await views.click()
  await page.waitForURL(/[?&]sort=-views/)
  await settled(page)
}

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('a board sorted by Views says why Draft is empty on its page, and clearing the sort fills it (%s)', async (_size, size) => {
  const page = await articlesFromMenu(size)
  await screenshotOnFailure(page, async () => {
    await sortByViewsDescending(page)
    await page.getByRole('radio', { name: 'Board' }).click()
    const draft = page.getByRole('region', { name: 'Draft' })
    await page.locator('.atrium-board-card').first().waitFor()
    await settled(page)
    expect(await draft.locator('.atrium-board-card').count()).toBe(0)
    // Said where the cards would be, under the column's heading, in view.
    const note = draft.getByText('None on this page of the list sorted by Views.')
    await note.waitFor()
    const [noteBox, headingBox] = [(await note.boundingBox())!, (await draft.getByRole('heading').boundingBox())!]
    expect(noteBox.y).toBeGreaterThanOrEqual(headingBox.y + headingBox.height - 1)
    expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(size.height)
    await draft.getByRole('button', { name: 'Clear the sort' }).click()
    await page.waitForURL((url) => !url.searchParams.has('sort'))
    await draft.locator('.atrium-board-card').first().waitFor()
    expect(await note.count()).toBe(0)
  })
})
