/** @jest-environment node */
// What a walk of the demo found unfinished in its calendar and timeline, in Chromium, reached from the menu: the
// week's hour labels in a column of their own (the days equal), the week's events in whole lines (a list of days on a
// phone), an event from midnight in the grid, the calendar's buttons on one row on a phone, the timeline's day heads
// of one height, none cut off at its side, a phone's group names above their bars; a phone's month as
// dots with the chosen day's events under it; the week and the timeline's span kept in the URL; the focus after a
// timeline move; the time grid opening at 08:00 with overlapping events side by side.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { membersOf, signInToApi } from './support/demoApi'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesPages } from './support/lookPages'
import { boxes, charactersShown, sidewaysOverflow } from './support/look'
import { SCREENSHOT_DIR, screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const signedInPage = useArticlesPages(fixture)
const editorialPage = useArticlesPages(fixture, 'editorial')

/** Events from the menu, drawn as a calendar (the layout last chosen may be the table). */
async function calendarFromMenu(page: Page): Promise<void> {
  await fromMenu(page, 'Events')
  const calendar = page.getByRole('radio', { name: 'Calendar' })
  await calendar.waitFor()
  if (!(await calendar.isChecked())) await calendar.click()
}

test.each([['desktop', DESKTOP, 'Week', 7], ['phone', PHONE, 'Day', 1]] as const)('the time grid (%s: %s) has its hour labels in a column of their own, its days equally wide', async (_name, size, view, count) => {
  const page = await editorialPage(size)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Events')
    await page.getByRole('button', { name: view, exact: true }).click()
    const grid = `.atrium-calendar--${view.toLowerCase()}`
    await page.locator(`${grid} .atrium-calendar-hours`).first().waitFor()
    const days = await boxes(page, `${grid} .atrium-calendar-cell`)
    expect(days).toHaveLength(count)
    const widths = days.map((day) => day.width)
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1)
    // Every hour's label lies left of Monday, none inside a day.
    const labels = await boxes(page, '.atrium-calendar-gutter .atrium-calendar-hour')
    expect(labels).toHaveLength(24)
    for (const label of labels) expect(label.left + label.width).toBeLessThanOrEqual(days[0].left)
    expect(await page.locator('.atrium-calendar-cell .atrium-calendar-hour').count()).toBe(0)
    // The first hour shown (08 in the demo's week, or earlier) is readable under the days' numbers, not under the mask.
    const visible = await page.evaluate(() => {
      const scroller = document.querySelector<HTMLElement>('.atrium-calendar-row:has(.atrium-calendar-hours)')!
      const mask = scroller.querySelector('.atrium-calendar-day-number')!.getBoundingClientRect().bottom
      const bottom = scroller.getBoundingClientRect().bottom
      return [...document.querySelectorAll('.atrium-calendar-gutter .atrium-calendar-hour')].filter((label) => {
        const box = label.getBoundingClientRect()
        return box.top >= mask && box.bottom <= bottom
      }).length
    })
    expect(visible).toBeGreaterThanOrEqual(4)
    expect(await sidewaysOverflow(page)).toBe(0)
  })
})

test("the week's events show whole lines of their text, never one cut through, their titles first and whole where they have room (desktop)", async () => {
  const page = await editorialPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Events')
    await page.getByRole('button', { name: 'Week', exact: true }).click()
    const events = page.locator('.atrium-calendar--week .atrium-calendar-hours .atrium-calendar-event')
    await events.first().waitFor()
    const texts = await events.evaluateAll((buttons) => buttons.map((button) => {
      const text = button.querySelector('.atrium-calendar-event-text')!
      const [outer, inner] = [button.getBoundingClientRect(), text.getBoundingClientRect()]
      const style = getComputedStyle(text)
      return { lines: inner.height / parseFloat(style.lineHeight), overhang: inner.bottom - (outer.bottom - parseFloat(getComputedStyle(button).paddingBottom)), wrap: style.whiteSpace }
    }))
    expect(texts.length).toBeGreaterThan(2)
    for (const { lines, overhang } of texts) {
      // The text's box holds whole lines and ends inside the event (less its padding): no line is cut through.
      expect(Math.abs(lines - Math.round(lines))).toBeLessThan(0.05)
      expect(overhang).toBeLessThanOrEqual(0.5)
    }
    // A one-line event keeps its title and time on that line; a longer one wraps.
    for (const { lines, wrap } of texts) expect(wrap).toBe(Math.round(lines) === 1 ? 'nowrap' : 'normal')
    expect(texts.some(({ lines }) => Math.round(lines) > 1)).toBe(true)
    // Each says its title first, then its time (it showed "3:30 PM Sprint …", two side by side "Laun…", "Road…"); one of
    // 45 minutes or more alone across its day shows its whole title, wrapped in its box.
    const titles = await events.evaluateAll((links) => links.map((link) => {
      const text = link.querySelector('.atrium-calendar-event-text')!
      const title = link.getAttribute('title')!.replace(/^\d{1,2}:\d{2}( [AP]M)? /, '')
      const box = text.getBoundingClientRect()
      const day = link.closest('.atrium-calendar-hours')!.getBoundingClientRect()
      const node = text.firstChild as Text
      const range = document.createRange()
      let drawn = 0
      for (let index = 0; index < title.length; index += 1) {
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        const glyph = range.getBoundingClientRect()
        if (/\s/.test(title[index]) || (glyph.width > 0 && glyph.right <= box.right + 0.5 && glyph.bottom <= box.bottom + 0.5)) drawn += 1
      }
      const place = link.getBoundingClientRect()
      return { title, first: (text.textContent ?? '').startsWith(title), whole: drawn === title.length, roomy: place.height >= 35 && place.width >= day.width * 0.9 }
    }))
    expect(titles.filter(({ first }) => !first)).toEqual([])
    expect(titles.filter(({ roomy }) => roomy).length).toBeGreaterThan(2)
    expect(titles.filter(({ roomy, whole }) => roomy && !whole).map(({ title }) => title)).toEqual([])
  })
})

