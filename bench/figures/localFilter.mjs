// Local storage at scale (Atrium only): `articles` kept in localStorage (storage: 'local'), seeded
// with 10,000 records; the list (25 rows a page) has a text filter on title. One run: load the list,
// type one character into the filter and, when the form applies on submit (an Apply button), press
// Enter; the figure runs from the keydown that applies the filter to the first matching record drawn
// first (25 rows), painted.
import { makeArticles } from '../lib/data.mjs'
import { median, probeScript, sleep, waitForMark } from '../lib/browser.mjs'
import { LIST_PATH, labSwitches, serveApp } from '../lib/apps.mjs'

const RECORDS = 10000
const PAGE = 25
const CHARACTER = 'k'

export async function measureLocalFilter({ browser, runs, log }) {
  const articles = makeArticles(RECORDS)
  const matching = articles.filter((article) => article.title.toLowerCase().includes(CHARACTER))
  const expected = matching[0].title
  if (articles[0].title.toLowerCase().includes(CHARACTER)) throw new Error('bench data: the first row already matches the filter character')
  const server = await serveApp('atrium-lab')
  const samples = []
  const typed = []
  const insertedAt = []
  let mode
  try {
    for (let run = -1; run < runs; run += 1) {
      const page = await browser.newPage([labSwitches({ local: true, seedLocal: RECORDS, pageSize: PAGE }), probeScript({ rows: PAGE })])
      try {
        await page.goto(server.url + LIST_PATH['atrium-lab'])
        await waitForMark(page, 'rowsPainted', 30000)
        await sleep(300)
        const input = page.locator('form[role="search"] input').first()
        await input.click()
        await page.evaluate(({ text, count }) => { window.__bench.expect = { name: 'filtered', text, count }; window.__bench.input.length = 0 }, { text: expected, count: Math.min(PAGE, matching.length) })
        await page.keyboard.type(CHARACTER)
        const submits = await page.locator('form[role="search"] button[type="submit"]').count()
        mode = submits > 0 ? 'submit' : 'live'
        if (mode === 'submit') await page.keyboard.press('Enter')
        const painted = await waitForMark(page, 'filteredPainted', 30000)
        const keys = await page.evaluate(() => window.__bench.input.filter((entry) => entry.type === 'keydown'))
        const trigger = mode === 'submit' ? keys.find((key) => key.key === 'Enter') : keys.find((key) => key.key === CHARACTER)
        const first = keys.find((key) => key.key === CHARACTER)
        const inserted = await page.evaluate(() => window.__bench.marks.filtered)
        if (run >= 0) { samples.push(painted - trigger.at); typed.push(painted - first.at); insertedAt.push(inserted - trigger.at) }
        log?.(`local filter run ${run < 0 ? 'warm-up' : run + 1}: ${(painted - trigger.at).toFixed(1)} ms (${mode})`)
      } finally {
        await page.close()
      }
    }
  } finally {
    await server.close()
  }
  return { ms: median(samples), insertedMs: median(insertedAt), fromCharacterMs: median(typed), samples, mode, character: CHARACTER, records: RECORDS, matching: matching.length }
}
