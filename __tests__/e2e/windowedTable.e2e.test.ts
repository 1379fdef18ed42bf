/** @jest-environment node */
// A list of 10,000 records on one page, in Chromium: the table draws a window of rows, the scrollbar
// spans every row, a scroll shows the rows of that place with their real aria-rowindex, and the
// keyboard reaches the last row (drawing and scrolling to it) and comes back; at desktop and phone widths.
import { spawnSync } from 'node:child_process'
import { readFile, mkdtemp, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import type { Page } from 'playwright-core'
import { describeViolations, seriousAxeViolations } from './support/axe'
import { launchBrowser, type TestBrowser } from './support/browser'
import { forgetRememberedLists } from './support/lookPages'
import { saveScreenshot, screenshotOnFailure } from './support/screenshots'
import { WINDOWED_ROW_HEIGHT } from '../../lib/layouts/table/tableWindowStyles'

const ROOT = join(__dirname, '..', '..')
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css' }

let browser: TestBrowser
let server: Server
let base: string
let outDir: string

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'atrium-windowed-'))
  const build = spawnSync(process.execPath, [join(__dirname, 'support/buildFixture.mjs'), join(__dirname, 'fixtures/windowedTableApp.tsx'), outDir], { cwd: ROOT, encoding: 'utf8' })
  if (build.status !== 0) throw new Error(`fixture build failed:\n${build.stderr}`)
  // Static files, and index.html for every other path (a single-page app).
  server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^(\.\.[/\\])+/, '')
    const file = TYPES[extname(path)] ? join(outDir, path) : join(outDir, 'index.html')
    readFile(file).then((body) => {
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      response.end(body)
    }, () => { response.writeHead(404); response.end() })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

/** Data rows in the DOM, with their aria-rowindex and first cell's text. */
const drawnRows = (page: Page) => page.$$eval('tbody tr[data-index]', (rows) => rows.map((row) => ({
  index: Number(row.getAttribute('aria-rowindex')), title: row.querySelectorAll('td')[1]?.textContent ?? '',
})))

/** Waits until the element is inside the table's window (not under its sticky header, not scrolled away). */
const inView = (page: Page, selector: string) => page.waitForFunction((css) => {
  const element = document.querySelector(css)
  const window = document.querySelector('.atrium-table__window')
  if (!element || !window) return false
  const box = element.getBoundingClientRect()
  const frame = window.getBoundingClientRect()
  const head = document.querySelector('thead th')!.getBoundingClientRect()
  return box.top >= head.bottom - 1 && box.bottom <= frame.bottom + 1
}, selector)

const title = (n: number) => `Record ${String(n).padStart(5, '0')}`