test("at 375×812 the week is a list of its seven days, each event's time and title whole, and the keyboard opens one", async () => {
  const page = await editorialPage(PHONE)
  await screenshotOnFailure(page, async () => {
    await calendarFromMenu(page)
    await page.getByRole('button', { name: 'Week', exact: true }).click()
    // The week drawn before its title is read (read at once, it could still be the month's).
    await page.locator('.atrium-calendar--week').waitFor()
    const week = page.getByRole('list', { name: await page.locator('.atrium-calendar h2').innerText() })
    await week.locator('.atrium-calendar-agenda-event').first().waitFor()
    await settled(page)
    expect(await week.getByRole('heading', { level: 3 }).count()).toBe(7)
    // Seven time grids in 320 px showed 2 to 9 letters a line of each event ("Ed… m… no…").
    expect(await page.locator('.atrium-calendar-hours').count()).toBe(0)
    const shown = await charactersShown(page, '.atrium-calendar--week .atrium-calendar-agenda-event')
    expect(shown.length).toBeGreaterThan(2)
    expect(shown.filter(({ shown, total }) => shown < total)).toEqual([])
    for (const { text } of shown) expect(text).toMatch(/^(\d{1,2}:\d{2}( [AP]M)?( – \d{1,2}:\d{2}( [AP]M)?)?|All day) \S/)
    expect(await sidewaysOverflow(page)).toBe(0)
    // An event is a link: Enter opens its record.
    const first = week.getByRole('link', { name: /\d{1,2}:\d{2}|All day/ }).first()
    const title = (await first.locator('.atrium-calendar-agenda-title').innerText()).trim()
    await first.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').getByText(title).first().waitFor()
  })
})

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)("the timeline's day heads are all one height, no day cut off at its side, a phone's group names above their bars (%s)", async (_name, size) => {
  const page = await editorialPage(size)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Tasks')
    await page.locator('.atrium-timeline-row').first().waitFor()
    const heads = await boxes(page, '.atrium-timeline-day time')
    expect(new Set(heads.map((head) => head.height)).size).toBe(1)
    // The days shown fit the box (they were cued by a shade where cut off: look.timelineFit has the rest).
    const scroller = page.locator('.atrium-timeline-scroll')
    expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
    // On a phone, a group's name is a line above its bars, which take the whole width (a 5.5rem column took a quarter).
    const [label] = await boxes(page, '.atrium-timeline-row .atrium-timeline-row-header')
    const [track] = await boxes(page, '.atrium-timeline-row .atrium-timeline-track')
    if (size === PHONE) {
      expect(label.top + label.height).toBeLessThanOrEqual(track.top)
      expect(track.left).toBe((await boxes(page, '.atrium-timeline-scroll'))[0].left)
    } else {
      expect(label.left + label.width).toBeLessThanOrEqual(track.left)
    }
    expect(await sidewaysOverflow(page)).toBe(0)
  })
})

