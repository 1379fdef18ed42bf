/** @jest-environment node */
// Issue s14, in Chromium against the demo at both widths: a person exports Articles to read them in a
// spreadsheet. From the menu, two ticked rows and the bulk bar's "Export selected" give a file of exactly
// those two, in the list's order, saying what the table says (the author's name, "In review", not
// `/api/authors/40` and `review`), numbers and dates kept for the spreadsheet; the header's "Export 300"
// says how many it writes, and the file holds that many. On a phone the new button costs the bar no line.
// A walk then met "Export CSV" on Events, Tasks, Notes and on Articles filtered to nothing, "Export 300" elsewhere: one
// pattern now, "Export N" when the count is known ("Export 0" disabled), each named for what it writes ("Export 300
// articles as CSV"). A calendar and a timeline said "Export" with no count (their answer counts the days shown only):
// they now count what their export writes, every event, every task ("Export 120 events as CSV").
import { readFile } from 'node:fs/promises'
import type { Locator, Page } from 'playwright-core'
import { signInToApi } from './support/demoApi'
import { useDemoFixture } from './support/demoFixture'
import { articleRows, bulkAction } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu, settled, useArticlesFromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)

const fixture = useDemoFixture()
const articlesFromMenu = useArticlesFromMenu(fixture)

/** Reads an RFC 4180 document (CRLF, quoted cells) into rows of cells; the byte-order mark dropped. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let at = 0; at < body.length; at += 1) {
    const char = body[at]
    if (quoted) {
      if (char === '"' && body[at + 1] === '"') { cell += '"'; at += 1 } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') { row.push(cell); cell = '' }
    else if (char === '\r' && body[at + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; at += 1 }
    else cell += char
  }
  if (cell !== '' || row.length > 0) { row.push(cell); rows.push(row) }
  return rows
}

/** Presses `control` and reads the file it saves: its suggested name and its records, by header. */
async function download(page: Page, control: Locator): Promise<{ name: string; records: Record<string, string>[] }> {
  const [saved] = await Promise.all([page.waitForEvent('download'), control.click()])
  const [header, ...lines] = parseCsv(await readFile(await saved.path(), 'utf8'))
  return { name: saved.suggestedFilename(), records: lines.map((cells) => Object.fromEntries(header.map((label, index) => [label, cells[index]]))) }
}

