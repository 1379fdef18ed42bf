/** @jest-environment node */
// Issue 15: Atrium's default look in the demo, in Chromium. Host CSS on bare elements changes
// nothing of Atrium; forms mark required fields and errors (and list them at the top); notices
// are toasts inside the viewport; at 375×812 no screen scrolls sideways and the phone bar,
// the "More" menu and the frames' close buttons are on screen;
// a row Delete's notice offers Undo; an administrator goes to Users and back to Editorial from the menu.
// Phone cards: phoneCards.e2e.test.ts; the board: look.board.e2e.test.ts; the collapsed sidebar's marks and
// footer and the phone bar's More: look.sidebar.e2e.test.ts.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { articleRows, columnIndex, rowAction } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesPages } from './support/lookPages'
import { addHostileCss, charactersShown, computedStyles, outsideViewport, sidewaysOverflow } from './support/look'
import { membersOf, signInToApi } from './support/demoApi'
import { SCREENSHOT_DIR, screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const signedInPage = useArticlesPages(fixture)
const editorialPage = useArticlesPages(fixture, 'editorial')

const LIST_SELECTORS = [
  '.atrium-menu a[aria-current="page"]', '.atrium-menu a:not([aria-current])', '.atrium-menu li', '.atrium-breadcrumb a',
  '.atrium-list__title', '.atrium-table', '.atrium-table thead th', '.atrium-table tbody td', '.atrium-table__actions button', '.atrium-table__actions a',
  '.atrium-create', '.atrium-filters input', '.atrium-filters label', '.atrium-pagination li',
]
const FORM_SELECTORS = [
  '.atrium-page h1', '.atrium-field > label', '.atrium-field input', '.atrium-field select', '.atrium-field textarea',
  '.atrium-field__help', '.atrium-field__error', '.atrium-form__error', '.atrium-form__error a', '.atrium-form__actions button[type="submit"]',
  '.atrium-form__actions button[type="button"]',
]

test("host rules on bare elements (a, nav a, button, input, table, h1-h3, label, ul li, p) change nothing of Atrium's sidebar, table and form", async () => {
  const page = await signedInPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    const before = await computedStyles(page, LIST_SELECTORS)
    expect(Object.entries(before).filter(([, style]) => style === 'missing')).toEqual([])
    const remove = await addHostileCss(page)
    expect(await computedStyles(page, LIST_SELECTORS)).toEqual(before)
    await remove()

    await page.getByRole('button', { name: 'Create', exact: true }).click()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.locator('.atrium-field__error').first().waitFor()
    const form = await computedStyles(page, FORM_SELECTORS)
    expect(Object.entries(form).filter(([, style]) => style === 'missing')).toEqual([])
    await addHostileCss(page)
    expect(await computedStyles(page, FORM_SELECTORS)).toEqual(form)
  })
})

