/** @jest-environment node */
// What a walk of the demo found unfinished, in Chromium, reached from the menu and the breadcrumb:
// a scope's own page (a grid of its menu's entries, not a bare list of links), the top bar naming the
// scope once, table cells aligned by kind (numbers right in even figures, phone numbers and dates on one line,
// the row actions at the row's end), colours as swatches, a required choice saying "Choose…", the phone bar's labels
// whole, and a long word in a title wrapped, never pushing the page sideways (the calendar and timeline: look.calendar).
import type { Locator } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { membersOf, signInToApi, type ApiArticle } from './support/demoApi'
import { articleRows, columnIndex, rowAction } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, useArticlesPages } from './support/lookPages'
import { boxes, sidewaysOverflow } from './support/look'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const editorialPage = useArticlesPages(fixture, 'editorial')
const adminPage = useArticlesPages(fixture, 'admin')

/** How many lines of text each non-empty cell of `cells` takes. */
function linesPerCell(cells: Locator): Promise<number[]> {
  return cells.evaluateAll((elements) => elements.filter((cell) => cell.textContent).map((cell) => {
    const range = document.createRange()
    range.selectNodeContents(cell)
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size
  }))
}

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)("the breadcrumb's scope leads to the scope's page: its entries as a grid of links, one of which opens its list (%s)", async (_name, size) => {
  const page = await editorialPage(size)
  await screenshotOnFailure(page, async () => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    // The scope is named once in the top bar, as the breadcrumb's first crumb.
    expect(await page.locator('.atrium-topbar').getByText('Editorial', { exact: true }).count()).toBe(1)
    await crumbs.getByRole('link', { name: 'Editorial', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/editorial')
    const home = page.locator('.atrium-scope-home')
    await home.getByRole('heading', { level: 1, name: 'Editorial' }).waitFor()
    const links = home.getByRole('link')
    const names = await links.allInnerTexts()
    expect(names.map((name) => name.replace(/^\S{1,2}\s+/, '').trim())).toEqual(expect.arrayContaining(['Articles', 'Authors', 'Events', 'Tasks']))
    // Each card's icon its own, its resource's (no letters: they looked like placeholders).
    const marks = await home.locator('a .atrium-icon').evaluateAll((icons) => icons.map((icon) => icon.querySelector('svg')?.innerHTML ?? ''))
    expect(marks.filter((mark) => mark === '')).toEqual([])
    expect(new Set(marks).size).toBe(names.length)
    // Cards: each link is a box with a border and room to tap, inside the page's margins.
    const cards = await boxes(page, '.atrium-scope-home a')
    for (const card of cards) {
      expect(card.height).toBeGreaterThanOrEqual(44)
      expect(card.left).toBeGreaterThanOrEqual(12)
      expect(card.left + card.width).toBeLessThanOrEqual(size.width - 12)
    }
    expect(await home.locator('a').first().evaluate((element) => getComputedStyle(element).borderTopStyle)).toBe('solid')
    expect(await sidewaysOverflow(page)).toBe(0)
    await home.getByRole('link', { name: /Tasks$/ }).click()
    await page.waitForURL((url) => url.pathname === '/editorial/tasks/list')
    await page.locator('.atrium-list[data-resource="tasks"]').waitFor()
  })
})

test('table cells are aligned by kind: numbers right in even figures, phone numbers and dates on one line, row actions at the end of the row', async () => {
  const page = await adminPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    const views = await columnIndex(page, 'Views')
    const cell = page.locator(`.atrium-list[data-resource="articles"] tbody tr:not(.atrium-table__skeleton) td:nth-child(${views + 1})`).first()
    expect(await cell.evaluate((element) => [getComputedStyle(element).textAlign, getComputedStyle(element).fontVariantNumeric])).toEqual(['right', 'tabular-nums'])
    const head = page.locator(`.atrium-list[data-resource="articles"] thead th:nth-child(${views + 1})`)
    expect(await head.evaluate((element) => getComputedStyle(element).textAlign)).toBe('right')
    // Dates on one line ("3/29/2026, 9:00 AM", not "AM" alone on a second).
    const published = await columnIndex(page, 'Published at')
    const dates = await linesPerCell(page.locator(`.atrium-list[data-resource="articles"] tbody tr:not(.atrium-table__skeleton) td:nth-child(${published + 1})`))
    expect(dates.length).toBeGreaterThan(5)
    expect(dates.filter((count) => count > 1)).toEqual([])

    await fromMenu(page, 'Users')
    const row = page.locator('.atrium-list[data-resource="users"] tbody tr:not(.atrium-table__skeleton)').first()
    await row.waitFor()
    // The last action's slot (the first row, admin, keeps Delete's empty) ends at the row's end (less the cell's padding),
    // not in the middle of the row.
    const [rowBox, lastAction] = [(await row.boundingBox())!, (await row.locator('.atrium-table__actions > *').last().boundingBox())!]
    expect(rowBox.x + rowBox.width - (lastAction.x + lastAction.width)).toBeLessThanOrEqual(16)

    await fromMenu(page, 'Contacts')
    const contacts = page.locator('.atrium-list[data-resource="contacts"]')
    await contacts.locator('tbody tr:not(.atrium-table__skeleton)').first().waitFor()
    const phoneColumn = (await contacts.locator('thead th').allInnerTexts()).findIndex((text) => text.trim().startsWith('Phone'))
    expect(phoneColumn).toBeGreaterThan(-1)
    const lines = await linesPerCell(contacts.locator(`tbody tr:not(.atrium-table__skeleton) td:nth-child(${phoneColumn + 1})`))
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.filter((count) => count > 1)).toEqual([])
  })
})

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('a required choice not made yet says "Choose…" on a new record (%s)', async (_name, size) => {
  const page = await editorialPage(size)
  await screenshotOnFailure(page, async () => {
    await page.getByRole('button', { name: 'Create', exact: true }).first().click()
    // The form's own Status, not the list's filter of the same name (the form's code may still be loading).
    const status = page.locator('form.atrium-form').getByLabel('Status', { exact: true })
    await status.waitFor()
    expect(await status.locator('option:checked').innerText()).toBe('Choose…')
    expect(await status.locator('option:checked').isDisabled()).toBe(true)
    await status.selectOption('draft')
    // Once chosen, the empty choice is gone: a required field cannot be emptied again.
    expect(await status.locator('option[value=""]').count()).toBe(0)
  })
})

