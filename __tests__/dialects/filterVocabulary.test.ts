// and/or groups and the operators endsWith, notIn, notContains, containsCase, like,
// containsAll, containedBy and the date operators, spelled (or refused) by every dialect.
import { normalizeFilter } from '../../lib/filters/normalizeFilter'
import {
  fastapiDialect, hydraDialect, postgrestDialect, restDialect, simpleRestDialect, strapiDialect, type Dialect,
} from '../../lib'

const strapi = strapiDialect({ populate: false })
const postgrest = postgrestDialect()
const rest = restDialect()
const fastapi = fastapiDialect({ operatorParam: (field, operator) => `${field}__${operator}` })
const simpleRest = simpleRestDialect()
const hydra = hydraDialect()

function urlOf(dialect: Dialect, filters: Record<string, unknown>): string {
  return decodeURIComponent(dialect.buildRequest({ type: 'list', path: '/posts', params: { filters } }).url)
}

describe('the normalised form: one and-group of conditions and nested groups', () => {
  it.each<[string, Record<string, unknown>, unknown]>([
    ['plain conditions', { a: 1, b: [2, 3] }, { group: 'and', nodes: [{ field: 'a', operator: 'eq', value: 1 }, { field: 'b', operator: 'in', value: [2, 3] }] }],
    [
      'an $or of branches, a branch of two conditions kept as an and-group',
      { $or: [{ a: 1 }, { b: { gt: 2 }, c: 'x' }] },
      { group: 'and', nodes: [{ group: 'or', nodes: [{ field: 'a', operator: 'eq', value: 1 }, { group: 'and', nodes: [{ field: 'b', operator: 'gt', value: 2 }, { field: 'c', operator: 'eq', value: 'x' }] }] }] },
    ],
    ['an $and flattens into the root', { a: 1, $and: [{ b: 2 }, { c: 3 }] }, { group: 'and', nodes: [{ field: 'a', operator: 'eq', value: 1 }, { field: 'b', operator: 'eq', value: 2 }, { field: 'c', operator: 'eq', value: 3 }] }],
    ['an $or with a blank branch matches everything: dropped', { a: 1, $or: [{ b: '' }, { c: 3 }] }, { group: 'and', nodes: [{ field: 'a', operator: 'eq', value: 1 }] }],
    ['an $or of one branch is that branch', { $or: [{ b: 2 }] }, { group: 'and', nodes: [{ field: 'b', operator: 'eq', value: 2 }] }],
    ['a date operator: lte marked as a date', { at: { before: '2024-05-31' } }, { group: 'and', nodes: [{ field: 'at', operator: 'lte', value: '2024-05-31', date: true }] }],
  ])('%s', (_name, filters, expected) => {
    expect(normalizeFilter(filters, 'test')).toEqual(expected)
  })

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['an $or that is not an array', { $or: { a: 1 } }, /'\$or' to be an array of filter objects/],
    ['a date operator with a non-ISO value', { at: { after: 'last week' } }, /expects 'after' to be an ISO date/],
  ])('refuses %s', (_name, filters, message) => {
    expect(() => normalizeFilter(filters, 'test')).toThrow(message)
  })
})

describe('groups', () => {
  const nested = { status: 'published', $or: [{ views: { gt: 100 } }, { $and: [{ title: { contains: 'Rust' } }, { author: ['1', '2'] }] }] }

  it.each<[string, Dialect, Record<string, unknown>, string]>([
    ['strapi: one $or', strapi, { $or: [{ status: 'draft' }, { views: { gt: 10 } }] }, '/api/posts?filters[$or][0][status][$eq]=draft&filters[$or][1][views][$gt]=10'],
    [
      'strapi: nested $and inside $or, beside a plain condition',
      strapi, nested,
      '/api/posts?filters[status][$eq]=published&filters[$or][0][views][$gt]=100&filters[$or][1][$and][0][title][$containsi]=Rust&filters[$or][1][$and][1][author][$in][0]=1&filters[$or][1][$and][1][author][$in][1]=2',
    ],
    [
      'strapi: two $or groups, kept apart under $and',
      strapi, { $and: [{ $or: [{ a: 1 }, { b: 2 }] }, { $or: [{ c: 3 }, { d: 4 }] }] },
      '/api/posts?filters[$and][0][$or][0][a][$eq]=1&filters[$and][0][$or][1][b][$eq]=2&filters[$and][1][$or][0][c][$eq]=3&filters[$and][1][$or][1][d][$eq]=4',
    ],
    ['postgrest: one $or', postgrest, { $or: [{ status: 'draft' }, { views: { gt: 10 } }] }, '/posts?select=*&or=(status.eq.draft,views.gt.10)'],
    ['postgrest: nested $and inside $or', postgrest, nested, '/posts?select=*&status=eq.published&or=(views.gt.100,and(title.ilike.*Rust*,author.in.(1,2)))'],
    ['postgrest: two $or groups', postgrest, { $and: [{ $or: [{ a: 1 }, { b: 2 }] }, { $or: [{ c: 3 }, { d: 4 }] }] }, '/posts?select=*&and=(or(a.eq.1,b.eq.2),or(c.eq.3,d.eq.4))'],
    ['postgrest: a between inside an $or becomes and(…)', postgrest, { $or: [{ v: { between: [1, 5] } }, { w: 0 }] }, '/posts?select=*&or=(and(v.gte.1,v.lte.5),w.eq.0)'],
    ['postgrest: values with reserved characters are quoted in trees', postgrest, { $or: [{ t: 'a,b (c)' }, { t: 'x.y' }] }, '/posts?select=*&or=(t.eq."a,b (c)",t.eq."x.y")'],
  ])('%s', (_name, dialect, filters, url) => {
    expect(urlOf(dialect, filters)).toBe(url)
  })

  it.each<[string, Dialect]>([['rest', rest], ['fastapi', fastapi], ['simpleRest', simpleRest], ['hydra', hydra]])(
    '%s refuses an $or, naming itself',
    (name, dialect) => {
      expect(() => urlOf(dialect, { $or: [{ a: 1 }, { b: 2 }] })).toThrow(new RegExp(`^${name} dialect cannot express an '\\$or' filter group`))
    },
  )

  it.each<[string, Dialect]>([['rest', rest], ['fastapi', fastapi], ['simpleRest', simpleRest]])('%s accepts an $and (it ANDs anyway)', (_name, dialect) => {
    expect(urlOf(dialect, { $and: [{ a: 1 }, { b: 2 }] })).toMatch(/a.*1.*b.*2/)
  })
})

