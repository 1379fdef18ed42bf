/** @jest-environment node */
// What a walk of the demo found unfinished in its calendar and timeline, in Chromium, reached from the menu: the
// week's hour labels in a column of their own (the days equal), the week's events in whole lines (a list of days on a
// phone), an event from midnight in the grid, the calendar's buttons on one row on a phone, the timeline's day heads
// of one height, its phone label column narrow and its cut-off days cued on the side where they are.
import { useDemoFixture } from './support/demoFixture'
import { membersOf, signInToApi } from './support/demoApi'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesPages } from './support/lookPages'
import { boxes, charactersShown, drawnLightness, sidewaysOverflow } from './support/look'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const editorialPage = useArticlesPages(fixture, 'editorial')

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

test("the week's events show whole lines of their text, never one cut through (desktop)", async () => {
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
    // A one-line event keeps its time and title on that line; a longer one wraps.
    for (const { lines, wrap } of texts) expect(wrap).toBe(Math.round(lines) === 1 ? 'nowrap' : 'normal')
    expect(texts.some(({ lines }) => Math.round(lines) > 1)).toBe(true)
  })
})

test("at 375×812 the week is a list of its seven days, each event's time and title whole, and the keyboard opens one", async () => {
  const page = await editorialPage(PHONE)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Events')
    const calendar = page.getByRole('radio', { name: 'Calendar' })
    await calendar.waitFor()
    if (!(await calendar.isChecked())) await calendar.click()
    await page.getByRole('button', { name: 'Week', exact: true }).click()
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
    // An event is a button: Enter opens its record.
    const first = week.getByRole('button', { name: /\d{1,2}:\d{2}|All day/ }).first()
    const title = (await first.locator('.atrium-calendar-agenda-title').innerText()).trim()
    await first.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog').getByText(title).first().waitFor()
  })
})

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)("the timeline's day heads are all one height, its group labels narrow on a phone, its cut-off days cued (%s)", async (_name, size) => {
  const page = await editorialPage(size)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Tasks')
    await page.locator('.atrium-timeline-row').first().waitFor()
    const heads = await boxes(page, '.atrium-timeline-day time')
    expect(new Set(heads.map((head) => head.height)).size).toBe(1)
    const label = (await boxes(page, '.atrium-timeline-row .atrium-timeline-row-header'))[0]
    if (size === PHONE) expect(label.width).toBeLessThanOrEqual(96)
    expect(await sidewaysOverflow(page)).toBe(0)
    // Days cut off at the right edge are cued by a shade there (covered once scrolled to the end): none before.
    const scroller = page.locator('.atrium-timeline-scroll')
    const cue = await scroller.evaluate((element) => ({ cut: element.scrollWidth > element.clientWidth, image: getComputedStyle(element).backgroundImage, attached: getComputedStyle(element).backgroundAttachment }))
    if (size === PHONE) expect(cue.cut).toBe(true)
    expect({ shade: /radial-gradient/.test(cue.image), attached: cue.attached }).toEqual({ shade: true, attached: 'local, local, scroll, scroll' })
  })
})

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)("the timeline shades the side where days are cut off: the right at the start, both sides scrolled halfway, the left at the end (%s)", async (_name, size) => {
  const page = await editorialPage(size)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Tasks')
    await page.locator('.atrium-timeline-row').first().waitFor()
    await settled(page)
    const scroller = page.locator('.atrium-timeline-scroll')
    // The bars are hidden while the shades are read: drawn over the box's background, they hide them in places.
    await page.addStyleTag({ content: '.atrium-timeline-bar{visibility:hidden}' })
    // The page scrolled so that the middle of the timeline's box, where its shades are darkest, is on screen.
    await scroller.evaluate((element) => { const box = element.getBoundingClientRect(); window.scrollBy(0, box.top + box.height / 2 - innerHeight / 2) })
    const edges = await scroller.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const label = element.querySelector('.atrium-timeline-row .atrium-timeline-row-header')!.getBoundingClientRect()
      return { cut: element.scrollWidth - element.clientWidth, left: label.right, right: box.left + element.clientWidth, middle: Math.max(box.top, 0) + (Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) / 2 }
    })
    expect(edges.cut).toBeGreaterThan(0)
    // Just inside each edge of the days (right of the sticky group labels, left of the box's end), and between them.
    const read = async () => ({
      left: await drawnLightness(page, { x: edges.left + 1, y: edges.middle - 20, width: 4, height: 40 }),
      right: await drawnLightness(page, { x: edges.right - 5, y: edges.middle - 20, width: 4, height: 40 }),
      open: await drawnLightness(page, { x: (edges.left + edges.right) / 2, y: edges.middle - 20, width: 4, height: 40 }),
    })
    const shaded = async (scrollLeft: number) => {
      await scroller.evaluate((element, left) => { element.scrollLeft = left }, scrollLeft)
      await page.waitForFunction((left) => Math.abs(document.querySelector('.atrium-timeline-scroll')!.scrollLeft - left) <= 1, scrollLeft)
      const light = await read()
      // A shade: at least 8 levels darker than the open background between the edges.
      return { left: light.open - light.left >= 8, right: light.open - light.right >= 8 }
    }
    expect(await shaded(0)).toEqual({ left: false, right: true })
    expect(await shaded(Math.round(edges.cut / 2))).toEqual({ left: true, right: true })
    expect(await shaded(edges.cut)).toEqual({ left: true, right: false })
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
    await fromMenu(page, 'Events')
    const calendar = page.getByRole('radio', { name: 'Calendar' })
    await calendar.waitFor()
    if (!(await calendar.isChecked())) await calendar.click()
    await page.getByRole('button', { name: 'Week', exact: true }).click()
    const hours = page.locator('.atrium-calendar--week .atrium-calendar-hours')
    const drawn = hours.getByRole('button', { name: new RegExp(`12:00.*${event.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    await drawn.first().waitFor()
    expect(await page.locator('.atrium-calendar--week .atrium-calendar-allday').getByRole('button', { name: event.title, exact: true }).count()).toBe(0)
  })
})
