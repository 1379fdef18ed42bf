// One filter vocabulary: the local repository and every dialect read a filter through the same
// normaliser, so a list shows the same records locally as on a server.
import { fastapiDialect, hydraDialect, postgrestDialect, restDialect, strapiDialect, type Dialect } from '../../lib'
import { FILTER_OPERATORS } from '../../lib/filters/filterVocabulary'
import { normalizeFilter } from '../../lib/filters/normalizeFilter'
import { matchFilter } from '../../lib/repositories/matchFilter'

const dialects: Array<[string, Dialect]> = [
  ['rest', restDialect()], ['strapi', strapiDialect({ populate: false })], ['postgrest', postgrestDialect()],
  ['hydra', hydraDialect()], ['fastapi', fastapiDialect()],
]
const urlOf = (dialect: Dialect, filters: Record<string, unknown>) =>
  decodeURIComponent(dialect.buildRequest({ type: 'list', path: '/posts', params: { filters } }).url)

describe('a plain value is exact equality, locally as in every dialect', () => {
  it("matchFilter({ status: 'Draft-old' }, { status: 'draft' }) is false, as every dialect's eq", () => {
    expect(normalizeFilter({ status: 'draft' }, 'any').nodes).toEqual([{ field: 'status', operator: 'eq', value: 'draft' }])
    expect(matchFilter({ status: 'Draft-old' }, { status: 'draft' })).toBe(false)
    expect(matchFilter({ status: 'draft' }, { status: 'draft' })).toBe(true)
  })

  // What each dialect sends for `{ status: 'draft' }`: its spelling of exact equality (API Platform's
  // SearchFilter strategy is the server's; `exact` is its default).
  it.each<[string, string]>([
    ['rest', '/posts?status=draft'],
    ['strapi', '/api/posts?filters[status][$eq]=draft'],
    ['postgrest', '/posts?select=*&status=eq.draft'],
    ['hydra', '/posts?status=draft'],
    ['fastapi', '/posts?status=draft'],
  ])('%s spells it as equality', (name, url) => {
    const dialect = dialects.find(([each]) => each === name)![1]
    expect(urlOf(dialect, { status: 'draft' })).toBe(url)
  })

  it('contains is the case-insensitive text search, locally and in the dialects that have it', () => {
    expect(matchFilter({ status: 'Draft-old' }, { status: { contains: 'draft' } })).toBe(true)
    expect(urlOf(dialects[1][1], { status: { contains: 'draft' } })).toBe('/api/posts?filters[status][$containsi]=draft')
    expect(urlOf(dialects[2][1], { status: { contains: 'draft' } })).toBe('/posts?select=*&status=ilike.*draft*')
  })
})

describe('the same refusals everywhere', () => {
  it.each<[string, Record<string, unknown>]>([
    ['an unknown operator', { views: { greater: 1 } }],
    ['a date operator without a date', { at: { after: 'last week' } }],
    ['between without a pair', { views: { between: 3 } }],
    ['isNull with text', { at: { isNull: 'yes' } }],
  ])('%s: refused by the local repository and by every dialect, with the same message', (_, filters) => {
    const local = (() => { try { matchFilter({}, filters); return '' } catch (error) { return (error as Error).message } })()
    expect(local).toMatch(/^local dialect /)
    for (const [name, dialect] of dialects) expect(() => urlOf(dialect, filters)).toThrow(local.replace(/^local/, name))
  })

  it('names every operator of the one list when it refuses an unknown one', () => {
    expect(() => matchFilter({}, { views: { greater: 1 } })).toThrow(FILTER_OPERATORS.join(', '))
  })
})

describe('every operator of the list has a local meaning', () => {
  const record = { title: 'Hello', views: 5, tags: ['a', 'b'], at: '2024-03-10', gone: null }
  // One filter per operator, each true of the record: the local test exists and holds.
  const holds: Record<(typeof FILTER_OPERATORS)[number], Record<string, unknown>> = {
    eq: { views: 5 }, ne: { views: 4 }, lt: { views: 6 }, lte: { views: 5 }, gt: { views: 4 }, gte: { views: 5 },
    in: { views: [4, 5] }, notIn: { views: [1, 2] }, contains: { title: 'ELL' }, notContains: { title: 'xyz' },
    containsCase: { title: 'Hel' }, startsWith: { title: 'he' }, endsWith: { title: 'LO' }, like: { title: 'H*o' },
    between: { views: [5, 9] }, isNull: { gone: true }, containsAll: { tags: ['a', 'b'] }, containedBy: { tags: ['a', 'b', 'c'] },
    before: { at: '2024-03-10' }, after: { at: '2024-03-01' }, strictly_before: { at: '2024-03-11' }, strictly_after: { at: '2024-03-09' },
  }
  it.each(FILTER_OPERATORS.map((operator) => [operator] as const))('%s', (operator) => {
    const [[field, operand]] = Object.entries(holds[operator])
    expect(matchFilter(record, { [field]: { [operator]: operand } })).toBe(true)
  })
})
