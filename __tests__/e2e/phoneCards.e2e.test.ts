/** @jest-environment node */
// Issue 15: list rows at 375 px are cards (the record's title, three labelled fields, the actions
// behind a "⋯" menu that follows the menu pattern), while at 1280 px Articles stay a table with the
// actions as buttons; at both widths the sort buttons of the header show they sort, and sorting moves
// no column (nor pill). Split from look.e2e.test.ts, which checks the rest of the default look.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { articleRows } from './support/demoUi'
import { charactersShown, outsideViewport, sidewaysOverflow } from './support/look'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesPages } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const signedInPage = useArticlesPages(fixture)
const editorialPage = useArticlesPages(fixture, 'editorial')

/** Controls in view smaller than 24×24 px (WCAG's minimum target); a radio's target is its label, checked apart. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('a[href], button, input:not([type=radio]), select, textarea')]
    .filter((element) => {
      const box = element.getBoundingClientRect()
      return box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < innerHeight && (box.width < 24 || box.height < 24)
    })
    .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`))
}

/** From Users to Articles by the menu, as a table: the list opens in the layout last chosen in this profile (another test may have left the board). */
async function tableFromMenu(page: Page): Promise<void> {
  await fromMenu(page, 'Users')
  await page.waitForURL(/\/admin\/users\/list/)
  await fromMenu(page, 'Articles')
  const table = page.getByRole('radio', { name: 'Table' })
  await table.waitFor()
  if (!(await table.isChecked())) await table.click()
}

test('at 375×812 Articles from the menu are cards: the title, three labelled fields, the actions behind a "⋯" menu', async () => {
  const page = await signedInPage(PHONE)
  await screenshotOnFailure(page, async () => {
    await tableFromMenu(page)
    await articleRows(page).first().waitFor()
    await settled(page)
    expect(await sidewaysOverflow(page)).toBe(0)
    // The header's pills (select all, then the sort buttons) side by side, wrapping to a next line (look.phoneSort),
    // none over another: a desktop rule narrowing the select-all cell to its content had drawn the Title pill over the checkbox.
    const pills = await page.locator('.atrium-list thead th').evaluateAll((cells) => cells.filter((cell) => (cell as HTMLElement).offsetWidth > 0)
      .map((cell) => { const box = cell.getBoundingClientRect(); const input = cell.querySelector('input')?.getBoundingClientRect(); return { left: box.left, right: box.right, top: box.top, bottom: box.bottom, inside: !input || (input.left >= box.left && input.right <= box.right) } }))
    expect(pills.length).toBeGreaterThan(2)
    pills.forEach((pill, index) => {
      expect(pill.inside).toBe(true)
      const before = pills[index - 1]
      if (before) expect(pill.left >= before.right || pill.top >= before.bottom).toBe(true)
    })
    // Each card: its checkbox, its title (a link to the record), at most three fields, one "⋯"
    // button and no inline action.
    const cards = await articleRows(page).evaluateAll((rows) => rows.map((row) => ({
      height: row.getBoundingClientRect().height,
      shown: [...row.children].filter((cell) => (cell as HTMLElement).offsetHeight > 0 && !cell.matches('.atrium-table__actions') && !cell.querySelector('input')).map((cell) => cell.textContent),
      controls: [...row.querySelectorAll<HTMLElement>('a[href], button')].filter((control) => control.offsetHeight > 0)
        .map((control) => `${control.tagName} ${control.getAttribute('aria-label') ?? control.textContent}`),
    })))
    expect(cards.length).toBeGreaterThan(5)
    for (const card of cards) {
      expect(card.shown.length).toBeGreaterThanOrEqual(3)
      expect(card.shown.length).toBeLessThanOrEqual(4)
      expect(card.controls).toEqual([`A ${card.shown[0]}`, `BUTTON Actions for ${card.shown[0]}`])
      expect(card.height).toBeLessThan(160)
    }
    // The menu: inside the screen, above the phone bar; keys move, Escape gives the focus back.
    const bar = (await page.locator('.atrium-sidebar').boundingBox())!
    const row = articleRows(page).nth(2)
    const button = row.getByRole('button', { name: /^Actions for / })
    await button.click()
    const menu = page.getByRole('menu')
    await menu.waitFor()
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Show', 'Edit', 'Delete'])
    expect(await outsideViewport(page, ['.atrium-row-menu'])).toEqual([])
    const focused = () => page.evaluate(() => document.activeElement?.textContent)
    expect(await focused()).toBe('Show')
    // The page scrolling under it (the reader, or content settling) moves the menu with its button; it stays open.
    await page.evaluate(() => window.scrollBy(0, 40))
    await page.waitForFunction(() => {
      const list = document.querySelector('.atrium-row-menu')?.getBoundingClientRect()
      const anchor = document.querySelector('.atrium-row-menu__button[aria-expanded="true"]')?.getBoundingClientRect()
      return !!list && !!anchor && (Math.abs(list.top - anchor.bottom - 4) < 1 || Math.abs(list.bottom - anchor.top + 4) < 1)
    })
    expect(await focused()).toBe('Show')
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('Edit')
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(await button.getAttribute('aria-label'))
    // A tap elsewhere closes it.
    await button.click()
    await menu.waitFor()
    await page.locator('.atrium-list__title').click()
    await menu.waitFor({ state: 'detached' })
    // The last card's menu opens above it, clear of the phone bar; Edit opens the drawer.
    const last = articleRows(page).last()
    await last.scrollIntoViewIfNeeded()
    await last.getByRole('button', { name: /^Actions for / }).click()
    await menu.waitFor()
    const box = (await menu.boundingBox())!
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y)
    expect(box.y).toBeGreaterThanOrEqual(0)
    await menu.getByRole('menuitem', { name: /^Edit / }).click()
    await page.getByRole('dialog').getByLabel('Title', { exact: true }).waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    // Selection still works on cards.
    await row.getByRole('checkbox').check()
    await page.getByText('1 selected').waitFor()
    // A tap on a card's title opens its record, as Show does.
    const title = (await articleRows(page).nth(1).locator('.atrium-table__card-title').textContent()) ?? ''
    await articleRows(page).nth(1).getByRole('link', { name: title, exact: true }).click()
    await page.waitForURL(/\/articles\/read\//)
    await page.getByRole('heading', { name: title }).first().waitFor()
  })
})