test('a form marks required fields, shows errors in the error colour linked to their field, and lists them at the top', async () => {
  const page = await signedInPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await page.getByRole('button', { name: 'Create', exact: true }).click()
    const title = page.getByLabel('Title', { exact: true })
    await title.waitFor()
    // A visible marker on required labels, none on optional ones.
    const marker = (name: string) => page.locator(`.atrium-field:has([name="${name}"]) > label`).evaluate((element) => getComputedStyle(element, '::after').content)
    expect(await marker('title')).toMatch(/^"\*"/)
    expect(await marker('views')).toBe('none')
    // Labels sit above their controls, and the controls share one width.
    const label = await page.locator('.atrium-field:has([name="title"]) > label').boundingBox()
    const box = await title.boundingBox()
    expect(label!.y + label!.height).toBeLessThanOrEqual(box!.y + 1)
    const widths = await page.locator('.atrium-field :is(input[name="title"], select[name="status"], input[name="views"], textarea)').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().width)))
    expect(new Set(widths).size).toBe(1)

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await page.locator('.atrium-field__error').first().waitFor()
    expect(await title.getAttribute('aria-invalid')).toBe('true')
    const errorId = (await title.getAttribute('aria-describedby'))!.split(' ')[0]
    const error = page.locator(`[id="${errorId}"]`)
    expect(await error.textContent()).toBe('Title is required.')
    const colours = await page.evaluate((id) => {
      const probe = document.createElement('span')
      probe.style.color = 'var(--atrium-danger)'
      document.querySelector('.atrium-form')!.append(probe)
      const danger = getComputedStyle(probe).color
      probe.remove()
      return { error: getComputedStyle(document.getElementById(id)!).color, danger, text: getComputedStyle(document.body).color }
    }, errorId)
    expect(colours.error).toBe(colours.danger)
    expect(colours.error).not.toBe(colours.text)
    // The summary at the top lists the invalid fields; a link moves the focus to its field.
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' })
    const links = summary.getByRole('link')
    expect(await links.allInnerTexts()).toEqual(['Title is required.', 'Status is required.', 'Author is required.'])
    expect((await summary.boundingBox())!.y).toBeLessThan(box!.y)
    await links.nth(1).click()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('status')
  })
})

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('the "saved" notice is a toast inside the viewport (%s), and stays while hovered', async (_name, size) => {
  const page = await signedInPage(size)
  await screenshotOnFailure(page, async () => {
    // Scrolled to the end of a long page, as a person who edits the last row is.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await (await rowAction(articleRows(page).last(), /^Edit/)).click()
    const dialog = page.getByRole('dialog')
    const title = dialog.getByLabel('Title', { exact: true })
    await title.fill(`${await title.inputValue()} (edited)`)
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    const notice = page.locator('.atrium-notice').filter({ hasText: 'saved' })
    await notice.waitFor()
    const box = (await notice.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(size.height)
    expect(box.x + box.width).toBeLessThanOrEqual(size.width)
    if (size.width > 768) expect(box.x).toBeGreaterThan(size.width / 2)
    // On a phone the notice clears the bottom bar.
    const bar = await page.locator('.atrium-sidebar').boundingBox()
    if (size.width < 768) expect(box.y + box.height).toBeLessThanOrEqual(bar!.y)
    expect(await page.locator('.atrium-notice').evaluate((element) => element.closest('[role="status"]') !== null)).toBe(true)
    await notice.hover()
    await notice.getByRole('button', { name: 'Dismiss' }).click()
    await notice.waitFor({ state: 'detached' })
  })
})

const PHONE_SCREENS: { name: string; open(page: Page): Promise<void> }[] = [
  { name: 'articles table', open: async () => {} },
  { name: 'articles board', open: async (page) => { await page.getByRole('radio', { name: 'Board' }).click(); await page.locator('.atrium-board-card').first().waitFor() } },
  { name: 'article drawer', open: async (page) => { await (await rowAction(articleRows(page).first(), /^Edit/)).click(); await page.getByRole('dialog').getByLabel('Title', { exact: true }).waitFor() } },
  { name: 'article create with errors', open: async (page) => { await page.getByRole('button', { name: 'Create', exact: true }).click(); await page.getByRole('button', { name: 'Save', exact: true }).click(); await page.locator('.atrium-field__error').first().waitFor() } },
  { name: 'users table', open: async (page) => { await fromMenu(page, 'Users'); await page.locator('.atrium-list[data-resource="users"] tbody tr').first().waitFor() } },
  { name: 'contacts table', open: async (page) => { await fromMenu(page, 'Contacts'); await page.locator('.atrium-list[data-resource="contacts"] tbody tr').first().waitFor() } },
]

test.each(PHONE_SCREENS.map((screen) => [screen.name, screen] as const))('at 375×812 the %s never scrolls sideways and keeps the bar and frames on screen', async (_name, screen) => {
  const page = await signedInPage(PHONE)
  await screenshotOnFailure(page, async () => {
    await screen.open(page)
    await settled(page)
    expect(await sidewaysOverflow(page)).toBe(0)
    // Tables become cards: not even their own box scrolls sideways.
    for (const excess of await page.locator('.atrium-list__body:has(> .atrium-table)').evaluateAll((bodies) => bodies.map((body) => body.scrollWidth - body.clientWidth))) expect(excess).toBeLessThanOrEqual(0)
    const onScreen = ['.atrium-sidebar', '.atrium-menu > ul > li:last-child summary']
    if (await page.getByRole('dialog').count()) onScreen.push('.atrium-frame__close', '.atrium-frame__header')
    expect(await outsideViewport(page, onScreen)).toEqual([])
    // The bar shows what fits; every visible entry of the bar lies inside it, the rest is under "More".
    const entries = await page.locator('.atrium-menu > ul > li').evaluateAll((items) => items
      .filter((item) => getComputedStyle(item).display !== 'none')
      .map((item) => { const box = item.getBoundingClientRect(); return box.right <= innerWidth + 0.5 && box.left >= 0 && box.width >= 44 }))
    expect(entries.every(Boolean)).toBe(true)
  })
})

test('the phone bar puts the entries that do not fit and the sidebar footer under "More", each one reachable', async () => {
  const page = await signedInPage(PHONE)
  await screenshotOnFailure(page, async () => {
    const menu = page.getByRole('navigation', { name: 'Menu' })
    expect(await menu.getByRole('link').evaluateAll((links) => links.filter((link) => link.getBoundingClientRect().width > 0).map((link) => link.querySelector('.atrium-menu-label')?.textContent))).toEqual(['Articles', 'Authors', 'Users', 'Categories'])
    await menu.getByText('More', { exact: true }).click()
    expect(await outsideViewport(page, ['.atrium-menu-sheet', '.atrium-menu-sheet a', '.atrium-menu-sheet button'])).toEqual([])
    // The footer (the demo's account and Sign out) is readable and usable there.
    expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true)
    await menu.getByRole('link', { name: 'Contacts', exact: true }).click()
    await page.waitForURL(/\/admin\/contacts\/list/)
    // The panel led there: it closes instead of covering the list it opened.
    const sheet = page.locator('.atrium-menu-sheet')
    await sheet.waitFor({ state: 'hidden' })
    // Opened again, a tap elsewhere and Escape close it too.
    await menu.getByText('More', { exact: true }).click()
    await sheet.waitFor({ state: 'visible' })
    await page.locator('.atrium-list__title').click()
    await sheet.waitFor({ state: 'hidden' })
    await menu.getByText('More', { exact: true }).click()
    await sheet.getByRole('link', { name: 'Contacts', exact: true }).focus()
    await page.keyboard.press('Escape')
    await sheet.waitFor({ state: 'hidden' })
  })
})

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('from the menu, an administrator goes to Users and back to the editorial work (%s)', async (_name, size) => {
  const page = await editorialPage(size)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Users')
    await page.waitForURL((url) => url.pathname === '/admin/users/list')
    await page.locator('.atrium-list[data-resource="users"]').waitFor()
    await fromMenu(page, 'Back to Editorial')
    await page.waitForURL((url) => url.pathname === '/editorial/articles/list')
    // In whichever layout the reader chose for Articles last (a board, after the board tests).
    await page.locator('.atrium-list[data-resource="articles"] :is(.atrium-table tbody tr, .atrium-board-card)').first().waitFor()
    // The breadcrumb's first crumb names the scope (the top bar has no second copy of it).
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li').first().innerText()).toBe('Editorial')
  })
})

