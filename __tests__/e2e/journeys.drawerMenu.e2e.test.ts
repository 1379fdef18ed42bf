/** @jest-environment node */
// The menu beside an open drawer, in Chromium against the demo. A walk at 1280×800 saw Articles → a row's Show (the
// drawer) → a click on "Authors" in the sidebar land on the drawer's backdrop, dimmed over the sidebar: it closed the
// drawer and stayed on Articles, and a second click went to Authors. On a wide screen one click on a menu entry (or a
// breadcrumb link) beside the drawer now leads there, asking first when the drawer's form holds unsaved changes; a click
// elsewhere on the backdrop still closes the drawer. At 375×812 the drawer is a sheet over the bottom bar: a tap above
// it still closes it, as phones do, whatever is dimmed there.
import type { Locator, Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, SIGN_OUT_BUTTON, TITLE_LABEL, articleRows, rowAction, signIn } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()

const ARTICLES = '/editorial/articles/list'
const AUTHORS = '/editorial/authors/list'

/** A page of a browser of its own, signed in as admin, on Articles from the menu. */
async function onArticles(size: { width: number; height: number }): Promise<Page> {
  const browser = await fixture.newBrowser()
  const page = await browser.newPage()
  await page.setViewportSize(size)
  page.setDefaultTimeout(30_000)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
  await signIn(page, 'admin')
  await fromMenu(page, 'Articles')
  await page.waitForURL((url) => url.pathname === ARTICLES)
  await articleRows(page).first().waitFor()
  await settled(page)
  return page
}

/** Opens the first article's `action` (Show, Edit) in its drawer. */
async function openDrawer(page: Page, action: RegExp) {
  await (await rowAction(articleRows(page).first(), action)).click()
  const drawer = page.locator('.atrium-drawer')
  await drawer.waitFor()
  await settled(page)
  return drawer
}

/**
 * Clicks as a person does at the middle of the menu's entry `name` (whatever is on top there); answers what was on
 * top (its class) and the pointer's look there before the click.
 */
async function clickMenuEntry(page: Page, name: string): Promise<{ onTop: string; cursor: string }> {
  return clickAtMiddle(page, page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name, exact: true }))
}

/** Clicks as a person does at the middle of `target` (whatever is on top there); answers what was on top and the pointer's look. */
async function clickAtMiddle(page: Page, target: Locator): Promise<{ onTop: string; cursor: string }> {
  const box = await target.boundingBox()
  if (!box) throw new Error('nothing to click')
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  await page.mouse.move(x, y)
  const seen = await page.evaluate(([left, top]) => {
    const element = document.elementFromPoint(left, top)
    return { onTop: String(element?.className ?? ''), cursor: element ? getComputedStyle(element).cursor : '' }
  }, [x, y])
  await page.mouse.click(x, y)
  return seen
}

const pathOf = (page: Page) => { const url = new URL(page.url()); return url.pathname + url.search }

