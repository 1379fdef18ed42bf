/** @jest-environment node */
// Where a notice goes while a record is open in a drawer, in Chromium against the demo: at 1280×800 between the
// sidebar and the drawer (sidebar open or collapsed), covering neither; at 375×812 clear of the frame and the
// menu bar. Before, at 1280 the notices were centred in the window's part the drawer left (x 148–528), over the
// sidebar's foot: "Signed in as editor" and Sign out under a "… saved." notice.
// The region is measured (always in the page, empty or not: where the next notice goes, with no wait on a notice's
// 5 s), and a real notice once, right after its save.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, rowAction, signIn } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)

const fixture = useDemoFixture()

interface Box { left: number; right: number; top: number; bottom: number }
const boxOf = (page: Page, selector: string): Promise<Box> => page.locator(selector).first().evaluate((element) => {
  const { left, right, top, bottom } = element.getBoundingClientRect()
  return { left, right, top, bottom }
})
const apart = (a: Box, b: Box) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top

/**
 * Signs in as editor, opens Articles from the menu (its sidebar `collapsed` or not, on a desktop), saves the first row's
 * Edit in a drawer (its notice shows) and opens the second row's Edit in a drawer.
 */
async function editedInDrawer(size: { width: number; height: number }, collapsed?: boolean): Promise<Page> {
  const page = await fixture.newPage(size)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
  await signIn(page, 'editor')
  await fromMenu(page, 'Articles')
  if (collapsed !== undefined) {
    const admin = page.locator('.atrium-admin')
    await admin.waitFor()
    // The sidebar's state is remembered in the profile the file's tests share.
    if ((await admin.getAttribute('data-collapsed') === 'true') !== collapsed) await page.locator('.atrium-topbar .atrium-collapse').click()
    await page.locator(`.atrium-admin[data-collapsed="${collapsed}"]`).waitFor()
  }
  const rows = page.locator('.atrium-list[data-resource="articles"] tbody tr:not(.atrium-table__skeleton)')
  await (await rowAction(rows.first(), /^Edit/)).click()
  const title = page.getByLabel('Title', { exact: true })
  await title.waitFor()
  await title.fill(`${await title.inputValue()} (noticed)`)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.locator('.atrium-notice').filter({ hasText: 'saved' }).waitFor()
  await (await rowAction(rows.nth(1), /^Edit/)).click()
  await page.getByLabel('Title', { exact: true }).waitFor()
  return page
}

test.each([['open', false], ['collapsed', true]] as const)('at 1280×800 with the sidebar %s, a notice beside an open drawer sits between the sidebar and the drawer', async (_label, collapse) => {
  const edited = await editedInDrawer(DESKTOP, collapse)
  await screenshotOnFailure(edited, async () => {
    const drawer = await boxOf(edited, '.atrium-frame')
    const sidebar = await boxOf(edited, '.atrium-sidebar')
    const region = await boxOf(edited, '.atrium-notices')
    expect(drawer.left).toBeGreaterThan(DESKTOP.width / 2)
    // Between the two, with room on both sides, and as wide as a notice is (24rem).
    expect(region.left).toBeGreaterThanOrEqual(sidebar.right + 8)
    expect(region.right).toBeLessThanOrEqual(drawer.left - 8)
    expect(region.right - region.left).toBe(384)
    // Centred between them (within 16 px: the drawer's region keeps 1rem off the drawer).
    expect(Math.abs((region.left + region.right) / 2 - (sidebar.right + drawer.left) / 2)).toBeLessThanOrEqual(16)
    // The notice shown now (if its 5 s are not over) is in that region, covering none of the sidebar's controls.
    const controls = await edited.locator('.atrium-sidebar').locator('a, button, .atrium-sidebar-footer').evaluateAll((elements) =>
      elements.map((element) => { const { left, right, top, bottom } = element.getBoundingClientRect(); return { left, right, top, bottom } }))
    const notices = await edited.locator('.atrium-notice').evaluateAll((elements) =>
      elements.map((element) => { const { left, right, top, bottom } = element.getBoundingClientRect(); return { left, right, top, bottom } }))
    for (const notice of notices) {
      expect(controls.filter((control) => !apart(control, notice))).toEqual([])
      expect(apart(notice, drawer)).toBe(true)
    }
    expect(fixture.pageErrors).toEqual([])
  })
  await edited.close()
})

test('at 375×812 a notice with a record open covers neither its frame nor the menu bar', async () => {
  const page = await editedInDrawer(PHONE)
  await screenshotOnFailure(page, async () => {
    const frame = await boxOf(page, '.atrium-frame')
    const bar = await boxOf(page, '.atrium-sidebar')
    const region = await boxOf(page, '.atrium-notices')
    expect(region.left).toBeGreaterThanOrEqual(0)
    expect(region.right).toBeLessThanOrEqual(PHONE.width)
    for (const notice of await page.locator('.atrium-notice').evaluateAll((elements) =>
      elements.map((element) => { const { left, right, top, bottom } = element.getBoundingClientRect(); return { left, right, top, bottom } }))) {
      expect(apart(notice, frame)).toBe(true)
      expect(apart(notice, bar)).toBe(true)
    }
    expect(fixture.pageErrors).toEqual([])
  })
  await page.close()
})