test('at 375×812 the month shows dots on its days and the chosen day\'s events in full under it, a day chosen by a tap or the arrow keys', async () => {
  const page = await editorialPage(PHONE)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Events')
    const calendar = page.getByRole('radio', { name: 'Calendar' })
    await calendar.waitFor()
    if (!(await calendar.isChecked())) await calendar.click()
    const grid = page.locator('.atrium-calendar--month')
    await grid.waitFor()
    await settled(page)
    // A day holding events: dots in it, its count said with its date; no event cut to a few letters in the grid.
    const busy = grid.locator('[role=gridcell]:has(.atrium-calendar-dot)').first()
    await busy.waitFor()
    expect(await busy.evaluate((cell) => cell.textContent)).toMatch(/\d{4}, \d+ events?/)
    expect(await grid.locator('.atrium-calendar-event').count()).toBe(0)
    await busy.click()
    expect(await busy.getAttribute('aria-selected')).toBe('true')
    const dots = await busy.locator('.atrium-calendar-dot').count()
    // Its events listed under the grid: each time and title whole (chips showed 3 or 4 letters of each word).
    const listed = page.locator('.atrium-calendar-agenda-event')
    await listed.first().waitFor()
    expect(await listed.count()).toBeGreaterThanOrEqual(dots)
    const shown = await charactersShown(page, '.atrium-calendar-agenda-event')
    expect(shown.filter(({ shown, total }) => shown < total)).toEqual([])
    for (const { text } of shown) expect(text).toMatch(/^(\d{1,2}:\d{2}( [AP]M)?( – \d{1,2}:\d{2}( [AP]M)?)?|All day) \S/)
    expect(await sidewaysOverflow(page)).toBe(0)
    // The keyboard chooses the next day: the list follows it.
    const heading = page.locator('.atrium-calendar-agenda h3')
    const before = await heading.innerText()
    await page.keyboard.press('ArrowRight')
    await page.waitForFunction((text) => document.querySelector('.atrium-calendar-agenda h3')?.textContent !== text, before)
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))
    expect(focused).toBe('true')
  })
})

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('a row Delete\'s notice offers Undo (%s), which brings the record back into the list', async (_name, size) => {
  const page = await signedInPage(size)
  await screenshotOnFailure(page, async () => {
    // A contact, on the second backend (another dialect): Undo puts it back where it was, nothing sent.
    await fromMenu(page, 'Contacts')
    const row = page.locator('.atrium-list[data-resource="contacts"] tbody tr:not(.atrium-table__skeleton)').first()
    const remove = await rowAction(row, /^Delete/)
    const name = ((await remove.getAttribute('aria-label')) ?? '').replace(/^Delete /, '')
    expect(name).not.toBe('')
    await remove.click()
    // The confirmation says what will happen: the notice that follows offers Undo.
    await page.getByRole('alertdialog').getByText(`“${name}” will be deleted. You can undo this for a few seconds.`, { exact: true }).waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click()
    const notice = page.locator('.atrium-notice').filter({ hasText: 'deleted.' })
    await notice.waitFor()
    await page.getByRole('alertdialog').waitFor({ state: 'detached' })
    const undo = notice.getByRole('button', { name: 'Undo' })
    // Inside the viewport, above the phone bar: a person can press it.
    expect(await outsideViewport(page, ['.atrium-notice .atrium-notice__action'])).toEqual([])
    await undo.click()
    await page.locator('.atrium-notice').filter({ hasText: 'restored.' }).waitFor()
    // The same record, back in its place: the list's first row again.
    await row.filter({ hasText: name }).waitFor()
  })
})

