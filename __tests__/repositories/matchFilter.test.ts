import { compareValues, readField } from '../../lib/filters/fieldValues'
import { compileFilter, matchFilter } from '../../lib/repositories/matchFilter'

const note = {
  id: 7,
  title: 'Hello World',
  status: 'draft',
  views: 42,
  published: false,
  tags: ['news', 'tech'],
  author: { name: 'Ada', age: 36 },
  deletedAt: null,
  createdAt: '2024-03-10T10:00:00.000Z',
}

describe('matchFilter', () => {
  it.each<[string, Record<string, unknown> | undefined, boolean]>([
    ['no filters', undefined, true],
    ['empty filters', {}, true],
    ['undefined value (ignored)', { status: undefined }, true],
    ['empty string (ignored)', { status: '' }, true],
    ['empty array (ignored)', { status: [] }, true],
    // A plain value is `eq`, exact, as every dialect sends it (`contains` is the text search).
    ['string: exact', { title: 'Hello World' }, true],
    ['string: a substring is not equal', { title: 'World' }, false],
    ['string: another case is not equal', { title: 'hello world' }, false],
    ['contains: case-insensitive substring', { title: { contains: 'wORLd' } }, true],
    ['contains: not contained', { title: { contains: 'bye' } }, false],
    ['string filter on a number field', { views: '42' }, true],
    ['string filter on a number field, other value', { views: '4' }, false],
    ['number equal', { views: 42 }, true],
    ['number different', { views: 41 }, false],
    ['number filter on a string id', { id: '7' }, true],
    ['boolean equal', { published: false }, true],
    ['boolean different', { published: true }, false],
    ['boolean as string', { published: 'false' }, true],
    // null is a blank value, skipped as every dialect skips it; `isNull` tests for null.
    ['null (ignored) on a null field', { deletedAt: null }, true],
    ['null (ignored) on an absent field', { missing: null }, true],
    ['null (ignored) on a value', { status: null }, true],
    ['array: any of', { status: ['published', 'draft'] }, true],
    ['array: none of', { status: ['published', 'archived'] }, false],
    ['array field: contains the value', { tags: 'tech' }, true],
    ['array field: lacks the value', { tags: 'sport' }, false],
    ['array filter on array field', { tags: ['sport', 'news'] }, true],
    ['dot path', { 'author.name': 'Ada' }, true],
    ['dot path with operator', { 'author.age': { gte: 30 } }, true],
    ['several fields: all must hold', { status: 'draft', views: 41 }, false],
    ['q: searches every string field', { q: 'hello' }, true],
    ['q: status text', { q: 'DRAF' }, true],
    ['q: absent text', { q: 'zebra' }, false],
    ['q: empty', { q: '' }, true],
    ['q: numbers are not text-searched', { q: '42' }, false],
  ])('%s', (_, filters, expected) => {
    expect(matchFilter(note, filters)).toBe(expected)
    // The prepared form (the local repository's) answers the same.
    expect(compileFilter(filters)(note)).toBe(expected)
  })

  it.each<[string, unknown, boolean]>([
    ['eq string (exact, not substring)', { eq: 'draft' }, true],
    ['eq string partial', { eq: 'dra' }, false],
    ['ne', { ne: 'published' }, true],
    ['ne same', { ne: 'draft' }, false],
    ['in', { in: ['draft', 'published'] }, true],
    ['in (no match)', { in: ['published'] }, false],
    ['in with a single value', { in: 'draft' }, true],
    ['contains (case-insensitive)', { contains: 'RAF' }, true],
    ['contains (no match)', { contains: 'xyz' }, false],
    ['startsWith', { startsWith: 'DR' }, true],
    ['startsWith (inside only)', { startsWith: 'raft' }, false],
    ['isNull false on a value', { isNull: false }, true],
    ['isNull true on a value', { isNull: true }, false],
  ])('status %s', (_, operand, expected) => {
    expect(matchFilter(note, { status: operand })).toBe(expected)
    expect(compileFilter({ status: operand })(note)).toBe(expected)
  })

  it.each<[string, unknown, boolean]>([
    ['lt', { lt: 43 }, true],
    ['lt equal', { lt: 42 }, false],
    ['lte equal', { lte: 42 }, true],
    ['gt', { gt: 41 }, true],
    ['gt equal', { gt: 42 }, false],
    ['gte equal', { gte: 42 }, true],
    ['gt with a numeric string', { gt: '9' }, true],
    ['between inclusive', { between: [42, 50] }, true],
    ['between outside', { between: [43, 50] }, false],
    ['between with an open upper bound', { between: [10, null] }, true],
    ['between with an open lower bound', { between: [undefined, 41] }, false],
    ['several operators: all must hold', { gt: 40, lt: 50 }, true],
    ['several operators: one fails', { gt: 40, lt: 42 }, false],
    ['eq as number', { eq: 42 }, true],
    ['eq as numeric string', { eq: '42' }, true],
  ])('views %s', (_, operand, expected) => {
    expect(matchFilter(note, { views: operand })).toBe(expected)
    expect(compileFilter({ views: operand })(note)).toBe(expected)
  })

  it.each<[string, Record<string, unknown>, boolean]>([
    ['isNull on a null field', { deletedAt: { isNull: true } }, true],
    ['isNull on an absent field', { nowhere: { isNull: true } }, true],
    ['ordering against a missing field is false', { nowhere: { gt: 0 } }, false],
    ['ne against a missing field', { nowhere: { ne: 'x' } }, true],
    ['contains on an array field', { tags: { contains: 'news' } }, true],
    ['in on an array field', { tags: { in: ['sport', 'tech'] } }, true],
    ['date range on ISO strings', { createdAt: { between: ['2024-03-01', '2024-03-31'] } }, true],
    ['date range outside', { createdAt: { between: ['2024-04-01', '2024-04-30'] } }, false],
    ['Date operand', { createdAt: { gte: new Date('2024-03-10T00:00:00Z') } }, true],
    ['Date operand after', { createdAt: { gt: new Date('2024-03-11T00:00:00Z') } }, false],
  ])('%s', (_, filters, expected) => {
    expect(matchFilter(note, filters)).toBe(expected)
    // The prepared form (the local repository's) answers the same.
    expect(compileFilter(filters)(note)).toBe(expected)
  })
})

