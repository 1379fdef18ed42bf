import type { InputDefinition } from '../../../lib/index'
import type { FormField } from '../../../lib/views/form/formInputs'
import { fromRawValue, isoToLocalDateTime, localDateTimeToIso, missingRequired, toRawValue, toSubmitData } from '../../../lib/views/form/formValues'
import { readValuesParam } from '../../../lib/views/create/readValuesParam'

const field = (type: FormField['type'], definition: InputDefinition = {}): FormField =>
  ({ name: 'f', type, label: 'F', definition: { type, ...definition }, readOnly: false })

const select = field('select', { options: [{ value: 1, label: 'One' }, { value: 'two', label: 'Two' }, { value: true, label: 'Yes' }] })

describe('stored value → input → stored value', () => {
  it.each<[string, FormField, unknown, string | boolean, unknown]>([
    ['text', field('text'), 'abc', 'abc', 'abc'],
    ['text null', field('text'), null, '', ''],
    ['textarea', field('textarea'), 'a\nb', 'a\nb', 'a\nb'],
    ['number', field('number'), 12.5, '12.5', 12.5],
    ['number zero', field('number'), 0, '0', 0],
    ['number empty', field('number'), null, '', null],
    ['boolean true', field('boolean'), true, true, true],
    ['boolean missing', field('boolean'), undefined, false, false],
    ['select number', select, 1, '1', 1],
    ['select string', select, 'two', 'two', 'two'],
    ['select boolean', select, true, 'true', true],
    ['select empty', select, null, '', null],
    ['date', field('date'), '2024-02-29', '2024-02-29', '2024-02-29'],
    ['date from datetime', field('date'), '2024-02-29T23:00:00Z', '2024-02-29', '2024-02-29'],
    ['date empty', field('date'), undefined, '', null],
    ['email', field('email'), 'a@b.c', 'a@b.c', 'a@b.c'],
    ['url', field('url'), 'https://x.y', 'https://x.y', 'https://x.y'],
  ])('%s', (_name, input, stored, raw, back) => {
    expect(toRawValue(input, stored)).toEqual(raw)
    expect(fromRawValue(input, raw)).toEqual(back)
  })

  it.each(['2024-05-01T10:30:00.000Z', '2023-12-31T23:59:59.000Z', '2024-03-31T01:30:00.000Z'])('datetime %s survives the round trip', (iso) => {
    expect(localDateTimeToIso(isoToLocalDateTime(iso))).toBe(iso)
  })

  it.each([[''], ['not a date'], [null], [{}]])('an unreadable datetime %j is empty', (value) => {
    expect(isoToLocalDateTime(value)).toBe('')
    expect(localDateTimeToIso(typeof value === 'string' ? value : '')).toBeNull()
  })
})

describe('submit data', () => {
  const fields: FormField[] = [
    { name: 'a', type: 'text', label: 'A', definition: { required: true }, readOnly: false },
    { name: 'n', type: 'number', label: 'N', definition: {}, readOnly: false },
    { name: 'g', type: 'text', label: 'G', definition: { generatedValue: true }, readOnly: true },
    { name: 'b', type: 'boolean', label: 'B', definition: { required: true }, readOnly: false },
  ]

  it('sends every editable field, or only the changed ones against a baseline; never read-only ones', () => {
    const values = { a: 'x', n: '3', g: 'gen', b: true }
    expect(toSubmitData(fields, values)).toEqual({ a: 'x', n: 3, b: true })
    expect(toSubmitData(fields, values, { a: 'x', n: '2', g: 'old', b: true })).toEqual({ n: 3 })
  })

  it('leaves out of a create the empty fields never touched (not checkboxes, not touched or filled ones)', () => {
    const values = { a: 'x', n: '', g: '', b: false }
    expect(toSubmitData(fields, values, undefined, new Set())).toEqual({ a: 'x', b: false })
    expect(toSubmitData(fields, values, undefined, new Set(['n']))).toEqual({ a: 'x', n: null, b: false })
  })

  it('names required fields left empty (blank text, unchecked box)', () => {
    expect(missingRequired(fields, { a: '  ', n: '', g: '', b: false })).toEqual(['a', 'b'])
    expect(missingRequired(fields, { a: 'ok', n: '', g: '', b: true })).toEqual([])
  })
})

describe('readValuesParam', () => {
  it.each<[string, Record<string, unknown>]>([
    ['?values=%7B%22date%22%3A%222024-05-01%22%7D', { date: '2024-05-01' }],
    ['?filter=%7B%7D&values=%7B%22a%22%3A1%7D', { a: 1 }],
    ['', {}],
    ['?values=oops', {}],
    ['?values=%5B1%5D', {}],
  ])('%s', (search, expected) => {
    expect(readValuesParam(search)).toEqual(expected)
  })
})
