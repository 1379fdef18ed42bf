/** @jest-environment node */
// Issue 15 and later walks: the board layout in the demo, in Chromium. Its cards show fields as the table
// does; its columns share the width evenly and hold their cards' titles at 1280×800 and 375×812 (one
// column at a time on a phone); its counts say "on this page" when the list has other pages; its cards'
// "Move…" is a menu button (Escape, a press outside and another card's "Move…" close it). Every card shows the board's
// fields in the same order, those holding a value (a walk saw drafts with Views and Author, published articles with
// Views and Published at, never the author; a later one every draft with "Published at —"). A card moved with "Move…" says so in a visible notice, as other saves do, whose
// Undo moves it back (a walk saw the card move and the counts change, the message only in a hidden live region).
import type { Locator } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, PHONE, useArticlesFromMenu, useArticlesPages } from './support/lookPages'
import { outsideViewport, sidewaysOverflow } from './support/look'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const signedInPage = useArticlesPages(fixture)
const articlesFromMenu = useArticlesFromMenu(fixture)

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

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('every card shows the board\'s fields in the same order, in every column, those holding a value: no "Published at —" (%s)', async (_name, size) => {
  const page = await articlesFromMenu(size)
  await screenshotOnFailure(page, async () => {
    await page.getByRole('radio', { name: 'Board' }).click()
    await page.locator('.atrium-board-card').first().waitFor()
    const cards = await page.locator('.atrium-board-column').evaluateAll((columns) => columns.map((column) => ({
      column: column.querySelector('.atrium-board-column-heading span')?.textContent ?? '',
      cards: [...column.querySelectorAll('.atrium-board-card')].map((card) => [...card.querySelectorAll('dt')]
        .map((term) => ({ label: term.textContent ?? '', value: (term.nextElementSibling?.textContent ?? '').trim() }))),
    })))
    expect(cards.map(({ column }) => column)).toEqual(['Draft', 'In review', 'Published'])
    const labels = cards.flatMap(({ cards: drawn }) => drawn.map((fields) => fields.map(({ label }) => label).join(', ')))
    expect(labels.length).toBeGreaterThan(10)
    // One set, the list's first fields after the title and the status (the column), in its order: the author on every
    // card; a draft, with no publication date, leaves that one out (every draft said "Published at —").
    const [drafts, inReview, published] = cards.map(({ cards: drawn }) => new Set(drawn.map((fields) => fields.map(({ label }) => label).join(', '))))
    expect(drafts).toEqual(new Set(['Views, Author']))
    expect(inReview).toEqual(new Set(['Views, Author']))
    expect(published).toEqual(new Set(['Views, Published at, Author']))
    const values = cards.flatMap(({ cards: drawn }) => drawn.flat())
    expect(values.filter(({ value }) => value === '' || value === '—')).toEqual([])
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

/** Whether `locator` holds the page's focus. */
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement)

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('a card\'s "Move…" is a menu: keys move, Escape and a press outside close it, one is open at a time, an entry moves the card (%s)', async (_name, size) => {
  const page = await signedInPage(size)
  await screenshotOnFailure(page, async () => {
    await page.getByRole('radio', { name: 'Board' }).click()
    const draft = page.getByRole('region', { name: 'Draft', exact: true })
    const [first, second] = [draft.getByRole('listitem').nth(0), draft.getByRole('listitem').nth(1)]
    await second.waitFor()
    const [firstTitle, secondTitle] = [await first.locator('.atrium-board-card-title').innerText(), await second.locator('.atrium-board-card-title').innerText()]
    const firstMove = first.getByRole('button', { name: 'Move…' })
    const secondMove = second.getByRole('button', { name: 'Move…' })
    const menus = page.getByRole('menu')

    // Opened, its first entry has the focus; arrows, Home and End move it; Escape closes it and refocuses "Move…".
    await firstMove.click()
    const menu = page.getByRole('menu', { name: `Move ${firstTitle}` })
    const entries = menu.getByRole('menuitem')
    await menu.waitFor()
    expect(await entries.allInnerTexts()).toEqual(['Move to In review', 'Move to Published'])
    expect(await outsideViewport(page, ['.atrium-row-menu'])).toEqual([])
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem')
    expect(await focused(entries.first())).toBe(true)
    await page.keyboard.press('ArrowDown')
    expect(await focused(entries.last())).toBe(true)
    await page.keyboard.press('Home')
    expect(await focused(entries.first())).toBe(true)
    await page.keyboard.press('End')
    expect(await focused(entries.last())).toBe(true)
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    expect(await firstMove.getAttribute('aria-expanded')).toBe('false')
    expect(await focused(firstMove)).toBe(true)

    // A press outside closes it and leaves the focus on what was pressed.
    await firstMove.click()
    await menu.waitFor()
    const search = page.getByLabel('Search titles')
    await search.click()
    await menu.waitFor({ state: 'detached' })
    expect(await focused(search)).toBe(true)

    // Opening another card's closes the first.
    await firstMove.click()
    await menu.waitFor()
    await secondMove.click()
    const secondMenu = page.getByRole('menu', { name: `Move ${secondTitle}` })
    await secondMenu.waitFor()
    await menu.waitFor({ state: 'detached' })
    expect(await menus.count()).toBe(1)
    expect(await firstMove.getAttribute('aria-expanded')).toBe('false')

    // An entry moves the card (then back, for the other tests).
    await secondMenu.getByRole('menuitem', { name: 'Move to In review' }).click()
    await secondMenu.waitFor({ state: 'detached' })
    const moved = page.getByRole('region', { name: 'In review', exact: true }).getByRole('listitem', { name: secondTitle, exact: true })
    await moved.waitFor()
    await moved.getByRole('button', { name: 'Move…' }).click()
    await page.getByRole('menu', { name: `Move ${secondTitle}` }).getByRole('menuitem', { name: 'Move to Draft' }).click()
    await draft.getByRole('listitem', { name: secondTitle, exact: true }).waitFor()
    await page.locator('.atrium-board-card[aria-busy="true"]').first().waitFor({ state: 'detached' })
  })
})

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('a card moved with "Move…" says so in a notice on screen, above the phone\'s bar; its Undo moves it back (%s)', async (_name, size) => {
  const page = await articlesFromMenu(size)
  await screenshotOnFailure(page, async () => {
    await page.getByRole('radio', { name: 'Board' }).click()
    const draft = page.getByRole('region', { name: 'Draft', exact: true })
    const card = draft.getByRole('listitem').first()
    await card.waitFor()
    const title = await card.locator('.atrium-board-card-title').innerText()
    await card.getByRole('button', { name: 'Move…' }).click()
    await page.getByRole('menu', { name: `Move ${title}` }).getByRole('menuitem', { name: 'Move to In review' }).click()
    await page.getByRole('region', { name: 'In review', exact: true }).getByRole('listitem', { name: title, exact: true }).waitFor()
    const notice = page.getByRole('status').locator('.atrium-notice').filter({ hasText: `${title} moved to In review.` })
    await notice.waitFor()
    expect(await outsideViewport(page, ['.atrium-notice'])).toEqual([])
    if (size === PHONE) {
      const [bar] = await page.getByRole('navigation', { name: 'Menu' }).evaluateAll((menus) => menus.map((menu) => menu.getBoundingClientRect().top))
      expect((await notice.boundingBox())!.y + (await notice.boundingBox())!.height).toBeLessThanOrEqual(bar)
    }
    await notice.getByRole('button', { name: 'Undo' }).click()
    await draft.getByRole('listitem', { name: title, exact: true }).waitFor()
    await page.locator('.atrium-notice').filter({ hasText: `${title} moved to Draft.` }).waitFor()
    await page.locator('.atrium-board-card[aria-busy="true"]').first().waitFor({ state: 'detached' })
  })
})
