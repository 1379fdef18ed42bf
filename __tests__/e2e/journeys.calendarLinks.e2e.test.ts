/** @jest-environment node */
// A walk found the calendar's events and the timeline's bars drawn as buttons: a middle click, Ctrl+click, "Open in new
// tab" and "Copy link address" did nothing, and hovering showed no address (a table's Show had become a link). They are
// links now, to the address their click opens. Walked from the menu at 1280×800 (Events: a month's event, a week's timed
// event; Tasks: a bar) and 375×812 (Events: the chosen day's list under the month, the week's list; Tasks: a bar):
// hovering one points at its address, Ctrl+click opens the record in a new tab, signed in, the page left as it was (a
// Ctrl+click on a month's event no longer reaches its day, which would open Create there); a plain click, or Enter,
// opens the record over the list as before, without loading the page again.
import type { Locator, Page } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { DESKTOP, PHONE, settled } from './support/lookPages'
import { useLinkTabs, type Size } from './support/linkTabs'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()
const tabs = useLinkTabs(fixture)

/** Signed in, `entry` from the menu, its layout drawn and nothing busy; the page marked, to tell a reload. */
async function layoutFromMenu(size: Size, entry: 'Events' | 'Tasks'): Promise<Page> {
  const page = await tabs.fromMenuSignedIn(size, entry, entry.toLowerCase())
  await page.locator(entry === 'Events' ? '.atrium-calendar' : '.atrium-timeline-bar').first().waitFor()
  await settled(page)
  await page.evaluate(() => Object.assign(window, { atriumTestAlive: true }))
  return page
}

/** True while the page marked by `layoutFromMenu` is still the one shown (in-app navigation, no page load). */
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { atriumTestAlive?: boolean }).atriumTestAlive === true)

/** An event's or a bar's title: its text without its time (a chip's `<time>`, a day list's time line). */
const titleOf = (link: Locator) => link.evaluate((element) => {
  const time = element.querySelector('time, .atrium-calendar-agenda-time')
  return (element.textContent ?? '').replace(time?.textContent ?? '', '').trim()
})

const READ = /^\/editorial\/(events|tasks)\/list\/(events|tasks)\/read\/[^/?#]+(\?.*)?$/

/** Ctrl+click on `link` opens its record in a new tab (its frame headed by `title`); the page stays as it was. */
async function opensInNewTab(page: Page, link: Locator, size: Size, title: string): Promise<string> {
  const { tab, href } = await tabs.openInNewTab(page, link, size)
  expect(href).toMatch(READ)
  await tab.getByRole('dialog').getByRole('heading', { name: title }).waitFor()
  return href
}

/** A plain click on `link` (or Enter on it, with `key`) opens its record over the list, here; closed again by Escape. */
async function opensHere(page: Page, link: Locator, title: string, key = false): Promise<void> {
  const href = (await link.getAttribute('href'))!
  expect(href).toMatch(READ)
  if (key) {
    await link.focus()
    await page.keyboard.press('Enter')
    await page.waitForURL(new URL(href, fixture.demo.url).href)
  } else {
    await tabs.follow(page, link)
  }
  const frame = page.getByRole('dialog')
  await frame.getByRole('heading', { name: title }).waitFor()
  await page.keyboard.press('Escape')
  await frame.waitFor({ state: 'detached' })
  expect(new URL(page.url()).pathname).toMatch(/^\/editorial\/(events|tasks)\/list$/)
  expect(await samePage(page)).toBe(true)
}

test("at 1280×800 a month's event and a week's event are links to the event: a new tab by Ctrl+click (no Create on its day), here by a click or Enter", async () => {
  const page = await layoutFromMenu(DESKTOP, 'Events')
  await screenshotOnFailure(page, async () => {
    const month = page.locator('.atrium-calendar--month')
    const chip = month.getByRole('link').first()
    await chip.waitFor()
    expect(await chip.evaluate((element) => element.classList.contains('atrium-calendar-event'))).toBe(true)
    const title = await titleOf(chip)
    await opensInNewTab(page, chip, DESKTOP, title)
    await opensHere(page, chip, title)

    // The week's own records drawn (a link picked from the month's would be another event once they come in).
    await page.getByRole('button', { name: 'Week', exact: true }).click()
    await settled(page)
    const timed = page.locator('.atrium-calendar--week .atrium-calendar-hours').getByRole('link').first()
    await timed.waitFor()
    const timedTitle = await titleOf(timed)
    await opensHere(page, timed, timedTitle, true)
    await opensInNewTab(page, timed, DESKTOP, timedTitle)
    tabs.expectNoProblems()
  })
})

test("at 375×812 the chosen day's events under the month and the week's list are links to the event: a new tab by Ctrl+click, here by a tap or Enter", async () => {
  const page = await layoutFromMenu(PHONE, 'Events')
  await screenshotOnFailure(page, async () => {
    const busy = page.locator('.atrium-calendar--month [role=gridcell]:has(.atrium-calendar-dot)').first()
    await busy.click()
    const listed = page.locator('.atrium-calendar-agenda').getByRole('link').first()
    await listed.waitFor()
    const title = (await listed.locator('.atrium-calendar-agenda-title').innerText()).trim()
    await opensInNewTab(page, listed, PHONE, title)
    await opensHere(page, listed, title)

    await page.getByRole('button', { name: 'Week', exact: true }).click()
    await settled(page)
    const inWeek = page.locator('.atrium-calendar-agenda.atrium-calendar--week').getByRole('link').first()
    await inWeek.waitFor()
    const weekTitle = (await inWeek.locator('.atrium-calendar-agenda-title').innerText()).trim()
    await opensHere(page, inWeek, weekTitle, true)
    await opensInNewTab(page, inWeek, PHONE, weekTitle)
    tabs.expectNoProblems()
  })
})

test.each([['1280×800', DESKTOP], ['375×812', PHONE]] as const)("at %s a timeline's bar is a link to the task: a new tab by Ctrl+click, here by a click or Enter", async (_name, size) => {
  const page = await layoutFromMenu(size, 'Tasks')
  await screenshotOnFailure(page, async () => {
    const bars = page.locator('.atrium-timeline').getByRole('link')
    // A bar shown whole, right of the sticky group labels (a click at the centre of one under them would hit the label).
    const index = await bars.evaluateAll((links) => {
      const scroller = document.querySelector('.atrium-timeline-scroll')!.getBoundingClientRect()
      const labels = document.querySelector('.atrium-timeline-row-header')!.getBoundingClientRect()
      return links.findIndex((link) => {
        const box = link.getBoundingClientRect()
        return box.left >= labels.right && box.right <= scroller.right && box.width >= 40
      })
    })
    expect(index).toBeGreaterThanOrEqual(0)
    const bar = bars.nth(index)
    const title = await titleOf(bar)
    expect(await bar.getAttribute('aria-label')).toMatch(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `))
    await opensInNewTab(page, bar, size, title)
    await opensHere(page, bar, title)
    await opensHere(page, bar, title, true)
    tabs.expectNoProblems()
  })
})
