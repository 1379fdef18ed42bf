/** @jest-environment node */
// A walk at 375×812: Articles → Board drew its columns side by side, all as tall as the tallest (Published, 14 cards);
// scrolling down a short column (Draft) showed ~900 px of empty grey before the pagination. On a phone each column is
// now as tall as its cards plus a card's height of drop room (the column, which takes a dropped card, under the pointer there); a desktop keeps
// its columns of one height (all in view at once, each a whole drop target).
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, PHONE, useArticlesFromMenu } from './support/lookPages'
import { saveScreenshot, screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

/** Each column's height, the room under its last card (or its heading), and the cards' heights: the median and the tallest. */
async function columns(page: Page): Promise<{ heights: number[]; roomUnder: number[]; card: number; tallest: number }> {
  return page.evaluate(() => {
    const sections = [...document.querySelectorAll<HTMLElement>('.atrium-board-column')]
    const cardHeights = [...document.querySelectorAll<HTMLElement>('.atrium-board-card')].map((card) => card.getBoundingClientRect().height).sort((a, b) => a - b)
    return {
      heights: sections.map((section) => Math.round(section.getBoundingClientRect().height)),
      roomUnder: sections.map((section) => {
        const last = [...section.querySelectorAll<HTMLElement>('.atrium-board-card, .atrium-board-column-heading')].pop()!
        return Math.round(section.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom)
      }),
      card: Math.round(cardHeights[Math.floor(cardHeights.length / 2)]),
      tallest: Math.round(cardHeights[cardHeights.length - 1]),
    }
  })
}

async function boardFromMenu(size: { width: number; height: number }): Promise<Page> {
  const page = await articlesFromMenu(size)
  await page.getByRole('radio', { name: 'Board' }).click()
  await page.locator('.atrium-board-card').first().waitFor()
  await page.waitForFunction(() => document.querySelector('.atrium-board[aria-busy]') === null)
  return page
}

test('375×812: each column is as tall as its cards and a card\'s height of drop room, no taller; that room is the column\'s, "Move…" works', async () => {
  const page = await boardFromMenu(PHONE)
  await screenshotOnFailure(page, async () => {
    if (process.env.ATRIUM_SCREENSHOTS) await saveScreenshot(page, 'boardColumnHeight-375')
    const drawn = await columns(page)
    expect(drawn.heights.length).toBe(3)
    // The columns hold different numbers of cards: they are not all one height.
    expect(new Set(drawn.heights).size).toBeGreaterThan(1)
    // Under each column's last card: at least a card's height to drop on, at most the tallest card's and some padding.
    for (const room of drawn.roomUnder) {
      expect(room).toBeGreaterThanOrEqual(drawn.card)
      expect(room).toBeLessThanOrEqual(drawn.tallest + 24)
    }
    // The board is as tall as the column it shows (the first; and its padding), the pagination right under it: no tallest column's
    // height of empty page; swiped to the tallest column, the board grows to it.
    const under = async () => page.evaluate(() => {
      const board = document.querySelector('.atrium-board')!.getBoundingClientRect()
      const pages = document.querySelector<HTMLElement>('.atrium-pagination')!.getBoundingClientRect()
      return { board: Math.round(board.height), pagesGap: Math.round(pages.top - board.bottom) }
    })
    const firstShown = await under()
    expect(Math.abs(firstShown.board - drawn.heights[0])).toBeLessThanOrEqual(24)
    expect(firstShown.pagesGap).toBeGreaterThanOrEqual(0)
    expect(firstShown.pagesGap).toBeLessThanOrEqual(48)
    if (process.env.ATRIUM_SCREENSHOTS) console.log(JSON.stringify({ ...drawn, ...firstShown }))
    const tallest = drawn.heights.indexOf(Math.max(...drawn.heights))
    await page.locator('.atrium-board-column').nth(tallest).evaluate((section) => section.scrollIntoView({ block: 'nearest', inline: 'start' }))
    await page.waitForFunction((height) => document.querySelector('.atrium-board')!.getBoundingClientRect().height >= height, drawn.heights[tallest])
    await page.locator('.atrium-board').evaluate((board) => board.scrollTo({ left: 0 }))
    await page.waitForFunction((height) => Math.abs(document.querySelector('.atrium-board')!.getBoundingClientRect().height - height) <= 24, drawn.heights[0])
    // The room under the shortest column's cards is its own (the column takes a dropped card, its drop handlers are on it).
    const shortest = drawn.heights.indexOf(Math.min(...drawn.heights))
    const target = page.locator('.atrium-board-column').nth(shortest)
    // Its column in view (snapped to the board's start, the board as tall as it), then its bottom at the middle of the
    // screen, clear of the phone's bar: the point a card's height above its bottom is the column's own, no card.
    await target.evaluate((section) => section.scrollIntoView({ block: 'nearest', inline: 'start' }))
    await page.waitForFunction(({ index, height }) => {
      const section = document.querySelectorAll('.atrium-board-column')[index].getBoundingClientRect()
      const board = document.querySelector('.atrium-board')!.getBoundingClientRect()
      return Math.abs(board.height - height) <= 24 && section.left >= 0 && section.right <= window.innerWidth
    }, { index: shortest, height: drawn.heights[shortest] })
    await target.evaluate((section) => window.scrollBy(0, section.getBoundingClientRect().bottom - window.innerHeight / 2))
    await page.waitForFunction(({ index, room }) => {
      const section = document.querySelectorAll<HTMLElement>('.atrium-board-column')[index]
      const box = section.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.bottom - room / 2)
      return hit !== null && section.contains(hit) && hit.closest('.atrium-board-card') === null
    }, { index: shortest, room: drawn.card })
    // "Move…" keeps working: the first column's first card moved to the shortest column, and back.
    const first = page.locator('.atrium-board-column').first()
    const title = (await first.locator('.atrium-board-card-title').first().innerText()).trim()
    const card = (column: typeof first) => column.locator('.atrium-board-card').filter({ has: page.locator('.atrium-board-card-title', { hasText: title }) }).first()
    const targetLabel = (await target.locator('.atrium-board-column-heading span').first().innerText()).trim()
    await card(first).getByRole('button', { name: 'Move…' }).click()
    await page.getByRole('menuitem', { name: targetLabel }).click()
    await card(target).waitFor()
    // Moved back with its "Move…" menu, which keeps working.
    await card(target).getByRole('button', { name: 'Move…' }).click()
    const firstLabel = (await first.locator('.atrium-board-column-heading span').first().innerText()).trim()
    await page.getByRole('menuitem', { name: firstLabel }).click()
    await card(first).waitFor()
    expect(fixture.pageErrors).toEqual([])
  })
})

test('1280×800: the columns keep one height, the tallest column\'s', async () => {
  const page = await boardFromMenu(DESKTOP)
  await screenshotOnFailure(page, async () => {
    if (process.env.ATRIUM_SCREENSHOTS) await saveScreenshot(page, 'boardColumnHeight-1280')
    const drawn = await columns(page)
    expect(drawn.heights.length).toBe(3)
    expect(new Set(drawn.heights).size).toBe(1)
  })
})
