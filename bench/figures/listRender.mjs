// List rendering in Chromium, the four apps on the same 1,000 articles:
//  - draw: navigation start → 1,000 data rows in tbody, painted (one frame after insertion)
//  - sort: click on the Title header → the first row is the first article by title (1,000 rows), painted
// Each figure is also split in phases (list request sent, answer → rows inserted, insertion → painted),
// so a missed budget says where the time goes.
// Runs interleave the apps (run 1 of every app, then run 2…) so drift hits all alike; one warm-up
// run per app is discarded. Every load is cold: the server sends no-store.
import { firstByTitle, makeArticles } from '../lib/data.mjs'
import { median, probeScript, sleep, waitForMark } from '../lib/browser.mjs'
import { APP_NAMES, LIST_PATH, serveApp } from '../lib/apps.mjs'

const ROWS = 1000

async function oneRun(browser, server, name) {
  const page = await browser.newPage([probeScript({ rows: ROWS })])
  try {
    await page.goto(server.url + LIST_PATH[name])
    const draw = await waitForMark(page, 'rowsPainted', 60000)
    // Where the time went: the list request (start-up before it), its answer, rows inserted, rows painted.
    const loaded = await page.evaluate(() => {
      const api = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.startsWith('/api/'))
      return { requestAt: api?.startTime, answeredAt: api?.responseEnd, rowsAt: window.__bench.marks.rows }
    })
    // Let passive effects, prefetches and idle work settle before the click.
    await page.waitForLoadState('networkidle').catch(() => {})
    await sleep(300)
    const expected = firstByTitle(makeArticles(ROWS)).title
    await page.evaluate((text) => { window.__bench.expect = { name: 'sorted', text, count: 1000 }; window.__bench.input.length = 0 }, expected)
    await page.locator('thead th', { hasText: 'Title' }).locator('button, [role="button"]').first().click()
    const sorted = await waitForMark(page, 'sortedPainted', 60000)
    const after = await page.evaluate(() => {
      const clickAt = window.__bench.input.find((entry) => entry.type === 'click')?.at
      const api = performance.getEntriesByType('resource').find((entry) => entry.startTime > clickAt && new URL(entry.name).pathname.startsWith('/api/'))
      return { clickAt, requestAt: api?.startTime, answeredAt: api?.responseEnd, rowsAt: window.__bench.marks.sorted }
    })
    const clickAt = after.clickAt
    return {
      draw,
      sort: sorted - clickAt,
      drawPhases: { request: loaded.requestAt, render: loaded.rowsAt - loaded.answeredAt, paint: draw - loaded.rowsAt },
      sortPhases: { request: after.requestAt - clickAt, render: after.rowsAt - after.answeredAt, paint: sorted - after.rowsAt },
    }
  } finally {
    await page.close()
  }
}

export async function measureListRender({ browser, runs, apps = APP_NAMES, log }) {
  const servers = {}
  const samples = Object.fromEntries(apps.map((name) => [name, { draw: [], sort: [], drawPhases: [], sortPhases: [], errors: [] }]))
  try {
    for (const name of apps) servers[name] = await serveApp(name)
    for (let run = -1; run < runs; run += 1) {
      for (const name of apps) {
        // An app that could not draw its warm-up run will not draw the others: do not wait for it again.
        if (samples[name].errors.length > 0 && samples[name].draw.length === 0) continue
        try {
          const result = await oneRun(browser, servers[name], name)
          if (run >= 0) {
            samples[name].draw.push(result.draw)
            samples[name].sort.push(result.sort)
            samples[name].drawPhases.push(result.drawPhases)
            samples[name].sortPhases.push(result.sortPhases)
          }
          log?.(`list ${name} run ${run < 0 ? 'warm-up' : run + 1}: draw ${result.draw.toFixed(0)} ms, sort ${result.sort.toFixed(0)} ms`)
        } catch (error) {
          samples[name].errors.push(String(error?.message ?? error).split('\n')[0])
          log?.(`list ${name}: ${samples[name].errors.at(-1)}`)
        }
      }
    }
  } finally {
    for (const server of Object.values(servers)) await server.close()
  }
  // Median of each phase (ms): `request` from navigation (draw) or the click (sort) to the list request,
  // `render` from its answer to the rows inserted, `paint` from insertion to the frame painted.
  const phases = (list) => Object.fromEntries(['request', 'render', 'paint'].map((key) => [key, median(list.map((entry) => entry[key]))]))
  return Object.fromEntries(apps.map((name) => [name, {
    drawMs: median(samples[name].draw), sortMs: median(samples[name].sort),
    drawPhases: phases(samples[name].drawPhases), sortPhases: phases(samples[name].sortPhases), samples: samples[name],
  }]))
}