test('deleting an article with tags (no input for them) offers Undo, which keeps its tags: the same record comes back', async () => {
  const page = await signedInPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    // Re-created from its form (before), it came back without its tags, unseen, and offered no Undo for that reason.
    const api = await signInToApi(fixture.demo.url)
    const tagged = membersOf<{ '@id': string; title: string; tags: string[] }>(await api.get('/api/articles?exists[tags]=true&itemsPerPage=1'))[0]
    expect(tagged.tags.length).toBeGreaterThan(0)
    await page.getByLabel('Search titles').fill(tagged.title)
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    const rows = articleRows(page).filter({ hasText: tagged.title })
    // Every article of that title listed (the seed repeats some titles), as the API counts them.
    const count = membersOf<{ title: string }>(await api.get(`/api/articles?title=${encodeURIComponent(tagged.title)}&itemsPerPage=100`))
      .filter((article) => article.title === tagged.title).length
    const listed = (expected: number) => page.waitForFunction(([title, rowCount]) => [...document.querySelectorAll('.atrium-list[data-resource="articles"] tbody tr')]
      .filter((row) => (row as HTMLElement).innerText.includes(title)).length === rowCount, [tagged.title, expected] as const)
    await listed(count)
    await (await rowAction(rows.first(), /^Delete/)).click()
    await page.getByRole('alertdialog').getByText(`“${tagged.title}” will be deleted. You can undo this for a few seconds.`, { exact: true }).waitFor()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click()
    const notice = page.locator('.atrium-notice').filter({ hasText: 'deleted.' })
    await notice.waitFor()
    await notice.hover()
    await listed(count - 1)
    await notice.getByRole('button', { name: 'Undo' }).click()
    await page.locator('.atrium-notice').filter({ hasText: 'restored.' }).waitFor()
    await listed(count)
    expect((await api.get<{ tags: string[] }>(tagged['@id'])).tags).toEqual(tagged.tags)
  })
})

