/** @jest-environment node */
// Paging a calendar or a timeline into days with nothing on them, in Chromium against the demo, from the menu. A walk
// at 1280×800 saw "No events on these dates." (and "No tasks…") inserted above the date navigation: the month's title
// and Previous/Today/Next went 104 px down (Events y 194 → 298, Tasks 269 → 373), so Next moved from under the pointer
// while a person clicked through months; the empty timeline was then a bare strip of day headers. Now the message is
// drawn in the layout's body, under its navigation, and the navigation stays where it is from the first page to the last.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesPages } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const editorialPage = useArticlesPages(fixture, 'editorial')

/**
 * Clicks Next until the layout says none of its days holds a record; returns where Next and the days' first row (`days`)
 * were (rounded) before each click and after the last.
 */
async function pageToEmptyDays(page: Page, note: RegExp, days: string): Promise<{ x: number; y: number; days: number }[]> {
  const next = page.getByRole('button', { name: 'Next', exact: true })
  const title = page.locator('.atrium-layout-toolbar-title').first()
  const places: { x: number; y: number; days: number }[] = []
  const place = async () => {
    const box = (await next.boundingBox())!
    const first = (await page.locator(days).first().boundingBox())!
    places.push({ x: Math.round(box.x), y: Math.round(box.y), days: Math.round(first.y) })
  }
  for (let step = 0; step < 8; step += 1) {
    await place()
    if (await page.getByText(note).isVisible()) return places
    const before = await title.innerText()
    await next.click()
    await page.waitForFunction((text) => document.querySelector('.atrium-layout-toolbar-title')?.textContent !== text, before)
    await settled(page)
  }
  throw new Error(`no empty days within 8 pages (${note})`)
}

const cases = [
  ['Events', 'Calendar', /^No events on these dates\.$/, '.atrium-calendar', '.atrium-calendar-row'],
  ['Tasks', 'Timeline', /^No tasks on these dates\.$/, '.atrium-timeline', '.atrium-timeline-header'],
] as const

describe.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('at %s', (_name, size) => {
  test.each(cases)('%s: paging into empty days moves neither the navigation nor the days; the message is in the layout, under its navigation', async (menu, kind, note, root, days) => {
    const page = await editorialPage(size)
    await screenshotOnFailure(page, async () => {
      await fromMenu(page, menu)
      const radio = page.getByRole('radio', { name: kind })
      await radio.waitFor()
      if (!(await radio.isChecked())) await radio.click()
      await page.locator(root).first().waitFor()
      await settled(page)
      const places = await pageToEmptyDays(page, note, days)
      // At least one move: the first page (today's) holds records.
      expect(places.length).toBeGreaterThan(1)
      expect(new Set(places.map(({ x, y, days }) => `${x},${y},${days}`)).size).toBe(1)
      // The message: inside the layout, below its navigation, on screen (not off to the side of a wide timeline).
      const message = page.getByText(note)
      const inLayout = await message.evaluate((element, root) => element.closest(root) !== null, root)
      expect(inLayout).toBe(true)
      const box = (await message.boundingBox())!
      const next = (await page.getByRole('button', { name: 'Next', exact: true }).boundingBox())!
      expect(box.y).toBeGreaterThanOrEqual(next.y + next.height)
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(size.width)
    })
  })
})

test('at 1280×800 an empty timeline still draws its days: a body with a line per day under the day headers', async () => {
  const page = await editorialPage(DESKTOP)
  await screenshotOnFailure(page, async () => {
    await fromMenu(page, 'Tasks')
    const radio = page.getByRole('radio', { name: 'Timeline' })
    await radio.waitFor()
    if (!(await radio.isChecked())) await radio.click()
    await page.locator('.atrium-timeline').waitFor()
    await settled(page)
    await pageToEmptyDays(page, /^No tasks on these dates\.$/, '.atrium-timeline-header')
    const body = await page.evaluate(() => {
      const header = document.querySelector('.atrium-timeline-header')!.getBoundingClientRect()
      const scroll = document.querySelector('.atrium-timeline-scroll')!.getBoundingClientRect()
      const track = document.querySelector('.atrium-timeline-track')
      return { under: scroll.bottom - header.bottom, lines: track ? getComputedStyle(track).backgroundImage : 'none' }
    })
    // Room under the day headers (it was 0: a bare strip of headers), drawn with the days' lines.
    expect(body.under).toBeGreaterThanOrEqual(120)
    expect(body.lines).toContain('linear-gradient')
  })
})