describe.each([
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 812 }],
])('a 10,000-row page in Chromium (%s)', (name, viewport) => {
  it('draws a window, scrolls to any place with real row indexes, and the keyboard reaches the last row and back', async () => {
    const page = await browser.newPage()
    await page.setViewportSize(viewport)
    // The other width's test sorted the list, which is remembered in the shared profile: each starts from the bare list.
    await forgetRememberedLists(page)
    // Whether a windowed table ever showed skeleton rows: its body's code is fetched while the list
    // loads, so the rows must come at once, not behind the Suspense fallback (which React holds ~300 ms).
    await page.addInitScript(() => {
      const seen = { skeletonInWindow: false }
      Object.assign(window, { windowedSkeleton: seen })
      new MutationObserver(() => {
        if (document.querySelector('.atrium-table--windowed tr.atrium-table__skeleton')) seen.skeletonInWindow = true
      }).observe(document, { childList: true, subtree: true })
    })
    try {
      await screenshotOnFailure(page, async () => {
        await page.goto(`${base}/`)
        // From the menu, as a person would.
        await page.getByRole('link', { name: 'Records' }).first().click().catch(async () => {
          // The phone layout folds the menu behind a button.
          await page.getByRole('button', { name: /menu/i }).first().click()
          await page.getByRole('link', { name: 'Records' }).first().click()
        })
        const table = page.getByRole('table')
        await table.locator(`tbody tr[aria-rowindex="2"]`).waitFor()
        expect(await table.getAttribute('aria-rowcount')).toBe('10001')
        // Every drawn row has the one height the window counts on (the list's look may not make it taller).
        const heights = await page.$$eval('tbody tr[data-index]', (rows) => rows.map((row) => Math.round(row.getBoundingClientRect().height)))
        expect([...new Set(heights)]).toEqual([WINDOWED_ROW_HEIGHT])
        const first = await drawnRows(page)
        expect(first[0]).toEqual({ index: 2, title: title(1) })
        expect(first.length).toBeGreaterThan(5)
        expect(first.length).toBeLessThan(120)
        expect(await page.evaluate(() => (window as unknown as { windowedSkeleton: { skeletonInWindow: boolean } }).windowedSkeleton)).toEqual({ skeletonInWindow: false })
        // A skeleton shows still, and pulses only once loading has lasted 0.4 s: a quick answer replaces
        // it before any animation starts (and before React handles an animationstart event).
        expect(await page.evaluate(() => {
          const probe = document.createElement('span')
          probe.className = 'atrium-skeleton'
          document.querySelector('.atrium-root')!.append(probe)
          const { animationName, animationDelay } = getComputedStyle(probe)
          probe.remove()
          return { animationName, animationDelay }
        })).toEqual({ animationName: 'atrium-pulse', animationDelay: '0.4s' })

        // A scroll down recycles the rows it scrolls out for the rows it scrolls in (no row created),
        // each showing its own record, its own selection and its own accessible names; back up, the
        // selected row is drawn selected again.
        // Each checkbox inside its own cell (its fixed 2.5rem column, not narrowed to 1 px by the plain table's rule).
        expect(await page.$$eval('tbody tr[data-index] td:first-child', (cells) => cells.slice(0, 5).map((cell) => {
          const box = cell.getBoundingClientRect()
          const input = cell.querySelector('input')!.getBoundingClientRect()
          return input.left >= box.left && input.right <= box.right
        }))).toEqual([true, true, true, true, true])
        await page.getByRole('checkbox', { name: `Select ${title(3)}` }).check()
        await page.locator('tbody tr[aria-rowindex="2"]').focus()
        await page.$eval('.atrium-table__window', (element, step) => { element.scrollTop = 20 * step }, WINDOWED_ROW_HEIGHT)
        await page.waitForFunction(() => document.querySelector('tbody tr[aria-rowindex="4"]') === null)
        await page.$$eval('tbody tr[data-index]', (rows) => { (window as unknown as { drawnBefore: Set<Element> }).drawnBefore = new Set(rows) })
        const before = await drawnRows(page)
        await page.$eval('.atrium-table__window', (element, step) => { element.scrollTop = 40 * step }, WINDOWED_ROW_HEIGHT)
        await page.waitForFunction((gone) => document.querySelector(`tbody tr[aria-rowindex="${gone}"]`) === null, before[1].index)
        const recycled = await page.$$eval('tbody tr[data-index]', (rows) => rows.map((row) => ({
          index: Number(row.getAttribute('aria-rowindex')), title: row.querySelectorAll('td')[1]?.textContent ?? '',
          label: row.querySelector('input')?.getAttribute('aria-label'), checked: row.querySelector('input')?.checked,
          old: (window as unknown as { drawnBefore: Set<Element> }).drawnBefore.has(row),
        })))
        expect(Math.max(...recycled.map((row) => row.index))).toBeGreaterThan(before[before.length - 1].index + 10)
        for (const row of recycled) expect(row).toEqual({ index: row.index, title: title(row.index - 1), label: `Select ${title(row.index - 1)}`, checked: false, old: true })
        await page.$eval('.atrium-table__window', (element) => { element.scrollTop = 0 })
        await page.waitForFunction(() => (document.querySelector('tbody tr[aria-rowindex="4"] input') as HTMLInputElement | null)?.checked === true)
        expect(await page.getByRole('checkbox', { name: `Select ${title(2)}` }).isChecked()).toBe(false)
        await page.getByRole('checkbox', { name: `Select ${title(3)}` }).uncheck()
        await page.locator('tbody tr[aria-rowindex="2"]').focus()

        // Scroll the window to the middle: the rows there are drawn, numbered as in the whole page.
        await page.$eval('.atrium-table__window', (element) => { element.scrollTop = element.scrollHeight / 2 })
        await page.waitForFunction(() => Number(document.querySelector('tbody tr[data-index]:not([tabindex="0"])')?.getAttribute('aria-rowindex')) > 4000)
        const middle = (await drawnRows(page)).filter((row) => row.index > 2)
        expect(middle.length).toBeGreaterThan(5)
        for (const row of middle) expect(row.title).toBe(title(row.index - 1))
        expect(Math.min(...middle.map((row) => row.index))).toBeGreaterThan(4000)
        expect(Math.max(...middle.map((row) => row.index))).toBeLessThan(6500)

        // Keyboard: from the first row, End reaches row 10,001 (drawn and scrolled into view), then back.
        await page.$eval('.atrium-table__window', (element) => { element.scrollTop = 0 })
        await page.locator('tbody tr[aria-rowindex="2"]').focus()
        await page.keyboard.press('End')
        await page.waitForFunction(() => document.activeElement?.getAttribute('aria-rowindex') === '10001')
        expect(await page.evaluate(() => document.activeElement?.querySelectorAll('td')[1]?.textContent)).toBe(title(10_000))
        await inView(page, 'tbody tr[aria-rowindex="10001"]')
        await page.keyboard.press('ArrowUp')
        await page.waitForFunction(() => document.activeElement?.getAttribute('aria-rowindex') === '10000')
        await page.keyboard.press('Home')
        await page.waitForFunction(() => document.activeElement?.getAttribute('aria-rowindex') === '2')
        await page.waitForFunction(() => document.querySelector('.atrium-table__window')!.scrollTop === 0)
        await inView(page, 'tbody tr[aria-rowindex="2"]')
        // Arrow Down through a page's worth of rows keeps the focused row in view (under the sticky header).
        for (let step = 0; step < 30; step += 1) await page.keyboard.press('ArrowDown')
        await page.waitForFunction(() => document.activeElement?.getAttribute('aria-rowindex') === '32')
        await inView(page, 'tbody tr[aria-rowindex="32"]')
        // The focused row's ring is drawn inside it (the window's box cut a ring drawn outside: the controls' focus
        // rule, 2 px outside, won over the windowed rows' own).
        expect(await page.evaluate(() => {
          const row = document.activeElement!
          const { outlineStyle, outlineOffset, outlineWidth } = getComputedStyle(row)
          return { visible: row.matches(':focus-visible'), outlineStyle, outlineOffset, outlineWidth }
        })).toEqual({ visible: true, outlineStyle: 'solid', outlineOffset: '-2px', outlineWidth: '2px' })

        // Sorting from the header re-sorts all 10,000 and shows the first of the new order; no column moves in
        // the table (on a phone the window scrolls sideways to the pressed header), and the headers show ↑ on
        // the sorted one, ↕ on the others.
        const headers = () => page.$$eval('thead th', (cells) => cells.map((cell) => {
          const cue = cell.querySelector('.atrium-table__sort-icon')
          return { x: cell.getBoundingClientRect().x - cell.closest('table')!.getBoundingClientRect().x, cue: cue && getComputedStyle(cue, '::before').content }
        }))
        const unsorted = await headers()
        await page.getByRole('button', { name: 'Views' }).click()
        await page.waitForFunction(() => document.querySelector('th[aria-sort="ascending"]') !== null)
        await page.waitForFunction(() => document.querySelector('tbody tr[aria-rowindex="2"] td:nth-child(4)')?.textContent === '0')
        expect(await table.getAttribute('aria-rowcount')).toBe('10001')
        expect(unsorted.map(({ cue }) => cue)).toEqual([null, '"↕"', '"↕"', '"↕"', null])
        const sorted = await headers()
        expect(sorted.map(({ x }, index) => Math.abs(x - unsorted[index].x) <= 0.5)).toEqual(unsorted.map(() => true))
        expect(sorted.map(({ cue }) => cue)).toEqual([null, '"↕"', '"↕"', '"↑"', null])
        // Spacer rows, row indexes and the roving tab stop pass axe (no serious or critical violation).
        const violations = await seriousAxeViolations(page, 'table')
        expect(describeViolations(violations)).toBe(describeViolations([]))
        await saveScreenshot(page, `windowed-table-${name}`)
      })
    } finally {
      await page.close()
    }
  })
})
