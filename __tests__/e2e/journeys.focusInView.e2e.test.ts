/** @jest-environment node */
// The keyboard's focus kept in view, in Chromium against the demo at 1280×800 and 375×812, with no row ticked (the bulk
// bar's own room: journeys.bulkBar.e2e): Tab down a list and Shift+Tab back up bring each control whole into view,
// below the sticky top bar and, on a phone, above the fixed menu bar (a card's checkbox, title or "⋯" was up to 61 px
// under the menu bar; going back up, a row's controls up to 52 px under the top bar).
import type { Page } from 'playwright-core'
import { pageOf, useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, signIn } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)

const fixture = useDemoFixture()

/** The focused control, and how far it lies under the top bar and under the phone's menu bar (or the window's foot), in px. */
function focusedPlace(page: Page): Promise<{ name: string; underTop: number; underFoot: number } | undefined> {
  return page.evaluate(() => {
    const focused = document.activeElement
    // The bars' own controls, and the skip link drawn over the page while focused, are not scrolled to.
    if (!focused || focused === document.body || focused.closest('.atrium-topbar, .atrium-sidebar, .atrium-skip')) return undefined
    const box = focused.getBoundingClientRect()
    const menu = document.querySelector('.atrium-sidebar')!.getBoundingClientRect()
    const foot = menu.top > 0 && menu.top < innerHeight ? menu.top : innerHeight
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim().slice(0, 40)
    return { name, underTop: Math.round(document.querySelector('.atrium-topbar')!.getBoundingClientRect().bottom - box.top), underFoot: Math.round(box.bottom - foot) }
  })
}

test.each([['1280×800', DESKTOP], ['375×812', PHONE]])('Tab down a list and Shift+Tab back up show each control whole, below the top bar and above the phone\'s menu bar (%s)', async (_size, size) => {
  const page = await pageOf(fixture, await fixture.newBrowser(), size)
  await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
  await signIn(page, 'admin')
  await screenshotOnFailure(page, async () => {
    for (const entry of ['Articles', 'Contacts']) {
      await fromMenu(page, entry)
      await page.waitForURL(new RegExp(`/${entry.toLowerCase()}/list`))
      const table = page.getByRole('radio', { name: 'Table' })
      if (entry === 'Articles' && !(await table.isChecked())) await table.click()
      await page.locator('.atrium-list__body tbody tr').first().getByRole('checkbox').waitFor()
      await settled(page)
      await page.evaluate(() => {
        window.scrollTo(0, 0)
        ;(document.activeElement as HTMLElement | null)?.blur()
      })
      const hidden: string[] = []
      let reached = 0
      for (const key of [...Array<string>(50).fill('Tab'), ...Array<string>(50).fill('Shift+Tab')]) {
        await page.keyboard.press(key)
        const place = await focusedPlace(page)
        if (!place) continue
        reached += 1
        if (place.underTop > 0 || place.underFoot > 0) hidden.push(`${entry} ${key} ${place.name}: ${place.underTop} px under the top bar, ${place.underFoot} px under the foot`)
      }
      expect(reached).toBeGreaterThan(80)
      expect(hidden).toEqual([])
    }
  })
  await page.close()
})