// A phone's week is a list of its days: its time grid is the day's.
test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('a colour shows as a swatch of itself, and a new one is picked beside its code (%s)', async (_name, size) => {
  const page = await editorialPage(size)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Categories')
    const list = page.locator('.atrium-list[data-resource="categories"]')
    const swatches = list.locator('tbody .atrium-swatch')
    await swatches.first().waitFor()
    // Each swatch is the colour its code names ("#2563eb" beside a blue square, not the code alone).
    const drawn = await swatches.evaluateAll((elements) => elements.map((swatch) => {
      const probe = document.createElement('span')
      probe.style.color = swatch.nextSibling!.textContent!.trim()
      document.body.append(probe)
      const named = getComputedStyle(probe).color
      probe.remove()
      return { named, shown: getComputedStyle(swatch).backgroundColor, width: swatch.getBoundingClientRect().width }
    }))
    expect(drawn.length).toBeGreaterThan(3)
    for (const { named, shown, width } of drawn) {
      expect(shown).toBe(named)
      expect(width).toBeGreaterThan(8)
    }
    await list.getByRole('button', { name: 'Create', exact: true }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Name', { exact: true }).fill(`Swatch ${size.width}`)
    await dialog.getByLabel('Pick colour', { exact: true }).fill('#aa3355')
    expect(await dialog.getByLabel('Colour', { exact: true }).inputValue()).toBe('#aa3355')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.getByText(`Swatch ${size.width} created.`).waitFor()
    const name = `Swatch ${size.width}`
    await list.locator('tbody tr', { hasText: name }).waitFor()
    // Rows are keyed by position: the drawn new row (first) moves to its place when the list is read again, so the row's
    // name and its swatch are read in one step, never a row found first and its swatch read after it was redrawn as another.
    const saved = await list.locator('tbody tr').evaluateAll((rows, title) => rows.filter((row) => row.textContent!.includes(title))
      .map((row) => getComputedStyle(row.querySelector('.atrium-swatch')!).backgroundColor), name)
    expect(saved).toEqual(['rgb(170, 51, 85)'])
  })
})

