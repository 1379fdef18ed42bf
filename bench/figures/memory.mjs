// Memory (Atrium only): the list (25 rows, realtime on) with update opening in a drawer; open a
// record's drawer and close it (Escape) 200 times. Heap measured after forced garbage collection
// (CDP HeapProfiler.collectGarbage, then Runtime.getHeapUsage) after 5 warm-up cycles and after the
// 200. Left behind: live EventSources (window.EventSource wrapped by an init script) and store
// subscriptions: the lab's host store counts `store.subscribe` calls not yet unsubscribed (react-redux's
// Provider is one; hooks subscribe through it), and RTK Query's own subscription records
// (state.atriumApi.subscriptions: one per mounted query hook).
// Finally the page leaves the list (client-side navigation to the scope's home): its EventSource
// must close too.
import { eventSourceCounter, probeScript, sleep, waitForMark } from '../lib/browser.mjs'
import { LIST_PATH, labSwitches, serveApp } from '../lib/apps.mjs'

const CYCLES = 200
const WARM_UP = 5

export async function measureMemory({ browser, cycles = CYCLES, log }) {
  const server = await serveApp('atrium-lab')
  const page = await browser.newPage([eventSourceCounter, labSwitches({ pageSize: 25, open: 'drawer', realtimeUrl: '/events', hostStore: true }), probeScript({ rows: 25 })])
  const cdp = await page.context().newCDPSession(page)
  const dialog = page.locator('[role="dialog"]')
  const heap = async () => {
    for (let n = 0; n < 3; n += 1) await cdp.send('HeapProfiler.collectGarbage')
    await sleep(100)
    const { usedSize } = await cdp.send('Runtime.getHeapUsage')
    return usedSize
  }
  const state = () => page.evaluate(() => ({
    subscriptions: window.__benchStore?.subscriptions(), querySubscriptions: window.__benchStore?.querySubscriptions(), eventSources: window.__eventSources?.live(),
  }))
  const cycle = async (n) => {
    await page.locator('tbody tr').nth(n % 25).getByRole('link', { name: /^Edit/ }).click()
    await dialog.locator('input').first().waitFor({ timeout: 15000 })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached', timeout: 15000 })
  }
  try {
    await cdp.send('HeapProfiler.enable')
    await page.goto(server.url + LIST_PATH['atrium-lab'])
    await waitForMark(page, 'rowsPainted', 30000)
    for (let n = 0; n < WARM_UP; n += 1) await cycle(n)
    await sleep(500)
    const before = { heap: await heap(), ...(await state()) }
    const started = performance.now()
    for (let n = 0; n < cycles; n += 1) {
      await cycle(n)
      if ((n + 1) % 50 === 0) log?.(`memory: ${n + 1} drawer cycles`)
    }
    const cyclesMs = performance.now() - started
    await sleep(500)
    const after = { heap: await heap(), ...(await state()) }
    // Leave the list inside the app (no reload): its realtime connection must close.
    await page.evaluate(() => { history.pushState({}, '', '/admin'); dispatchEvent(new PopStateEvent('popstate')) })
    await page.locator('tbody').waitFor({ state: 'detached', timeout: 10000 }).catch(() => {})
    await sleep(500)
    const left = await state()
    return {
      cycles, cyclesMs, heapBefore: before.heap, heapAfter: after.heap, growthBytes: after.heap - before.heap,
      subscriptionsBefore: before.subscriptions, subscriptionsAfter: after.subscriptions, subscriptionsLeft: after.subscriptions - before.subscriptions,
      eventSourcesBefore: before.eventSources, eventSourcesAfter: after.eventSources, eventSourcesAfterLeaving: left.eventSources,
      subscriptionsAfterLeaving: left.subscriptions,
      querySubscriptionsBefore: before.querySubscriptions, querySubscriptionsAfter: after.querySubscriptions,
      querySubscriptionsLeft: after.querySubscriptions - before.querySubscriptions, querySubscriptionsAfterLeaving: left.querySubscriptions,
    }
  } finally {
    await page.close()
    await server.close()
  }
}
