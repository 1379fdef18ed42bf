/** @jest-environment node */
// Issue 15: Atrium's default look in the demo, in Chromium. Host CSS on bare elements changes
// nothing of Atrium; forms mark required fields and errors (and list them at the top); notices
// are toasts inside the viewport; at 375×812 no screen scrolls sideways and the phone bar,
// the "More" menu and the frames' close buttons are on screen;
// a row Delete's notice offers Undo; an administrator goes to Users and back to Editorial from the menu.
// The calendar and the timeline: look.calendar.e2e.test.ts.
// Phone cards: phoneCards.e2e.test.ts; the board: look.board.e2e.test.ts; the collapsed sidebar's marks and
// footer and the phone bar's More: look.sidebar.e2e.test.ts.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { articleRows, rowAction } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesPages } from './support/lookPages'
import { addHostileCss, computedStyles, outsideViewport, sidewaysOverflow } from './support/look'
import { membersOf, signInToApi } from './support/demoApi'
import { screenshotOnFailure } from './support/screenshots'

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
    // At the bottom centre, as react-admin's snackbar (at the right it covered the rows' Show, Edit and Delete).
    if (size.width > 768) expect(Math.abs(box.x + box.width / 2 - size.width / 2)).toBeLessThanOrEqual(1)
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