/** What a row of the articles table shows, by column label: a table's cells under their headers, or a phone card's labelled fields. */
function shownFields(row: Locator): Promise<Record<string, string>> {
  return row.evaluate((tr) => {
    const fields: Record<string, string> = {}
    const title = tr.querySelector('.atrium-table__card-title')
    if (title) {
      fields.Title = title.textContent?.trim() ?? ''
      for (const cell of tr.querySelectorAll('td')) {
        const label = cell.querySelector('.atrium-table__card-label')?.textContent
        if (label && (cell as HTMLElement).offsetHeight > 0) fields[label] = (cell.textContent ?? '').slice(label.length).trim()
      }
      return fields
    }
    const headers = [...(tr.closest('table')?.querySelectorAll('thead th') ?? [])].map((th) => (th.textContent ?? '').replace(/[▲▼]/g, '').trim())
    tr.querySelectorAll('td').forEach((cell, index) => { if (headers[index] && !cell.querySelector('input') && !cell.matches('.atrium-table__actions')) fields[headers[index]] = (cell.textContent ?? '').trim() })
    return fields
  })
}

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('Export selected writes the two ticked rows as the table shows them; Export N writes the N the list states (%s)', async (_name, size) => {
  const page = await articlesFromMenu(size)
  await screenshotOnFailure(page, async () => {
    // Ticked out of the list's order: the file follows the list.
    const ticked = [articleRows(page).nth(3), articleRows(page).nth(1)]
    for (const row of ticked) await row.getByRole('checkbox').check()
    const shown = [await shownFields(ticked[1]), await shownFields(ticked[0])]
    expect(shown.map((fields) => Object.keys(fields))).toEqual([expect.arrayContaining(['Title', 'Status', 'Author']), expect.arrayContaining(['Title', 'Status', 'Author'])])
    const bar = page.getByRole('group', { name: '2 selected' })
    await bar.waitFor()
    // On a phone the bar is one row (its "⋯" holds the export): no taller than its buttons.
    if (size === PHONE) expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64)
    const exportSelected = await bulkAction(bar, 'Export selected')

    const selected = await download(page, exportSelected)
    expect(selected.name).toBe('articles-selected.csv')
    expect(selected.records).toHaveLength(2)
    selected.records.forEach((record, index) => {
      for (const [label, text] of Object.entries(shown[index])) {
        // Numbers and dates are kept for the spreadsheet: `2734` where the table shows "2,734", an ISO date and time.
        if (label === 'Views') expect(record[label]).toBe(text.replace(/\D/g, ''))
        else if (label === 'Published at') expect(record[label]).toMatch(text === '' ? /^$/ : /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
        else expect({ label, text: record[label] }).toEqual({ label, text })
      }
      expect(record.Author).not.toMatch(/^\/api\//)
    })
    await page.getByText('CSV file saved (2 in all).').waitFor()
    // The rows stay selected after the export.
    await bar.waitFor()

    // The header's export says how many it writes: the count the list states under its rows.
    const stated = Number((await page.locator('.atrium-pagination__total').innerText()).replace(/\D/g, ''))
    expect(stated).toBeGreaterThan(100)
    const all = await download(page, page.locator('.atrium-list__toolbar').getByRole('button', { name: `Export ${stated} articles as CSV`, exact: true }))
    expect(all.name).toBe('articles.csv')
    expect(all.records).toHaveLength(stated)
    expect(all.records[0].Title).toBe((await shownFields(articleRows(page).first())).Title)
    expect(new Set(all.records.map((record) => record.Status))).toEqual(new Set(['Draft', 'In review', 'Published']))
    expect(all.records.filter((record) => /^\/api\//.test(record.Author))).toEqual([])
  })
})

/** The list toolbar's export button: its text, accessible name and whether it can be pressed. */
async function exportButton(page: Page, resource: string): Promise<{ text: string; name: string | null; enabled: boolean }> {
  const button = page.locator(`.atrium-list[data-resource="${resource}"] .atrium-list__toolbar .atrium-export > button`)
  await button.waitFor()
  await settled(page)
  return { text: (await button.innerText()).trim(), name: await button.getAttribute('aria-label'), enabled: await button.isEnabled() }
}

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('every list\'s export reads "Export N" (0: disabled), a calendar\'s and a timeline\'s too, named for what it writes (%s)', async (_name, size) => {
  const page = await articlesFromMenu(size)
  await screenshotOnFailure(page, async () => {
    expect(await exportButton(page, 'articles')).toEqual({ text: 'Export 300', name: 'Export 300 articles as CSV', enabled: true })

    // A calendar's answer counts its days only: its Export counts every event, which the file holds (it said "Export").
    const api = await signInToApi(fixture.demo.url)
    const totalOf = async (path: string) => {
      const answer = await api.get<{ totalItems?: number; 'hydra:totalItems'?: number }>(path)
      return answer.totalItems ?? answer['hydra:totalItems'] ?? -1
    }
    const events = await totalOf('/api/events?itemsPerPage=1')
    expect(events).toBeGreaterThan(0)
    await fromMenu(page, 'Events')
    await page.locator('.atrium-calendar').first().waitFor()
    const eventsExport = page.getByRole('button', { name: `Export ${events} events as CSV`, exact: true })
    await eventsExport.waitFor()
    expect(await exportButton(page, 'events')).toEqual({ text: `Export ${events}`, name: `Export ${events} events as CSV`, enabled: true })
    const file = await download(page, eventsExport)
    expect(file.name).toBe('events.csv')
    expect(file.records).toHaveLength(events)

    // A timeline's too: every task.
    const tasks = await totalOf('/api/tasks?itemsPerPage=1')
    expect(tasks).toBeGreaterThan(0)
    await fromMenu(page, 'Tasks')
    await page.locator('.atrium-timeline').first().waitFor()
    await page.getByRole('button', { name: `Export ${tasks} tasks as CSV`, exact: true }).waitFor()
    expect(await exportButton(page, 'tasks')).toEqual({ text: `Export ${tasks}`, name: `Export ${tasks} tasks as CSV`, enabled: true })

    // None to write: the count, disabled, not another wording.
    await fromMenu(page, 'Notes')
    await page.getByText('No notes yet.', { exact: true }).waitFor()
    expect(await exportButton(page, 'notes')).toEqual({ text: 'Export 0', name: 'Export 0 notes as CSV', enabled: false })

    await fromMenu(page, 'Articles')
    await page.getByLabel('Search titles').fill('nothing is called this')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await page.getByText('No articles match these filters.', { exact: true }).waitFor()
    expect(await exportButton(page, 'articles')).toEqual({ text: 'Export 0', name: 'Export 0 articles as CSV', enabled: false })
  })
})