test('at 375×812 a card\'s empty field shows a muted "—" read out as "empty", never its label alone (Authors without a biography)', async () => {
  const page = await signedInPage(PHONE)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Authors')
    const cards = page.locator('.atrium-list[data-resource="authors"] tbody tr')
    await cards.first().getByRole('checkbox').waitFor()
    await settled(page)
    // Every labelled field of every card holds something after its label (an author without a biography showed
    // "BIOGRAPHY" and nothing).
    const fields = await cards.evaluateAll((rows) => rows.flatMap((row) => [...row.querySelectorAll('td:has(> .atrium-table__card-label)')].map((cell) => ({
      label: cell.firstElementChild!.textContent,
      value: [...cell.childNodes].slice(1).map((node) => node.textContent).join('').trim(),
    }))))
    expect(fields.length).toBeGreaterThan(20)
    expect(fields.filter(({ value }) => value === '')).toEqual([])
    // The empty ones: a dash in the muted colour of the labels, hidden from screen readers, which read "empty" instead.
    const empty = cards.filter({ has: page.locator('.atrium-table__card-empty') })
    expect(await empty.count()).toBeGreaterThan(0)
    const mark = empty.first().locator('.atrium-table__card-empty')
    expect(await mark.evaluate((dash) => [dash.textContent, dash.getAttribute('aria-hidden'), getComputedStyle(dash).color === getComputedStyle(dash.previousElementSibling!).color]))
      .toEqual(['—', 'true', true])
    expect(await empty.first().ariaSnapshot()).toContain('- cell "Biography empty"')
  })
})