test('the calendar keeps its week in the URL across a reload and Back, as a list of its days inside a 375 px screen', async () => {
  const page = await signedInPage(PHONE)
  await screenshotOnFailure(page, async () => {
    await page.goto(`${fixture.demo.url}/editorial/events/list`)
    await page.locator('.atrium-calendar--month').waitFor()
    await page.getByRole('button', { name: 'Week', exact: true }).click()
    await page.waitForURL(/[?&]view=week/)
    await page.locator('.atrium-calendar--week').waitFor()
    const thisWeek = await page.locator('.atrium-calendar h2').innerText()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.waitForURL(/[?&]date=\d{4}-\d{2}-\d{2}/)
    await page.waitForFunction((before) => document.querySelector('.atrium-calendar h2')?.textContent !== before, thisWeek)
    const heading = await page.locator('.atrium-calendar h2').innerText()
    await page.reload()
    await page.locator('.atrium-calendar--week .atrium-calendar-agenda-day').first().waitFor()
    expect(await page.locator('.atrium-calendar h2').innerText()).toBe(heading)
    expect(await page.getByRole('button', { pressed: true, name: 'Week' }).count()).toBe(1)
    expect(await page.locator('.atrium-calendar--week .atrium-calendar-agenda-day').count()).toBe(7)
    expect(await sidewaysOverflow(page)).toBe(0)
    const events = page.locator('.atrium-calendar--week button.atrium-calendar-agenda-event')
    await events.first().waitFor()
    const names = await events.evaluateAll((buttons) => buttons.map((button) => (button.textContent ?? '').replace(/\s+/g, ' ')))
    expect(names.every((name) => /^(\d{1,2}:\d{2}.*?(AM|PM)?|All day) \S/.test(name))).toBe(true)
    const sides = await events.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()).map((box) => [box.left, box.right]))
    expect(sides.filter(([left, right]) => left < 0 || right > PHONE.width)).toEqual([])
    await page.goBack()
    await page.waitForURL((url) => !url.searchParams.has('date'))
    await page.goBack()
    await page.locator('.atrium-calendar--month').waitFor()
  })
})

test.each([['1280×800', DESKTOP], ['375×812', PHONE]])('the timeline keeps its span in the URL across a reload, and Today clears it, at %s', async (_size, size) => {
  const page = await editorialPage(size)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Tasks')
    const span = page.locator('.atrium-timeline-scroll')
    await span.waitFor()
    const start = await span.getAttribute('data-start')
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const startIs = (expected: string | null) => page.waitForFunction((value) => document.querySelector('.atrium-timeline-scroll')?.getAttribute('data-start') === value, expected)
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await page.waitForURL(/[?&]date=\d{4}-\d{2}-\d{2}/)
    const kept = new URL(page.url()).searchParams.get('date')
    // The span starts on the kept day: the URL says where the reader is.
    await startIs(kept)
    expect(kept).not.toBe(start)
    await page.reload()
    await span.waitFor()
    expect(await span.getAttribute('data-start')).toBe(kept)
    await page.getByRole('button', { name: 'Today', exact: true }).click()
    // The default span again, with a clean URL (no `date` for the default day).
    await page.waitForURL((url) => !url.searchParams.has('date'))
    await startIs(start)
    expect(await sidewaysOverflow(page)).toBe(0)
  })
})

test.each([['1280×800', DESKTOP], ['375×812', PHONE]])('moving the timeline by its buttons, from the keyboard or the pointer, leaves the focus on the button used (never on the body), at %s', async (_size, size) => {
  const page = await editorialPage(size)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Tasks')
    const span = page.locator('.atrium-timeline-scroll')
    await span.waitFor()
    await settled(page)
    const moves = [['Next', 'Enter'], ['Next', 'Space'], ['Previous', 'Enter'], ['Next', 'click'], ['Today', 'Enter']] as const
    const landed: string[] = []
    for (const [name, how] of moves) {
      const button = page.getByRole('button', { name, exact: true })
      const start = await span.getAttribute('data-start')
      if (how === 'click') await button.click()
      else {
        await button.focus()
        await page.keyboard.press(how)
      }
      // The move done and drawn: another span, its records read.
      await page.waitForFunction((before) => document.querySelector('.atrium-timeline-scroll')?.getAttribute('data-start') !== before, start)
      await settled(page)
      landed.push(`${name} (${how}) → ${await page.evaluate(() => {
        const focused = document.activeElement
        return !focused || focused === document.body ? 'body' : `${focused.tagName.toLowerCase()} "${focused.textContent}"`
      })}`)
    }
    expect(landed).toEqual(moves.map(([name, how]) => `${name} (${how}) → button "${name}"`))
  })
})

