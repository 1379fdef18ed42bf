/** @jest-environment node */
// A calendar's month in a box too narrow for its events' titles, in Chromium, reached from the menu: at 1280×800 the
// month draws its events in its days; in a 1000 px window (the calendar 712 px wide beside the sidebar) the chips cut
// every title to its time ("12:30 PM …", 42 of 42 cut), and the month is drawn as on a phone: dots on its days, the
// chosen day's events listed whole under it. The calendar's own width decides, not the window's: collapsing the
// sidebar in that same window gives the month room for its titles again. (A phone's month: look.calendar.e2e.)
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, fromMenu, settled, useArticlesPages } from './support/lookPages'
import { charactersShown, sidewaysOverflow } from './support/look'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const editorialPage = useArticlesPages(fixture, 'editorial')

/** The month's events drawn in its days, and those whose text is cut ("12:30 PM Quart…"). */
async function chips(page: Page): Promise<{ drawn: number; cut: string[] }> {
  const shown = await charactersShown(page, '.atrium-calendar--month .atrium-calendar-event')
  return { drawn: shown.length, cut: shown.filter(({ shown, total }) => shown < total).map(({ text, shown, total }) => `${text}: ${shown} of ${total}`) }
}

test('a month narrower than its titles need (a 1000 px window) shows dots on its days and the chosen day\'s events whole under it; collapsing the sidebar brings its chips back', async () => {
  const page = await editorialPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Events')
    const calendar = page.getByRole('radio', { name: 'Calendar' })
    await calendar.waitFor()
    if (!(await calendar.isChecked())) await calendar.click()
    const month = page.locator('.atrium-calendar--month')
    await month.locator('.atrium-calendar-event').first().waitFor()
    await settled(page)
    // At 1280×800 the month (992 px) draws its events in its days.
    expect(await page.locator('.atrium-calendar--compact').count()).toBe(0)
    expect((await chips(page)).drawn).toBeGreaterThan(10)

    // A narrower window: the calendar is 712 px wide, its days 102 px; no event is drawn cut in them.
    await page.setViewportSize({ width: 1000, height: 800 })
    await page.locator('.atrium-calendar--month.atrium-calendar--compact').waitFor()
    expect(await chips(page)).toEqual({ drawn: 0, cut: [] })
    expect(await sidewaysOverflow(page)).toBe(0)
    // A day holding events is chosen by a click: its events are listed under the month, each time and title whole.
    const busy = month.locator('[role=gridcell]:has(.atrium-calendar-dot)').first()
    await busy.click()
    expect(await busy.getAttribute('aria-selected')).toBe('true')
    const listed = page.locator('.atrium-calendar-agenda-event')
    await listed.first().waitFor()
    expect(await listed.count()).toBeGreaterThanOrEqual(await busy.locator('.atrium-calendar-dot').count())
    const shown = await charactersShown(page, '.atrium-calendar-agenda-event')
    expect(shown.filter(({ shown, total }) => shown < total)).toEqual([])
    for (const { text } of shown) expect(text).toMatch(/^(\d{1,2}:\d{2}( [AP]M)?( – \d{1,2}:\d{2}( [AP]M)?)?|All day) \S/)

    // The same window, the sidebar collapsed: the calendar is 892 px wide, and the month draws its events in its days again.
    await page.getByRole('button', { name: 'Collapse menu' }).click()
    await page.locator('.atrium-calendar--compact').waitFor({ state: 'detached' })
    expect((await chips(page)).drawn).toBeGreaterThan(10)
    await page.getByRole('button', { name: 'Expand menu' }).click()
    await page.locator('.atrium-calendar--month.atrium-calendar--compact').waitFor()
  })
})