describe('new operators', () => {
  it.each<[string, Dialect, Record<string, unknown>, string]>([
    ['strapi endsWith (case-insensitive, as contains)', strapi, { t: { endsWith: 'ing' } }, '/api/posts?filters[t][$endsWithi]=ing'],
    ['strapi notIn', strapi, { s: { notIn: ['a', 'b'] } }, '/api/posts?filters[s][$notIn][0]=a&filters[s][$notIn][1]=b'],
    ['strapi notContains', strapi, { t: { notContains: 'x' } }, '/api/posts?filters[t][$notContainsi]=x'],
    ['strapi containsCase', strapi, { t: { containsCase: 'Rust' } }, '/api/posts?filters[t][$contains]=Rust'],
    ['strapi after (ISO date)', strapi, { at: { after: '2024-05-01' } }, '/api/posts?filters[at][$gte]=2024-05-01'],
    ['postgrest endsWith', postgrest, { t: { endsWith: 'ing' } }, '/posts?select=*&t=ilike.*ing'],
    ['postgrest notIn', postgrest, { s: { notIn: ['a', 'b'] } }, '/posts?select=*&s=not.in.(a,b)'],
    ['postgrest notContains', postgrest, { t: { notContains: 'x' } }, '/posts?select=*&t=not.ilike.*x*'],
    ['postgrest containsCase', postgrest, { t: { containsCase: 'Rust' } }, '/posts?select=*&t=like.*Rust*'],
    ['postgrest like (the reader’s pattern)', postgrest, { t: { like: 'R*t' } }, '/posts?select=*&t=like.R*t'],
    ['postgrest containsAll (cs)', postgrest, { tags: { containsAll: ['a', 'b c'] } }, '/posts?select=*&tags=cs.{a,"b c"}'],
    ['postgrest containedBy (cd)', postgrest, { tags: { containedBy: ['a', 'b'] } }, '/posts?select=*&tags=cd.{a,b}'],
    ['postgrest strictly_before', postgrest, { at: { strictly_before: '2024-05-31' } }, '/posts?select=*&at=lt.2024-05-31'],
    ['json-server endsWith', rest, { t: { endsWith: 'ing' } }, '/posts?t_like=ing$'],
    ['json-server notIn', rest, { s: { notIn: ['a', 'b'] } }, '/posts?s_ne=a&s_ne=b'],
    ['json-server notContains', rest, { t: { notContains: 'x' } }, '/posts?t_like=^(?![\\s\\S]*x)'],
    ['json-server two text conditions on one field, one expression', rest, { t: { startsWith: 'A', notContains: 'x' } }, '/posts?t_like=^(?=A)(?![\\s\\S]*x)'],
    ['json-server before', rest, { at: { before: '2024-05-31' } }, '/posts?at_lte=2024-05-31'],
    ['fastapi notIn through operatorParam', fastapi, { s: { notIn: ['a', 'b'] } }, '/posts?s__notIn=a&s__notIn=b'],
    ['fastapi endsWith through operatorParam', fastapi, { t: { endsWith: 'ing' } }, '/posts?t__endsWith=ing'],
    ['hydra endsWith (the server’s SearchFilter strategy)', hydra, { t: { endsWith: 'ing' } }, '/posts?t=ing'],
  ])('%s', (_name, dialect, filters, url) => {
    expect(urlOf(dialect, filters)).toBe(url)
  })

  it.each<[string, Dialect, Record<string, unknown>, string]>([
    ['strapi like', strapi, { t: { like: 'a*' } }, "strapi dialect cannot express the filter operator 'like' (field 't')"],
    ['strapi containsAll', strapi, { t: { containsAll: ['a'] } }, "strapi dialect cannot express the filter operator 'containsAll'"],
    ['json-server containsCase (its _like ignores case)', rest, { t: { containsCase: 'a' } }, "rest dialect cannot express the filter operator 'containsCase'"],
    ['json-server strictly_after (no _gt)', rest, { at: { strictly_after: '2024-01-01' } }, "rest dialect cannot express the filter operator 'gt'"],
    ['hydra notIn', hydra, { s: { notIn: ['a'] } }, "hydra dialect cannot express the filter operator 'notIn'"],
    ['hydra notContains', hydra, { t: { notContains: 'a' } }, "hydra dialect cannot express the filter operator 'notContains'"],
    ['fastapi without operatorParam', fastapiDialect(), { t: { endsWith: 'a' } }, "fastapi dialect cannot express the filter operator 'endsWith'"],
  ])('%s is refused, naming the dialect', (_name, dialect, filters, message) => {
    expect(() => urlOf(dialect, filters)).toThrow(message)
  })
})
