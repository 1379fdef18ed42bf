import { getRecordTitle } from '../../../lib/index'

const resource = (titleField?: string) => ({
  options: titleField === undefined ? {} : { titleField },
  getId: (item: unknown) => String((item as { id: unknown }).id),
})

describe('getRecordTitle falls back titleField → title → name → label → id', () => {
  it.each<[string, string | undefined, Record<string, unknown>, string]>([
    ['titleField first', 'headline', { id: '1', headline: 'H', title: 'T', name: 'N', label: 'L' }, 'H'],
    ['then title', 'headline', { id: '1', title: 'T', name: 'N', label: 'L' }, 'T'],
    ['then name', undefined, { id: '1', name: 'N', label: 'L' }, 'N'],
    ['then label', undefined, { id: '1', label: 'L' }, 'L'],
    ['then the id', undefined, { id: '42' }, '42'],
    ['a blank titleField falls through', 'headline', { id: '1', headline: '   ', title: 'T' }, 'T'],
    ['a null title falls through', undefined, { id: '1', title: null, name: 'N' }, 'N'],
    ['an object is not a title', undefined, { id: '1', title: { en: 'x' }, label: 'L' }, 'L'],
    ['a number is a title', 'code', { id: '1', code: 7 }, '7'],
    ['NaN is not', 'code', { id: '9', code: Number.NaN }, '9'],
    ['a boolean is not', 'flag', { id: '5', flag: true }, '5'],
  ])('%s', (_name, titleField, item, expected) => {
    expect(getRecordTitle(resource(titleField), item)).toBe(expected)
  })

  it('gives "" without a record or when the id cannot be read', () => {
    expect(getRecordTitle(resource(), undefined)).toBe('')
    expect(getRecordTitle(resource(), null)).toBe('')
    expect(getRecordTitle({ options: {}, getId: () => { throw new Error('no id') } }, {})).toBe('')
  })
})