test('at 1280×800 Articles stay a table with the actions in each row (Show and Edit links, Delete a button)', async () => {
  const page = await signedInPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    const row = articleRows(page).first()
    expect(await row.locator('.atrium-table__actions > *').evaluateAll((controls) => controls.map((control) => [control.tagName, control.textContent])))
      .toEqual([['A', 'Show'], ['A', 'Edit'], ['BUTTON', 'Delete']])
    expect(await page.getByRole('button', { name: /^Actions for / }).count()).toBe(0)
  })
})

test('at 375×812 every control a thumb uses is at least 24×24 px (cards, sort buttons, checkboxes, the calendar\'s days, the breadcrumb), and the filters keep clear of what follows', async () => {
  const page = await editorialPage(PHONE)
  await screenshotOnFailure(page, async () => {
    expect(await smallTargets(page)).toEqual([])
    await fromMenu(page, 'Events')
    const calendar = page.getByRole('radio', { name: 'Calendar' })
    await calendar.waitFor()
    if (!(await calendar.isChecked())) await calendar.click()
    await page.locator('.atrium-calendar-day-number').first().waitFor()
    await settled(page)
    expect(await smallTargets(page)).toEqual([])

    await fromMenu(page, 'Tasks')
    const title = page.locator('.atrium-layout-toolbar-title')
    await title.waitFor()
    await settled(page)
    const filtersEnd = await page.locator('.atrium-filters').evaluate((filters) => filters.getBoundingClientRect().bottom)
    const titleTop = await title.evaluate((heading) => heading.getBoundingClientRect().top)
    expect(titleTop - filtersEnd).toBeGreaterThanOrEqual(8)
    expect(await smallTargets(page)).toEqual([])
  })
})

/** Each header cell's left edge and width (unrounded), its `aria-sort`, and its sort cue: the glyph, opacity and width. */
function headerBoxes(page: Page) {
  return page.locator('.atrium-list[data-resource="articles"] thead th').evaluateAll((cells) => cells.map((cell) => {
    const { x, width } = cell.getBoundingClientRect()
    const cue = cell.querySelector('button .atrium-table__sort-icon')
    const style = cue && getComputedStyle(cue)
    return { x, width, sort: cell.getAttribute('aria-sort'), cue: cue && { glyph: getComputedStyle(cue, '::before').content, opacity: Number(style!.opacity), width: cue.getBoundingClientRect().width } }
  }))
}

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('sortable headers show a faint ↕ (stronger under the pointer), the sorted one ↑ or ↓, and sorting moves no column (%s)', async (_name, size) => {
  const page = await signedInPage(size)
  await screenshotOnFailure(page, async () => {
    await tableFromMenu(page)
    await articleRows(page).nth(5).getByRole('checkbox').waitFor()
    await settled(page)
    const before = await headerBoxes(page)
    // Every sortable header (all five of Articles') shows its cue, faint and always: a person sees they may press it.
    const sortable = before.filter((header) => header.sort !== null)
    expect(sortable.map(({ sort, cue }) => [sort, cue?.glyph, !!cue && cue.opacity > 0.2 && cue.opacity < 0.7, !!cue && cue.width > 6])).toEqual(sortable.map(() => ['none', '"↕"', true, true]))
    const head = page.locator('.atrium-list[data-resource="articles"] thead')
    const status = head.getByRole('button', { name: 'Status', exact: true })
    await status.hover()
    expect(await status.locator('.atrium-table__sort-icon').evaluate((cue) => Number(getComputedStyle(cue).opacity))).toBeGreaterThan(sortable[1].cue?.opacity ?? 1)
    const firstTitle = () => articleRows(page).first().locator(size === PHONE ? '.atrium-table__card-title' : 'td:nth-child(2)').innerText()
    for (const [direction, glyph, order] of [['ascending', '"↑"', 'asc'], ['descending', '"↓"', 'desc']] as const) {
      const shown = await firstTitle()
      const answered = page.waitForResponse((response) => decodeURIComponent(response.url()).includes(`order[title]=${order}`))
      await head.getByRole('button', { name: 'Title', exact: true }).click()
      await answered
      await page.locator(`th[aria-sort="${direction}"]`).waitFor()
      await settled(page)
      expect(await firstTitle()).not.toBe(shown)
      const after = await headerBoxes(page)
      // No column moved: every header's left edge within half a pixel of where it was before sorting (it moved ~10 px).
      expect(after.map((header, index) => (Math.abs(header.x - before[index].x) <= 0.5 ? 'kept' : `${before[index].x} → ${header.x}`))).toEqual(before.map(() => 'kept'))
      expect(after.filter((header) => header.sort === direction).map(({ cue }) => [cue?.glyph, cue?.opacity])).toEqual([[glyph, 1]])
      expect(after.filter((header) => header.sort === 'none').map(({ cue }) => cue?.glyph)).toEqual(['"↕"', '"↕"', '"↕"', '"↕"'])
    }
    // The widths are pinned (a colgroup) while the table's box keeps its width; a narrower window lays it out afresh (then
    // pins that): the columns fill the narrower box.
    if (size === DESKTOP) {
      expect(await page.locator('.atrium-list[data-resource="articles"] table > colgroup > col').count()).toBe(before.length)
      await page.setViewportSize({ width: 1100, height: 800 })
      await page.waitForFunction(() => {
        const body = document.querySelector('.atrium-list[data-resource="articles"] .atrium-list__body')
        const widths = [...(body?.querySelectorAll('table > colgroup > col') ?? [])].map((col) => parseFloat((col as HTMLElement).style.width))
        return widths.length > 0 && Math.abs(widths.reduce((sum, width) => sum + width, 0) - body!.clientWidth) <= 1
      })
    }
  })
})