describe('matchFilter refuses what no dialect reads, as the dialects do', () => {
  it.each<[string, Record<string, unknown>, RegExp]>([
    ['a nested object (fields are dotted keys)', { author: { name: 'Ada' } }, /local dialect cannot express the filter operator 'name' \(field 'author'\): it is not one of eq, ne, .*strictly_after; nested fields are written as dotted keys/],
    ['an unknown operator', { views: { greater: 1 } }, /'greater' \(field 'views'\): it is not one of eq, ne/],
    ['an $or that is not a list', { $or: { status: 'draft' } }, /'\$or' to be an array of filter objects/],
    ['a date operator without a date', { createdAt: { after: 'last week' } }, /expects 'after' to be an ISO date/],
    ['isNull with a non-boolean', { deletedAt: { isNull: 'yes' } }, /expects 'isNull' to be true or false/],
  ])('%s', (_, filters, message) => {
    expect(() => matchFilter(note, filters)).toThrow(message)
    expect(() => compileFilter(filters)).toThrow(message)
  })
})

describe('compareValues', () => {
  it.each<[unknown, unknown, '<' | '=' | '>' | 'NaN']>([
    [1, 2, '<'],
    [10, 9, '>'],
    ['10', 9, '>'],
    ['apple', 'Banana', '<'],
    [false, true, '<'],
    ['x', 'x', '='],
    [null, 1, 'NaN'],
    [{ a: 1 }, 1, 'NaN'],
  ])('compares %p with %p', (a, b, expected) => {
    const result = compareValues(a, b)
    const sign = Number.isNaN(result) ? 'NaN' : result < 0 ? '<' : result > 0 ? '>' : '='
    expect(sign).toBe(expected)
  })
})

describe('readField', () => {
  it('prefers an exact field name to a dot path', () => {
    expect(readField({ 'a.b': 1, a: { b: 2 } }, 'a.b')).toBe(1)
    expect(readField({ a: { b: 2 } }, 'a.b')).toBe(2)
    expect(readField({ a: 'text' }, 'a.b')).toBeUndefined()
  })
})
