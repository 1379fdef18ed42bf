// Requests of a scripted tour of the Atrium app (lab page: 10 rows a page, read and update open in
// a drawer), counted on the server, per step, against what a person would expect:
//   open list                 1   GET the list, page 1
//   page 2                    1   GET the list, page 2
//   open a record (drawer)    1   GET the record (0 is fine too: the row is already at hand)
//   update it                 2   PATCH the record, then GET page 2 once (it shows the record)
//   close the drawer          0   nothing changed since the save
//   Back                      1   at most one GET: the screen Back returns to, whose data the update made stale
// No step may send the same method + URL twice. The bench app has no session: "session fetched once
// per authorization cycle" is not applicable (n/a).
import { makeArticles } from '../lib/data.mjs'
import { probeScript, sleep, waitForMark, waitQuiet } from '../lib/browser.mjs'
import { LIST_PATH, labSwitches, serveApp } from '../lib/apps.mjs'

const PAGE = 10
export const EXPECTED = [
  { step: 'open list', expected: 1, says: 'GET list page 1' },
  { step: 'page 2', expected: 1, says: 'GET list page 2' },
  { step: 'open record in drawer', expected: 1, says: 'GET the record' },
  { step: 'update it', expected: 2, says: 'PATCH the record + GET page 2 once' },
  { step: 'close', expected: 0, says: 'nothing' },
  { step: 'Back', expected: 1, says: 'at most one GET of the screen Back returns to' },
]

export async function measureRequests({ browser, log }) {
  const articles = makeArticles(1000)
  const server = await serveApp('atrium-lab')
  const page = await browser.newPage([labSwitches({ pageSize: PAGE, open: 'drawer' }), probeScript({ rows: PAGE })])
  const steps = []
  let mark = 0
  const step = async (name, action) => {
    await waitQuiet(server)
    mark = server.log.length
    const note = await action()
    await waitQuiet(server, 500)
    const requests = server.log.slice(mark).filter((entry) => entry.url.startsWith('/api/')).map((entry) => `${entry.method} ${entry.url}`)
    const counts = new Map()
    for (const request of requests) counts.set(request, (counts.get(request) ?? 0) + 1)
    const duplicates = [...counts].filter(([, count]) => count > 1).map(([request, count]) => `${request} ×${count}`)
    const expected = EXPECTED.find((entry) => entry.step === name)
    steps.push({ step: name, expected: expected.expected, says: expected.says, actual: requests.length, requests, duplicates, ...(note ? { note } : {}) })
    log?.(`requests ${name}: ${requests.length} (expected ${expected.expected}) ${requests.join(', ')}`)
  }
  const dialog = page.locator('[role="dialog"]')
  try {
    await step('open list', async () => {
      await page.goto(server.url + LIST_PATH['atrium-lab'])
      await waitForMark(page, 'rowsPainted', 30000)
    })
    await step('page 2', async () => {
      await page.evaluate((text) => { window.__bench.expect = { name: 'page2', text, count: 10 } }, articles[PAGE].title)
      await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click()
      await waitForMark(page, 'page2Painted', 15000)
    })
    const record = articles[PAGE]
    await step('open record in drawer', async () => {
      await page.locator('tbody tr').filter({ hasText: record.title }).getByRole('link', { name: /^Edit/ }).click()
      await dialog.getByRole('textbox').first().waitFor({ timeout: 15000 })
      await page.waitForFunction((title) => [...document.querySelectorAll('[role="dialog"] input')].some((input) => input.value === title), record.title, { timeout: 15000 })
    })
    const changed = `${record.title} (edited)`
    await step('update it', async () => {
      await page.evaluate((title) => { window.__bench.expect = { name: 'updated', text: title, count: 10 } }, changed)
      // The form's first input is the title (inputs are drawn in declaration order).
      await dialog.locator('input').first().fill(changed)
      await dialog.getByRole('button', { name: 'Save' }).click()
      await waitForMark(page, 'updatedPainted', 15000)
    })
    await step('close', async () => {
      await sleep(300)
      if (await dialog.count() === 0) return 'the drawer had closed itself after the save'
      await dialog.getByRole('button', { name: 'Close' }).first().click()
      await dialog.waitFor({ state: 'detached', timeout: 10000 })
      return undefined
    })
    await step('Back', async () => {
      const before = page.url()
      await page.goBack()
      await page.waitForFunction((url) => location.href !== url, before, { timeout: 10000 }).catch(() => {})
      await sleep(300)
      return `back to ${new URL(page.url()).pathname}${new URL(page.url()).search}`
    })
  } finally {
    await page.close()
    await server.close()
  }
  const total = steps.reduce((sum, entry) => sum + entry.actual, 0)
  const expected = steps.reduce((sum, entry) => sum + entry.expected, 0)
  const duplicates = steps.flatMap((entry) => entry.duplicates.map((duplicate) => `${entry.step}: ${duplicate}`))
  const over = steps.filter((entry) => entry.actual > entry.expected).map((entry) => entry.step)
  return { total, expected, duplicates, over, steps, session: 'n/a (the bench app has no session)' }
}