test("at 375×812 the calendar's Previous, Today and Next share one row under the title, in month and week", async () => {
  const page = await editorialPage(PHONE)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Events')
    await page.locator('.atrium-calendar--month').waitFor()
    for (const view of ['Month', 'Week']) {
      await page.getByRole('button', { name: view, exact: true }).click()
      await page.locator(`.atrium-calendar--${view.toLowerCase()}`).waitFor()
      const tops = await Promise.all(['Previous', 'Today', 'Next'].map(async (name) => Math.round((await page.getByRole('button', { name, exact: true }).boundingBox())!.y)))
      expect(new Set(tops).size).toBe(1)
      const title = (await page.locator('.atrium-calendar h2').boundingBox())!
      expect(tops[0]).toBeGreaterThanOrEqual(Math.round(title.y + title.height))
    }
  })
})

test('an event from midnight to 1 AM is drawn in the week at midnight, not among the day-long events', async () => {
  const page = await editorialPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    const api = await signInToApi(fixture.demo.url)
    const [event] = membersOf<{ id: number; title: string }>(await api.get('/api/events?page=1&itemsPerPage=1'))
    // Midnight and 1 AM today where the browser is.
    const [start, end] = await page.evaluate(() => {
      const now = new Date()
      return [0, 1].map((hour) => new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour).toISOString())
    })
    expect((await api.patch(`/api/events/${event.id}`, { startsAt: start, endsAt: end })).status).toBe(200)
    await calendarFromMenu(page)
    await page.getByRole('button', { name: 'Week', exact: true }).click()
    const hours = page.locator('.atrium-calendar--week .atrium-calendar-hours')
    // Its title, then its time (the grid's order: the place says the time).
    const drawn = hours.getByRole('link', { name: new RegExp(`^${event.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} 12:00`) })
    await drawn.first().waitFor()
    expect(await page.locator('.atrium-calendar--week .atrium-calendar-allday').getByRole('link', { name: event.title, exact: true }).count()).toBe(0)
  })
})

test('at 375×812 the month shows dots on its days and the chosen day\'s events in full under it, a day chosen by a tap or the arrow keys', async () => {
  const page = await editorialPage(PHONE)
  await screenshotOnFailure(page, async () => {
    await calendarFromMenu(page)
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
    const events = page.locator('.atrium-calendar--week a.atrium-calendar-agenda-event')
    await events.first().waitFor()
    const names = await events.evaluateAll((links) => links.map((link) => (link.textContent ?? '').replace(/\s+/g, ' ')))
    expect(names.every((name) => /^(\d{1,2}:\d{2}.*?(AM|PM)?|All day) \S/.test(name))).toBe(true)
    const sides = await events.evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map((box) => [box.left, box.right]))
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

/**
 * Moves the first `count` events of the demo's API to the given hours of today (local time); returns a selector of each
 * one's event in the time grid, by its id (another event of the same title may fall on the same day and hour).
 */
async function eventsToday(hours: readonly [number, number][]): Promise<string[]> {
  const api = await signInToApi(fixture.demo.url)
  const events = membersOf<{ id: number | string; title: string }>(await api.get(`/api/events?itemsPerPage=${hours.length}`))
  const today = new Date()
  const at = (hour: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate(), Math.floor(hour), (hour % 1) * 60).toISOString()
  for (const [index, [start, end]] of hours.entries()) {
    const answer = await api.patch(`/api/events/${encodeURIComponent(String(events[index].id))}`, { startsAt: at(start), endsAt: at(end) })
    expect(answer.status).toBe(200)
  }
  return events.map(({ id }) => {
    const read = `/events/read/${encodeURIComponent(String(id))}`
    return `.atrium-calendar-hours .atrium-calendar-event:is([href$="${read}"], [href*="${read}?"])`
  })
}

// A phone's week is a list of its days (seven time grids in 320 px cut every title): its time grid is the day's.
test.each([['desktop', DESKTOP, 'week'], ['phone', PHONE, 'day']] as const)('the time grid (%s: %s) opens at 08:00 and lays overlapping events side by side', async (name, size, view) => {
  const page = await signedInPage(size)
  await screenshotOnFailure(page, async () => {
    // Three events today: two overlapping (09:00-10:30, 09:30-11:00), one apart (13:00-14:00).
    const [first, second, apart] = await eventsToday([[9, 10.5], [9.5, 11], [13, 14]])
    await page.goto(`${fixture.demo.url}/editorial/events/list?view=${view}`)
    const eventBox = async (selector: string) => {
      const event = page.locator(selector)
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
    await page.locator(first).waitFor()
    await page.waitForFunction(() => {
      const row = document.querySelector<HTMLElement>('.atrium-calendar-row:has(.atrium-calendar-hours)')
      const hours = row?.querySelector<HTMLElement>('.atrium-calendar-hours')
      return !!row && !!hours && Math.abs(row.scrollTop - 6 * hours.offsetHeight / 24) <= 1
    })
  })
})
