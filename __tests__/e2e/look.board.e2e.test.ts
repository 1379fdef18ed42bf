/** @jest-environment node */
// Issue 15 and later walks: the board layout in the demo, in Chromium. Its cards show fields as the table
// does; its columns share the width evenly and hold their cards' titles at 1280×800 and 375×812 (one
// column at a time on a phone); its counts say "on this page" when the list has other pages.
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, PHONE, useArticlesPages } from './support/lookPages'
import { sidewaysOverflow } from './support/look'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const signedInPage = useArticlesPages(fixture)

test('the board shows its fields as the table does: reference titles and Intl dates, never raw IRIs or ISO strings', async () => {
  const page = await signedInPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await page.getByRole('radio', { name: 'Board' }).click()
    const fields = page.locator('.atrium-board-card-fields dd')
    await fields.first().waitFor()
    // Reference titles load after the cards: wait for them rather than for a time.
    await page.waitForFunction(() => [...document.querySelectorAll('.atrium-board-card-fields dd')].every((dd) => !/\/api\/|\d{4}-\d{2}-\d{2}T/.test(dd.textContent ?? '')))
    const texts = await fields.allInnerTexts()
    expect(texts.some((text) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(text.trim()))).toBe(true)
  })
})

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('the board\'s columns share the width evenly and its cards hold their titles (%s)', async (_name, size) => {
  const page = await signedInPage(size)
  await screenshotOnFailure(page, async () => {
    await page.getByRole('radio', { name: 'Board' }).click()
    await page.locator('.atrium-board-card').first().waitFor()
    const drawn = await page.evaluate(() => {
      const board = document.querySelector<HTMLElement>('.atrium-board')!
      const columns = [...document.querySelectorAll<HTMLElement>('.atrium-board-column')].map((column) => column.getBoundingClientRect().width)
      // A title wider than its card is cut off (long titles made their column grow past the screen).
      const cut = [...document.querySelectorAll<HTMLElement>('.atrium-board-card')].filter((card) => {
        const title = card.querySelector<HTMLElement>('.atrium-board-card-title')!.getBoundingClientRect()
        return title.right > card.getBoundingClientRect().right + 0.5
      }).map((card) => card.querySelector('.atrium-board-card-title')!.textContent)
      return { boardWidth: board.clientWidth, scrolls: board.scrollWidth > board.clientWidth + 1, columns, cut }
    })
    expect(drawn.cut).toEqual([])
    expect(drawn.columns.length).toBe(3)
    for (const width of drawn.columns) expect(Math.abs(width - drawn.columns[0])).toBeLessThanOrEqual(1)
    // A desktop shows every column; a phone one column at a time, the next one peeking in.
    if (size === DESKTOP) expect(drawn.scrolls).toBe(false)
    else expect(drawn.columns[0]).toBeLessThan(drawn.boardWidth)
    expect(await sidewaysOverflow(page)).toBe(0)
  })
})

test('the board\'s column counts say they are of this page when the list has other pages', async () => {
  const page = await signedInPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await page.getByRole('radio', { name: 'Board' }).click()
    await page.locator('.atrium-board-card').first().waitFor()
    const counts = await page.locator('.atrium-board-count').allInnerTexts()
    expect(counts.length).toBeGreaterThan(1)
    for (const count of counts) expect(count).toMatch(/^\d+ on this page$/)
  })
})
