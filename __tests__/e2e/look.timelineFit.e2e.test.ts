/** @jest-environment node */
// The Tasks timeline, in Chromium against the demo, from the menu. A walk at 1280×800 saw its header say
// "Dec 7 – Dec 27" while about 17½ of the 21 days fitted (1,168 px of days in a 992 px box), bars cut to "Mi…",
// "Sh…", "Document…", and at 375×812 each team's rows ~200 px high for bars off to the right. Now the days shown fit the
// box (whole weeks: two at 1280, one on a phone), so the header's range is what shows; a bar too short for its title
// has it beside it; a phone's team name is a line above bars taking the whole width, each team as high as its bars.
import type { Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { charactersShown, sidewaysOverflow } from './support/look'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesPages } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const editorialPage = useArticlesPages(fixture, 'editorial')

async function timelineFromMenu(page: Page): Promise<void> {
  await fromMenu(page, 'Tasks')
  const radio = page.getByRole('radio', { name: 'Timeline' })
  await radio.waitFor()
  if (!(await radio.isChecked())) await radio.click()
  await page.locator('.atrium-timeline-bar').first().waitFor()
  await settled(page)
}

describe.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)('at %s', (_name, size) => {
  test('the header names the days that show, every one of them inside the box', async () => {
    const page = await editorialPage(size)
    await screenshotOnFailure(page, async () => {
      await timelineFromMenu(page)
      const span = await page.evaluate(() => {
        const box = document.querySelector('.atrium-timeline-scroll')!
        const edges = box.getBoundingClientRect()
        const heads = [...box.querySelectorAll('.atrium-timeline-day')].map((head) => {
          const rect = head.getBoundingClientRect()
          return { inside: rect.left >= edges.left - 0.5 && rect.right <= edges.left + box.clientWidth + 0.5, label: head.querySelector('time')!.getAttribute('aria-label')! }
        })
        return { cut: box.scrollWidth - box.clientWidth, heads, title: document.querySelector('.atrium-timeline .atrium-layout-toolbar-title')!.textContent! }
      })
      expect(span.cut).toBeLessThanOrEqual(0)
      expect(span.heads.length).toBeGreaterThanOrEqual(7)
      expect(span.heads.filter((head) => !head.inside)).toEqual([])
      expect(span.title).toBe(`${span.heads[0].label} – ${span.heads[span.heads.length - 1].label}`)
      expect(await sidewaysOverflow(page)).toBe(0)
    })
  })

  test('a bar that goes on past the days shown says so with an arrow on that side, clear of its title', async () => {
    const page = await editorialPage(size)
    await screenshotOnFailure(page, async () => {
      await timelineFromMenu(page)
      const bars = await page.locator('.atrium-timeline-bar').evaluateAll((elements) => elements.map((bar) => {
        const text = [...bar.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
        const range = document.createRange()
        if (text) range.selectNodeContents(text)
        return {
          start: bar.hasAttribute('data-clipped-start'), end: bar.hasAttribute('data-clipped-end'),
          before: getComputedStyle(bar, '::before').content, after: getComputedStyle(bar, '::after').content,
          // Where the title drawn in the bar begins and ends, from the bar's own edges (px).
          fromLeft: text ? range.getBoundingClientRect().left - bar.getBoundingClientRect().left : undefined,
          fromRight: text ? bar.getBoundingClientRect().right - range.getBoundingClientRect().right : undefined,
        }
      }))
      // The demo's tasks run around today: some began before the days shown, some end after them.
      expect(bars.filter((bar) => bar.start).length).toBeGreaterThan(0)
      expect(bars.filter((bar) => bar.end).length).toBeGreaterThan(0)
      for (const bar of bars) {
        expect(bar.before.includes('◂')).toBe(bar.start)
        expect(bar.after.includes('▸')).toBe(bar.end)
        // The arrow's room (1.25rem, the arrow 1rem wide) is left clear of the title.
        if (bar.start && bar.fromLeft !== undefined) expect(bar.fromLeft).toBeGreaterThanOrEqual(16)
        if (bar.end && bar.fromRight !== undefined) expect(bar.fromRight).toBeGreaterThanOrEqual(16)
      }
    })
  })

  test('every bar\'s title is drawn whole: in its bar, or beside a bar too short for it, inside the box', async () => {
    const page = await editorialPage(size)
    await screenshotOnFailure(page, async () => {
      await timelineFromMenu(page)
      const inBars = await charactersShown(page, '.atrium-timeline-bar:not(:has(.atrium-timeline-bar-label))')
      const beside = await charactersShown(page, '.atrium-timeline-bar-label')
      expect(inBars.length + beside.length).toBeGreaterThanOrEqual(10)
      expect([...inBars, ...beside].filter(({ shown, total }) => shown < total)).toEqual([])
      // A title beside its bar lies inside the timeline's box, over no other bar.
      const overlaps = await page.evaluate(() => {
        const box = document.querySelector('.atrium-timeline-scroll')!.getBoundingClientRect()
        const bars = [...document.querySelectorAll('.atrium-timeline-bar')].map((bar) => bar.getBoundingClientRect())
        return [...document.querySelectorAll('.atrium-timeline-bar-label')].filter((label) => {
          const rect = label.getBoundingClientRect()
          const outside = rect.left < box.left - 0.5 || rect.right > box.right + 0.5
          const covering = bars.some((bar) => bar.top < rect.bottom - 1 && bar.bottom > rect.top + 1 && bar.left < rect.right - 1 && bar.right > rect.left + 1)
          return outside || covering
        }).map((label) => label.textContent)
      })
      expect(overlaps).toEqual([])
    })
  })
})

test('at 375×812 a team is a line with its name, then its bars across the whole width, as high as its bars need', async () => {
  const page = await editorialPage(PHONE)
  await screenshotOnFailure(page, async () => {
    await timelineFromMenu(page)
    const rows = await page.evaluate(() => {
      const box = document.querySelector('.atrium-timeline-scroll')!.getBoundingClientRect()
      return [...document.querySelectorAll('.atrium-timeline-row')].map((row) => {
        const name = row.querySelector('.atrium-timeline-row-header')!.getBoundingClientRect()
        const track = row.querySelector('.atrium-timeline-track')!.getBoundingClientRect()
        const lowest = Math.max(track.top, ...[...row.querySelectorAll('.atrium-timeline-bar')].map((bar) => bar.getBoundingClientRect().bottom))
        return { above: name.bottom <= track.top + 0.5, wide: Math.abs(track.left - box.left) <= 0.5 && Math.abs(track.right - box.right) <= 0.5, emptyBelow: Math.round(track.bottom - lowest) }
      })
    })
    expect(rows.length).toBeGreaterThanOrEqual(2)
    for (const row of rows) {
      expect(row.above).toBe(true)
      expect(row.wide).toBe(true)
      // No lane kept for bars off to the side: under the lowest bar, the track's own margin only (.25rem), or one empty
      // lane (2rem) for a team with no bar on these days.
      expect(row.emptyBelow).toBeLessThanOrEqual(36)
    }
  })
})