test('1280×800: one click on a menu entry beside an open drawer leads there; with unsaved changes it asks first', async () => {
  const page = await onArticles(DESKTOP)
  await screenshotOnFailure(page, async () => {
    // The drawer's backdrop dims the sidebar, and says a menu entry under it is a link.
    const drawer = await openDrawer(page, /^Show /)
    const seen = await clickMenuEntry(page, 'Authors')
    // One click: the drawer goes, and the page is Authors' (not Articles' without its drawer).
    await drawer.waitFor({ state: 'detached' })
    await page.locator('.atrium-list').first().waitFor()
    expect(new URL(page.url()).pathname).toBe(AUTHORS)
    await page.locator('.atrium-list[data-resource="authors"] tbody tr:not(.atrium-table__skeleton)').first().waitFor()
    expect(seen).toEqual({ onTop: 'atrium-backdrop', cursor: 'pointer' })

    // Typed in an Edit drawer: the click asks; Keep editing keeps the drawer, its text and its address.
    await fromMenu(page, 'Articles')
    await page.waitForURL((url) => url.pathname === ARTICLES)
    await articleRows(page).first().waitFor()
    const editing = await openDrawer(page, /^Edit /)
    const field = editing.getByLabel(TITLE_LABEL, { exact: true })
    await field.fill('Typed in the drawer')
    const form = pathOf(page)
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' })
    await clickMenuEntry(page, 'Authors')
    await question.waitFor()
    expect(pathOf(page)).toBe(form)
    await question.getByRole('button', { name: 'Keep editing' }).click()
    await question.waitFor({ state: 'detached' })
    expect(pathOf(page)).toBe(form)
    expect(await field.inputValue()).toBe('Typed in the drawer')
    await clickMenuEntry(page, 'Authors')
    await question.getByRole('button', { name: 'Leave without saving' }).click()
    await page.waitForURL((url) => url.pathname === AUTHORS)
    await editing.waitFor({ state: 'detached' })
    await page.locator('.atrium-list[data-resource="authors"] tbody tr:not(.atrium-table__skeleton)').first().waitFor()

    // Elsewhere on the backdrop (over the list), a click still closes the drawer.
    await fromMenu(page, 'Articles')
    await page.waitForURL((url) => url.pathname === ARTICLES)
    await articleRows(page).first().waitFor()
    const again = await openDrawer(page, /^Show /)
    const row = await articleRows(page).nth(3).boundingBox()
    if (!row) throw new Error('no row behind the drawer')
    await page.mouse.click(row.x + 10, row.y + row.height / 2)
    await again.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe(ARTICLES)
  })
})

test('1280×800: one click on Sign out beside a drawer with unsaved changes asks once; leaving signs out, staying keeps the form', async () => {
  const page = await onArticles(DESKTOP)
  await screenshotOnFailure(page, async () => {
    const signOut = page.getByRole('button', { name: SIGN_OUT_BUTTON, exact: true })
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' })
    const drawer = await openDrawer(page, /^Edit /)
    const field = drawer.getByLabel(TITLE_LABEL, { exact: true })
    await field.fill('Typed before signing out')
    const form = pathOf(page)

    // Keep editing, and Escape: the drawer, its text and its address stay, still signed in.
    for (const stay of [() => question.getByRole('button', { name: 'Keep editing' }).click(), () => page.keyboard.press('Escape')]) {
      // Under the drawer's backdrop, which says Sign out beneath it is a way out.
      expect(await clickAtMiddle(page, signOut)).toEqual({ onTop: 'atrium-backdrop', cursor: 'pointer' })
      await question.waitFor()
      await stay()
      await question.waitFor({ state: 'detached' })
      expect(pathOf(page)).toBe(form)
      expect(await field.inputValue()).toBe('Typed before signing out')
      expect(await signOut.count()).toBe(1)
    }

    // Leave without saving signs out: before, it only closed the drawer (still signed in on the list; a second Sign out needed).
    await clickAtMiddle(page, signOut)
    await question.getByRole('button', { name: 'Leave without saving' }).click()
    await page.waitForURL((url) => url.pathname === LOGIN_PATH)
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor()
    expect(await page.locator('.atrium-drawer').count()).toBe(0)
    expect(await question.count()).toBe(0)

    // The collapsed sidebar's Sign out (an icon) too, and with nothing typed it signs out at once.
    await signIn(page, 'admin')
    await fromMenu(page, 'Articles')
    await articleRows(page).first().waitFor()
    await page.getByRole('button', { name: 'Collapse menu' }).click()
    await openDrawer(page, /^Show /)
    expect(await clickAtMiddle(page, signOut)).toEqual({ onTop: 'atrium-backdrop', cursor: 'pointer' })
    await page.waitForURL((url) => url.pathname === LOGIN_PATH)
    expect(await question.count()).toBe(0)
    expect(fixture.pageErrors).toEqual([])
  })
})

test('375×812: a tap above the drawer\'s sheet closes it, even over the breadcrumb\'s link', async () => {
  const page = await onArticles(PHONE)
  await screenshotOnFailure(page, async () => {
    const drawer = await openDrawer(page, /^Show /)
    const crumb = await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Editorial' }).boundingBox()
    if (!crumb) throw new Error('no breadcrumb link')
    await page.mouse.click(crumb.x + crumb.width / 2, crumb.y + crumb.height / 2)
    await drawer.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe(ARTICLES)
    await articleRows(page).first().waitFor()
  })
})
