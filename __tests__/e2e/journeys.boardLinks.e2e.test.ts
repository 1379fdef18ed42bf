/** @jest-environment node */
// A walk found a board card's title drawn as a button: a middle click, Ctrl+click, "Open in new tab" and "Copy link
// address" did nothing, and hovering showed no address (a table's Show and Edit had become links). The title is a link
// now, to the address its click opens. Walked from the menu at 1280×800 and 375×812 (Articles, Board): hovering it points
// at its address, Ctrl+click opens the article in a new tab, signed in, the board left as it was; a plain click, or
// Enter, opens the drawer over the board as before. Dragging a card by its title still moves the card (what is dragged
// is the card, never the link's address, and dropping it outside a column goes nowhere); a click drags nothing; Arrow
// keys on the title still move the card, the focus staying on its link.
import type { Locator, Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, PHONE, settled } from './support/lookPages'
import { useLinkTabs, type Size } from './support/linkTabs'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const tabs = useLinkTabs(fixture)

/** Signed in, Articles from the menu drawn as a board, the cards' fields (authors' names) read. */
async function boardFromMenu(size: Size): Promise<Page> {
  const page = await tabs.fromMenuSignedIn(size, 'Articles', 'articles')
  await page.getByRole('radio', { name: 'Board' }).click()
  await page.locator('.atrium-board-card').first().waitFor()
  await settled(page)
  return page
}

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true })

/** The first card of `name`'s column whose title no other card has, its title's link and its text. */
async function firstCard(page: Page, name: string): Promise<{ card: Locator; link: Locator; title: string }> {
  const titles = (await page.locator('.atrium-board-card-title').allInnerTexts()).map((text) => text.trim())
  const own = (await column(page, name).locator('.atrium-board-card-title').allInnerTexts()).map((text) => text.trim())
  const title = own.find((candidate) => titles.indexOf(candidate) === titles.lastIndexOf(candidate))!
  const card = page.getByRole('listitem', { name: title, exact: true })
  return { card, link: card.getByRole('link', { name: title, exact: true }), title }
}

/** Records each drag's start from now on: what is dragged (the card, or else the element's tag) and what it carries. */
async function recordDrags(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { source: string; types: string[] }[] = []
    Object.assign(window, { atriumTestDrags: seen, atriumTestAlive: true })
    window.addEventListener('dragstart', (event) => {
      const target = event.target as HTMLElement
      seen.push({ source: target.classList.contains('atrium-board-card') ? 'card' : target.tagName, types: [...(event.dataTransfer?.types ?? [])] })
    })
  })
}
const drags = (page: Page) => page.evaluate(() => (window as unknown as { atriumTestDrags: { source: string; types: string[] }[] }).atriumTestDrags)
/** True while the page loaded before `recordDrags` is still the one shown (no navigation, no reload). */
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { atriumTestAlive?: boolean }).atriumTestAlive === true)

describe.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('at %s', (_name, size) => {
  test("a card's title is a link to the article: Ctrl+click opens it in a new tab, signed in; a plain click and Enter open the drawer over the board, dragging nothing", async () => {
    const page = await boardFromMenu(size)
    await screenshotOnFailure(page, async () => {
      await recordDrags(page)
      const { link, title } = await firstCard(page, 'Draft')
      const { tab, href } = await tabs.openInNewTab(page, link, size)
      expect(href).toMatch(/^\/editorial\/articles\/list\/articles\/read\/[^/?#]+(\?.*)?$/)
      await tab.getByRole('dialog').getByRole('heading', { name: title }).waitFor()
      // The new tab shows the board under the drawer, as this one will.
      await tab.getByRole('radio', { name: 'Board', checked: true }).waitFor()

      expect(await tabs.follow(page, link)).toBe(href)
      const drawer = page.getByRole('dialog')
      await drawer.getByRole('heading', { name: title }).waitFor()
      await page.keyboard.press('Escape')
      await drawer.waitFor({ state: 'detached' })
      expect(new URL(page.url()).pathname).toBe('/editorial/articles/list')

      // Enter on the focused title opens it too.
      await link.focus()
      await page.keyboard.press('Enter')
      await page.waitForURL(new URL(href, fixture.demo.url).href)
      await drawer.getByRole('heading', { name: title }).waitFor()
      await page.keyboard.press('Escape')
      await drawer.waitFor({ state: 'detached' })
      // The clicks opened it in the app (the page never loaded again) and started no drag: the card is where it was.
      expect(await samePage(page)).toBe(true)
      expect(await drags(page)).toEqual([])
      expect(await column(page, 'Draft').getByRole('listitem', { name: title, exact: true }).count()).toBe(1)
      tabs.expectNoProblems()
    })
  })

  test("Arrow keys on a card's title move the card, the focus staying on its link", async () => {
    const page = await boardFromMenu(size)
    await screenshotOnFailure(page, async () => {
      await recordDrags(page)
      const { card, link, title } = await firstCard(page, 'Draft')
      await link.focus()
      await page.keyboard.press('ArrowRight')
      const moved = column(page, 'In review').getByRole('listitem', { name: title, exact: true })
      await moved.waitFor()
      const movedLink = moved.getByRole('link', { name: title, exact: true })
      await page.waitForFunction((element) => element === document.activeElement, await movedLink.elementHandle())
      await page.keyboard.press('ArrowLeft')
      await column(page, 'Draft').getByRole('listitem', { name: title, exact: true }).waitFor()
      await page.waitForFunction((element) => element === document.activeElement, await card.getByRole('link').elementHandle())
      expect(await drags(page)).toEqual([])
      expect(await samePage(page)).toBe(true)
      tabs.expectNoProblems()
    })
  })
})

test("dragging a card by its title moves the card, not the link's address; dropped outside a column, it goes nowhere (1280×800)", async () => {
  const page = await boardFromMenu(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await recordDrags(page)
    const { link, title } = await firstCard(page, 'Draft')
    const listUrl = page.url()
    const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname.startsWith('/api/articles/'))
    // Dropped near the column's top: a target's centre below the fold would scroll the page during the drag.
    await link.dragTo(column(page, 'In review'), { targetPosition: { x: 24, y: 12 } })
    const moved = column(page, 'In review').getByRole('listitem', { name: title, exact: true })
    await moved.waitFor()
    expect((await saved).request().postDataJSON()).toEqual({ status: 'review' })
    // What was dragged is the card itself, carrying the board's own type and no address (the link's own drag carried
    // text/uri-list, an address a browser opens where it is dropped on its tab strip or another window).
    const [drag] = await drags(page)
    expect(drag.source).toBe('card')
    expect(drag.types).toContain('application/x-atrium-card')
    expect(drag.types).not.toContain('text/uri-list')
    expect(page.url()).toBe(listUrl)
    expect(await page.getByRole('dialog').count()).toBe(0)

    // Dropped on the page's heading, outside every column: nothing moves, nothing opens, the page stays.
    const back = moved.getByRole('link', { name: title, exact: true })
    await back.dragTo(page.getByRole('heading', { level: 1, name: 'Articles' }))
    expect(await drags(page)).toHaveLength(2)
    expect(await samePage(page)).toBe(true)
    expect(page.url()).toBe(listUrl)
    expect(await moved.count()).toBe(1)

    // Moved back by its "Move…" menu, for the other tests.
    await moved.getByRole('button', { name: 'Move…' }).click()
    await page.getByRole('menu', { name: `Move ${title}` }).getByRole('menuitem', { name: 'Move to Draft' }).click()
    await column(page, 'Draft').getByRole('listitem', { name: title, exact: true }).waitFor()
    tabs.expectNoProblems()
  })
})
