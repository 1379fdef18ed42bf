// Realtime burst (Atrium only): the list (25 rows) of a resource with `realtime: { url: '/events' }`
// (a generic Server-Sent Events source); the server pushes 1,000 changes within one second (creates,
// updates and deletes in turn); then 2 s to settle. Counted on the server: list requests of the
// resource (refetches) and /events connections; in the page: EventSources opened and still live.
import { eventSourceCounter, probeScript, sleep, waitForMark } from '../lib/browser.mjs'
import { LIST_PATH, labSwitches, serveApp } from '../lib/apps.mjs'

const CHANGES = 1000
const WITHIN_MS = 1000

export async function measureRealtime({ browser, log }) {
  const server = await serveApp('atrium-lab')
  const page = await browser.newPage([eventSourceCounter, labSwitches({ pageSize: 25, realtimeUrl: '/events' }), probeScript({ rows: 25 })])
  try {
    await page.goto(server.url + LIST_PATH['atrium-lab'])
    await waitForMark(page, 'rowsPainted', 30000)
    const connectedBy = performance.now() + 10000
    while (server.eventSources().open < 1 && performance.now() < connectedBy) await sleep(50)
    if (server.eventSources().open < 1) throw new Error('the list opened no /events connection (is realtime wired to the views?)')
    await sleep(300)
    const mark = server.log.length
    const started = performance.now()
    await server.burst(CHANGES, WITHIN_MS, 'articles')
    const pushedIn = performance.now() - started
    await sleep(2000)
    const requests = server.log.slice(mark)
    const refetches = requests.filter((entry) => entry.method === 'GET' && /^\/api\/articles(\?|$)/.test(entry.url)).length
    const other = requests.filter((entry) => !(entry.method === 'GET' && /^\/api\/articles(\?|$)/.test(entry.url))).map((entry) => `${entry.method} ${entry.url}`)
    const page_ = await page.evaluate(() => ({ opened: window.__eventSources?.opened, live: window.__eventSources?.live() }))
    const result = {
      changes: CHANGES, pushedInMs: pushedIn, refetches, otherRequests: other,
      connections: server.eventSources().opened, openConnections: server.eventSources().open, pageEventSources: page_,
    }
    log?.(`realtime: ${refetches} list refetches, ${result.connections} connection(s)`)
    return result
  } finally {
    await page.close()
    await server.close()
  }
}
