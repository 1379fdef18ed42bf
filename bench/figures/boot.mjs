// Boot: navigation start → the list request sent (the resource timing entry's startTime of the first
// /api/ request), for the fixed-stack floor app (bench/apps/stack: RTK Query, react-redux,
// react-router-dom, redux-persist, no Atrium), Atrium's small admin and the peers. Runs interleave
// the apps; one warm-up run each is discarded; the median is reported. Budget (issue 21): Atrium within
// 30 ms of the stack app.
import { median, waitInPage } from '../lib/browser.mjs'
import { LIST_PATH, serveApp } from '../lib/apps.mjs'

const APPS = ['stack', 'atrium', 'react-admin', 'ra-core', 'refine']
const PATHS = { ...LIST_PATH, stack: '/' }
// The first /api/ request's start, once its resource entry is there (a PerformanceObserver: no polling).
const API_REQUEST_AT = `new Promise((resolve) => {
  const find = () => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.startsWith('/api/'))?.startTime;
  if (find() !== undefined) return resolve(find());
  new PerformanceObserver((_, observer) => { if (find() !== undefined) { observer.disconnect(); resolve(find()) } }).observe({ type: 'resource' });
})`

async function oneRun(browser, server, name) {
  const page = await browser.newPage()
  try {
    await page.goto(server.url + PATHS[name])
    const requestAt = await waitInPage(page, API_REQUEST_AT, 60000, 'the list request')
    const script = await page.evaluate(() => performance.getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js')).reduce((end, entry) => Math.max(end, entry.responseEnd), 0))
    return { requestAt, scriptLoadedAt: script }
  } finally {
    await page.close()
  }
}

export async function measureBoot({ browser, runs, log }) {
  const servers = {}
  const samples = Object.fromEntries(APPS.map((name) => [name, { requestAt: [], scriptLoadedAt: [], errors: [] }]))
  try {
    for (const name of APPS) servers[name] = await serveApp(name)
    for (let run = -1; run < runs; run += 1) {
      for (const name of APPS) {
        try {
          const result = await oneRun(browser, servers[name], name)
          if (run >= 0) {
            samples[name].requestAt.push(result.requestAt)
            samples[name].scriptLoadedAt.push(result.scriptLoadedAt)
          }
        } catch (error) {
          samples[name].errors.push(String(error?.message ?? error).split('\n')[0])
          log?.(`boot ${name}: ${samples[name].errors.at(-1)}`)
        }
      }
    }
  } finally {
    for (const server of Object.values(servers)) await server.close()
  }
  const result = Object.fromEntries(APPS.map((name) => [name, {
    requestMs: median(samples[name].requestAt), scriptLoadedMs: median(samples[name].scriptLoadedAt), samples: samples[name],
  }]))
  log?.(`boot: ${APPS.map((name) => `${name} ${result[name].requestMs?.toFixed(0)} ms`).join(', ')}`)
  return result
}
