/** @jest-environment node */
// The desktop month, in Chromium against the demo at 1280×800, Events reached from the menu. A walk saw 41 of its 42
// events cut to their time and a few letters ("12:30 PM Quart…", "11:00 AM Securi…"): one line each in a 132 px day.
// Now, as in FullCalendar's or Google's month, each event shows its time on a line of its own and its title under it,
// wrapped (three lines at most); a day holding more than three events shows two and "+N more", which opens that day.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { membersOf, signInToApi } from './support/demoApi'
import { charactersShown } from './support/look'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesPages } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const editorialPage = useArticlesPages(fixture, 'editorial')

/** Events from the menu, drawn as a month (the layout and view last chosen may be others); resolves once its events are drawn. */
async function monthFromMenu(page: Page): Promise<void> {
  await fromMenu(page, 'Events')
  const calendar = page.getByRole('radio', { name: 'Calendar' })
  await calendar.waitFor()
  if (!(await calendar.isChecked())) await calendar.click()
  await page.getByRole('button', { name: 'Month', exact: true }).click()
  await page.locator('.atrium-calendar--month .atrium-calendar-event').first().waitFor()
  await settled(page)
}

test('at 1280×800 the month shows every event\'s time and whole title, the time on a line of its own', async () => {
  const page = await editorialPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await monthFromMenu(page)
    const shown = await charactersShown(page, '.atrium-calendar--month .atrium-calendar-event')
    expect(shown.length).toBeGreaterThan(20)
    expect(shown.filter(({ shown, total }) => shown < total)).toEqual([])
    // The time above the title: its line ends before the title's first letter starts.
    const layouts = await page.locator('.atrium-calendar--month .atrium-calendar-event:has(time)').evaluateAll((events) => events.map((event) => {
      const time = event.querySelector('time')!
      // The title's first letter: the first one after the time.
      const walker = document.createTreeWalker(event, NodeFilter.SHOW_TEXT)
      let node = walker.nextNode() as Text | null
      while (node && (time.contains(node) || node.data.trim() === '')) node = walker.nextNode() as Text | null
      const letter = document.createRange()
      const start = node!.data.search(/\S/)
      letter.setStart(node!, start)
      letter.setEnd(node!, start + 1)
      return { below: letter.getBoundingClientRect().top >= time.getBoundingClientRect().bottom - 0.5, text: event.textContent }
    }))
    expect(layouts.length).toBeGreaterThan(20)
    expect(layouts.filter(({ below }) => !below)).toEqual([])
  })
})

test('at 1280×800 a day holding more than three events shows two and "+N more", which opens the day with all of them', async () => {
  const page = await editorialPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    // Five events moved to today, at 9:00, 10:00 … 13:00 (local time).
    const api = await signInToApi(fixture.demo.url)
    const events = membersOf<{ id: number | string; title: string }>(await api.get('/api/events?itemsPerPage=5'))
    const at = await page.evaluate(() => [9, 10, 11, 12, 13].map((hour) => {
      const now = new Date()
      return [new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour).toISOString(), new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, 30).toISOString()]
    }))
    for (const [index, event] of events.entries()) {
      expect((await api.patch(`/api/events/${encodeURIComponent(String(event.id))}`, { startsAt: at[index][0], endsAt: at[index][1] })).status).toBe(200)
    }
    await monthFromMenu(page)
    const today = page.locator('.atrium-calendar--month [role=gridcell][aria-current=date]')
    const more = today.getByRole('button', { name: /^\+\d+ more$/ })
    await more.waitFor()
    const count = Number((await more.innerText()).match(/\d+/)![0])
    expect(await today.locator('.atrium-calendar-event').count()).toBe(2)
    expect(count + 2).toBeGreaterThanOrEqual(5)
    await more.click()
    // The day view of today: each of the five there.
    await page.locator('.atrium-calendar--day').waitFor()
    expect(await page.getByRole('button', { name: 'Day', exact: true }).getAttribute('aria-pressed')).toBe('true')
    for (const { title } of events) await page.locator('.atrium-calendar--day .atrium-calendar-event', { hasText: title }).first().waitFor()
    expect(await page.locator('.atrium-calendar--day .atrium-calendar-event').count()).toBe(count + 2)
  })
})

// A walk at 1280×800 found the days of the next month (March 1–14 under February) numbered larger than the month's
// own (16 px against 13.6 px): their rule reset the font. They are muted, of the same size, at both widths.
test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)("the month's days of the months around it are numbered as its own, only muted (%s)", async (_size, size) => {
  const page = await editorialPage(size)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Events')
    const calendar = page.getByRole('radio', { name: 'Calendar' })
    await calendar.waitFor()
    if (!(await calendar.isChecked())) await calendar.click()
    await page.locator('.atrium-calendar--month').waitFor()
    await settled(page)
    const look = (selector: string) => page.locator(selector).first().evaluate((element) => {
      const style = getComputedStyle(element)
      return { size: style.fontSize, weight: style.fontWeight, colour: style.color }
    })
    const inside = await look('.atrium-calendar-cell:not(.atrium-calendar-cell--outside):not(.atrium-calendar-cell--today) .atrium-calendar-day-number')
    const outside = await look('.atrium-calendar-cell--outside .atrium-calendar-day-number')
    expect(outside.size).toBe(inside.size)
    expect(outside.weight).toBe(inside.weight)
    expect(outside.colour).not.toBe(inside.colour)
  })
})