test('at 375×812 a card\'s fields take its whole width below the title line: every email of Users and Contacts shown whole, clear of the checkbox and the "⋯"', async () => {
  const page = await signedInPage(PHONE)
  await screenshotOnFailure(page, async () => {
    // The fields sat between the checkbox's and the "⋯"'s columns, ~100 px of the card empty under its title line: 8 of
    // 12 Users' emails and 20 of 25 Contacts' were cut ("camille.garcia@example.com" in 226 px of its 251).
    for (const [label, resource] of [['Users', 'users'], ['Contacts', 'contacts']]) {
      await fromMenu(page, label)
      const cards = page.locator(`.atrium-list[data-resource="${resource}"] tbody tr`)
      await cards.first().getByRole('checkbox').waitFor()
      await settled(page)
      const emails = await charactersShown(page, `.atrium-list[data-resource="${resource}"] tbody td:has(> .atrium-table__card-label):has-text("@")`)
      expect(emails.length).toBeGreaterThanOrEqual(12)
      expect(emails.filter(({ shown, total }) => shown < total)).toEqual([])
      const look = await cards.evaluateAll((rows) => rows.map((row) => {
        const box = (selector: string) => row.querySelector(selector)!.getBoundingClientRect()
        const card = row.getBoundingClientRect()
        const [check, title, menu] = [box('td:has(> input)'), box('.atrium-table__card-title'), box('.atrium-row-menu__button')]
        const fields = [...row.querySelectorAll('td:has(> .atrium-table__card-label)')].map((cell) => cell.getBoundingClientRect())
        return {
          // Every field as wide as the card less its 12 px paddings, below the checkbox and the "⋯".
          fieldsFull: fields.every((field) => Math.abs(field.left - card.left - 12) <= 1 && Math.abs(card.right - 12 - field.right) <= 1),
          fieldsBelow: fields.every((field) => field.top >= Math.max(check.bottom, menu.bottom) - 0.5),
          // The title between them, the three centred on one line.
          titleBetween: title.left >= check.right && title.right <= menu.left,
          centred: Math.abs((check.top + check.bottom) / 2 - (menu.top + menu.bottom) / 2) <= 1 && Math.abs((title.top + Math.min(title.bottom, title.top + 36)) / 2 - (menu.top + menu.bottom) / 2) <= 1,
        }
      }))
      expect(look.length).toBeGreaterThanOrEqual(12)
      expect(look.filter((card) => !card.fieldsFull || !card.fieldsBelow || !card.titleBetween || !card.centred)).toEqual([])
    }
  })
})
