/** @jest-environment node */
// A list whose page or layout changes while it is scrolled shows its top again, in Chromium against the demo, at
// both widths: the window back at 0, the heading and Create clear of the top bar. Before, Next at the foot of
// Articles left the window 4 px down (the list's top under the scroll padding), and Table chosen below a scrolled
// Events calendar kept the window 78 px down, the heading and Create hidden under the top bar on a phone.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, signIn } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)

const fixture = useDemoFixture()
const sizes = [['1280×800', DESKTOP], ['375×812', PHONE]] as const

/** Signs in as admin and opens `resource` from the menu, drawn as `layout`, nothing busy. */
async function openAs(page: Page, resource: string, layout: string): Promise<void> {
  await fromMenu(page, resource)
  const radio = page.getByRole('radio', { name: layout })
  await radio.waitFor()
  if (!(await radio.isChecked())) await radio.click()
  // Its rows, or the calendar's day names.
  await page.locator('.atrium-list tbody tr:not(.atrium-table__skeleton), .atrium-calendar-columnheader').first().waitFor()
  await settled(page)
}

/** The rows with data of the list on the page (table rows or phone cards, skeletons excluded). */
const rows = (page: Page) => page.locator('.atrium-list tbody tr:not(.atrium-table__skeleton)')

/** The window's scroll, and where the heading and Create are under the top bar. */
async function top(page: Page, heading: string) {
  return {
    scrollY: await page.evaluate(() => window.scrollY),
    heading: await page.getByRole('heading', { name: heading, exact: true }).evaluate((element) => element.getBoundingClientRect().top),
    create: await page.getByRole('button', { name: 'Create', exact: true }).evaluate((element) => element.getBoundingClientRect().top),
    bar: await page.locator('.atrium-topbar').evaluate((element) => element.getBoundingClientRect().bottom),
  }
}

async function signedIn(size: { width: number; height: number }): Promise<Page> {
  const page = await fixture.newPage(size)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
  await signIn(page, 'admin')
  return page
}

test.each(sizes)('at %s, the next page of Articles, chosen at the foot of the list, shows from the window\'s top', async (_label, size) => {
  const page = await signedIn(size)
  await screenshotOnFailure(page, async () => {
    await openAs(page, 'Articles', 'Table')
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next', exact: true })
    await next.scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    const first = await rows(page).first().innerText()
    await next.click()
    await page.waitForFunction((before) => {
      const row = document.querySelector<HTMLElement>('.atrium-list tbody tr:not(.atrium-table__skeleton)')
      return row !== null && row.innerText !== before && document.querySelector('[aria-busy="true"]') === null
    }, first)
    const shown = await top(page, 'Articles')
    expect(shown.scrollY).toBe(0)
    expect(shown.heading).toBeGreaterThanOrEqual(shown.bar)
    expect(shown.create).toBeGreaterThanOrEqual(shown.bar)
  })
  await page.close()
})

test.each(sizes)('at %s, Table chosen below a scrolled Events calendar shows from the window\'s top', async (_label, size) => {
  const page = await signedIn(size)
  await screenshotOnFailure(page, async () => {
    await openAs(page, 'Events', 'Calendar')
    await page.mouse.move(size.width / 2, size.height / 2)
    await page.mouse.wheel(0, 78)
    await page.waitForFunction(() => window.scrollY > 0)
    // The switcher is still on screen, under the top bar's foot.
    await page.getByRole('radio', { name: 'Table' }).click()
    await rows(page).first().waitFor()
    await settled(page)
    const shown = await top(page, 'Events')
    expect(shown.scrollY).toBe(0)
    expect(shown.heading).toBeGreaterThanOrEqual(shown.bar)
    expect(shown.create).toBeGreaterThanOrEqual(shown.bar)
    expect(fixture.pageErrors).toEqual([])
  })
  await page.close()
})