test("at 375×812 the phone bar's labels are whole, none cut short", async () => {
  const page = await adminPage(PHONE)
  await screenshotOnFailure(page, async () => {
    const labels = page.locator('.atrium-menu > ul > li .atrium-menu-label')
    expect(await labels.count()).toBeGreaterThanOrEqual(4)
    const cut = await labels.evaluateAll((elements) => elements.filter((element) => element.scrollWidth > element.clientWidth).map((element) => element.textContent))
    expect(cut).toEqual([])
  })
})

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('one long word in a title wraps: the table, a board card and the record page stay on the screen (%s)', async (_name, size) => {
  const api = await signInToApi(fixture.demo.url)
  const [first] = membersOf<ApiArticle>(await api.get('/api/articles?page=1&itemsPerPage=1'))
  const word = 'Supercalifragilistic'.repeat(12)
  expect((await api.patch(`/api/articles/${first.id}`, { title: word })).status).toBe(200)
  try {
    const page = await editorialPage(size)
    await screenshotOnFailure(page, async () => {
      const row = articleRows(page).filter({ hasText: 'Supercali' })
      await row.waitFor()
      // The list's box does not scroll sideways: every column and the row's actions stay in view.
      expect(await page.locator('.atrium-list__body').evaluate((body) => body.scrollWidth - body.clientWidth)).toBeLessThanOrEqual(1)
      expect(await sidewaysOverflow(page)).toBe(0)
      if (size === DESKTOP) {
        const last = (await row.locator('.atrium-table__actions > :is(a, button)').last().boundingBox())!
        expect(last.x + last.width).toBeLessThanOrEqual(size.width)
        // Only the long word breaks: a status ("Published") is not cut in two to make room for it.
        const status = await columnIndex(page, 'Status')
        const statuses = await linesPerCell(page.locator(`.atrium-list[data-resource="articles"] tbody tr:not(.atrium-table__skeleton) td:nth-child(${status + 1})`))
        expect(statuses.filter((count) => count > 1)).toEqual([])
        await page.getByRole('radio', { name: 'Board' }).click()
        const title = page.locator('.atrium-board-card-title', { hasText: 'Supercali' })
        await title.waitFor()
        expect(await title.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1)
        await page.getByRole('radio', { name: 'Table' }).click()
        await row.waitFor()
      }
      await (await rowAction(row, /^Show /)).click()
      const heading = page.getByRole('heading', { name: /Supercali/ }).first()
      await heading.waitFor()
      expect(await heading.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(1)
      expect(await sidewaysOverflow(page)).toBe(0)
    })
  } finally {
    await api.patch(`/api/articles/${first.id}`, { title: first.title })
  }
})

test('at 1280×800 Authors keep each name and email on one line, the long biography giving way (emails broke into three pieces, names into two)', async () => {
  const page = await editorialPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Authors')
    const rows = page.locator('.atrium-list[data-resource="authors"] tbody tr')
    // Records' rows, not the skeleton's (no checkbox, no text), and nothing still loading.
    await rows.nth(4).getByRole('checkbox').waitFor()
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
    const headers = (await page.locator('.atrium-list[data-resource="authors"] thead th').allInnerTexts()).map((text) => text.trim())
    for (const name of ['Name', 'Email']) {
      const column = headers.indexOf(name)
      expect(column).toBeGreaterThan(0)
      const lines = await rows.evaluateAll((all, index) => all.map((row) => {
        const cell = row.children[index]
        const range = document.createRange()
        range.selectNodeContents(cell)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      }), column)
      expect(lines.length).toBeGreaterThan(4)
      expect({ name, lines: lines.every((count) => count === 1) }).toEqual({ name, lines: true })
    }
    expect(await sidewaysOverflow(page)).toBe(0)
  })
})

test('at 1280×800 every table starts its first column at one place (the checkbox column as narrow as its box), and an article\'s author is on one line', async () => {
  const page = await adminPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    const lefts: Record<string, number> = {}
    for (const [name, resource] of [['Articles', 'articles'], ['Authors', 'authors'], ['Users', 'users'], ['Categories', 'categories']]) {
      await fromMenu(page, name)
      const rows = page.locator(`.atrium-list[data-resource="${resource}"] tbody tr`)
      await rows.first().getByRole('checkbox').waitFor()
      lefts[name] = (await boxes(page, `.atrium-list[data-resource="${resource}"] thead th`))[1].left
      if (resource === 'articles') {
        await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' })
        const author = await columnIndex(page, 'Author')
        // "Omar Petrov" broke over two lines beside the long titles.
        const lines = await linesPerCell(rows.locator(`td:nth-child(${author + 1})`))
        expect(lines.length).toBeGreaterThan(4)
        expect(lines.filter((count) => count !== 1)).toEqual([])
      }
    }
    // It was 306, 329, 341 and 352 px: a table with few columns gave its checkbox column a share of the spare width.
    expect(Object.values(lefts).filter((left) => left !== lefts.Articles)).toEqual([])
  })
})

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('a filter matching nothing shows no pager and no export; the page size keeps its label beside it; empty lists name the resource as a word, "No notes yet." (%s)', async (_name, size) => {
  const page = await adminPage(size)
  await screenshotOnFailure(page, async () => {
    // The page size and its label on one line, at the pager's end ("Per page" had wrapped away from its select).
    const pager = page.getByRole('navigation', { name: 'Pagination' })
    const [label, select] = [(await pager.getByText('Per page').boundingBox())!, (await pager.getByRole('combobox').boundingBox())!]
    expect(Math.abs((label.y + label.height / 2) - (select.y + select.height / 2))).toBeLessThanOrEqual(2)
    expect(select.x).toBeGreaterThan(label.x)
    await page.getByLabel('Search titles').fill('nothing is called this')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    // Mid-sentence, the name reads as a word (it said "No Articles match these filters.").
    await page.getByText('No articles match these filters.', { exact: true }).waitFor()
    // It said "Previous Next 0 in all Per page", and offered a file of headers alone.
    expect(await pager.count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Export 0 articles as CSV', exact: true }).isDisabled()).toBe(true)
    // Notes, empty, from the editorial menu: "No notes yet." (it said "No Notes yet.").
    await fromMenu(page, 'Back to Editorial')
    await fromMenu(page, 'Notes')
    await page.locator('.atrium-list[data-resource="notes"]').getByText('No notes yet.', { exact: true }).waitFor()
  })
})