/** Moves the first `count` events of the demo's API to the given hours of today (local time); returns their titles. */
async function eventsToday(hours: readonly [number, number][]): Promise<string[]> {
  const api = await signInToApi(fixture.demo.url)
  const events = membersOf<{ id: number | string; title: string }>(await api.get(`/api/events?itemsPerPage=${hours.length}`))
  const today = new Date()
  const at = (hour: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate(), Math.floor(hour), (hour % 1) * 60).toISOString()
  for (const [index, [start, end]] of hours.entries()) {
    const answer = await api.patch(`/api/events/${encodeURIComponent(String(events[index].id))}`, { startsAt: at(start), endsAt: at(end) })
    expect(answer.status).toBe(200)
  }
  return events.map((event) => event.title)
}

// A phone's week is a list of its days (seven time grids in 320 px cut every title): its time grid is the day's.
test.each([['desktop', DESKTOP, 'week'], ['phone', PHONE, 'day']] as const)('the time grid (%s: %s) opens at 08:00 and lays overlapping events side by side', async (name, size, view) => {
  const page = await signedInPage(size)
  await screenshotOnFailure(page, async () => {
    // Three events today: two overlapping (09:00-10:30, 09:30-11:00), one apart (13:00-14:00).
    const [first, second, apart] = await eventsToday([[9, 10.5], [9.5, 11], [13, 14]])
    await page.goto(`${fixture.demo.url}/editorial/events/list?view=${view}`)
    const eventBox = async (title: string) => {
      const event = page.locator('.atrium-calendar-hours .atrium-calendar-event', { hasText: title })
      await event.waitFor()
      return (await event.boundingBox())!
    }
    const [a, b, c] = [await eventBox(first), await eventBox(second), await eventBox(apart)]
    const day = (await page.locator('.atrium-calendar-cell--today .atrium-calendar-hours').boundingBox())!
    // Side by side, each in its half of the day, never over each other.
    expect(a.x + a.width).toBeLessThanOrEqual(b.x + 1)
    for (const box of [a, b]) expect(box.width).toBeLessThan(day.width * 0.6)
    expect(c.width).toBeGreaterThan(a.width * 1.5)
    // The grid opens at the working day: the 08 line sits at the top of its scrolling box.
    const scroller = page.locator('.atrium-calendar-row:has(.atrium-calendar-hours)')
    const opened = await scroller.evaluate((row) => {
      const hours = row.querySelector<HTMLElement>('.atrium-calendar-hours')!
      return { scrollTop: row.scrollTop, hourHeight: hours.offsetHeight / 24, scrolls: row.scrollHeight > row.clientHeight }
    })
    expect(opened.scrolls).toBe(true)
    expect(Math.abs(opened.scrollTop - 8 * opened.hourHeight)).toBeLessThanOrEqual(1)
    expect(await sidewaysOverflow(page)).toBe(0)
    // No title word is split across two lines ("Retro/spect/ive" in a phone's narrow days): cut short, or hyphenated.
    const split = await page.evaluate(() => [...document.querySelectorAll('.atrium-calendar-hours .atrium-calendar-event')].flatMap((event) => {
      const walker = document.createTreeWalker(event, NodeFilter.SHOW_TEXT)
      const words: string[] = []
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index!)
          range.setEnd(node, match.index! + match[0].length)
          const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
          if (lines.size > 1) words.push(match[0])
        }
      }
      return words
    }))
    expect(split).toEqual([])
    await page.screenshot({ path: `${SCREENSHOT_DIR}/look-${view}-${name}.png` })
    // An earlier event (06:30) is shown instead: the grid opens at 06:00.
    await eventsToday([[6.5, 7.5]])
    await page.reload()
    await page.locator('.atrium-calendar-hours .atrium-calendar-event', { hasText: first }).waitFor()
    await page.waitForFunction(() => {
      const row = document.querySelector<HTMLElement>('.atrium-calendar-row:has(.atrium-calendar-hours)')
      const hours = row?.querySelector<HTMLElement>('.atrium-calendar-hours')
      return !!row && !!hours && Math.abs(row.scrollTop - 6 * hours.offsetHeight / 24) <= 1
    })
  })
})
