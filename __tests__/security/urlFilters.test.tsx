// Issue 16, points 1 and 5: a `filter` query parameter reaches the API only
// with the list's declared filter fields, operators and values (anything else
// is dropped, with a development warning), and a filter nested deeper or
// larger than the URL JSON bounds is refused with a message, the list still
// drawn: no stack overflow, no blank page. Driven through an application,
// against json-server's dialect, the issue's example.
import { screen, waitFor } from '@testing-library/react'
import fc from 'fast-check'
import { configureAtrium, createViewResource, restDialect } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { recordFigures, tallyInto } from '../support/reliabilityFigures'
import { renderApp } from '../views/support/renderApp'

const API = 'https://api.example'
const sent: URL[] = []

const fakeFetch = (async (input: RequestInfo | URL) => {
  const url = new URL(String(input))
  sent.push(url)
  const body = url.pathname.endsWith('/contacts') ? [{ id: 1, name: 'Ada Lovelace', status: 'active' }] : { id: 1, name: 'Ada Lovelace' }
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1' } })
}) as typeof fetch

const figures: Array<{ what: string; tried: number; held: number }> = []
const tally = tallyInto(figures)
afterAll(() => recordFigures('security-url-filters', figures))

let warn: jest.SpyInstance
beforeEach(() => {
  sent.length = 0
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  configureAtrium({ api: { baseUrl: `${API}/rest`, fetch: fakeFetch } })
})
afterEach(() => {
  warn.mockRestore()
  clearViewResources()
  configureAtrium({})
})

let serial = 0
/** A contacts list declaring a text filter on `name` and a select on `status`; a fresh id each time (warnings are once per id). */
function contacts() {
  serial += 1
  return createViewResource<{ id: number; name: string; status: string; city: string }>(`contacts${serial}`, {
    name: 'contacts',
    path: '/contacts',
    dialect: restDialect(),
    form: { inputs: { name: { label: 'Name' }, status: { label: 'Status' }, city: { label: 'City' } } },
    filters: {
      name: { type: 'text', label: 'Name' },
      status: { type: 'select', label: 'Status', options: [{ value: 'active', label: 'Active' }, { value: 'left', label: 'Left' }] },
    },
  })
}

/** Opens the list with `filter` in its URL and answers the list request's query. */
async function listWith(filter: unknown): Promise<URLSearchParams> {
  const resource = contacts()
  const text = typeof filter === 'string' ? filter : JSON.stringify(filter)
  renderApp([resource], { url: `/admin/${resource.id}/list?filter=${encodeURIComponent(text)}` })
  expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument()
  await waitFor(() => expect(sent.some((url) => url.pathname === '/rest/contacts')).toBe(true))
  return sent.find((url) => url.pathname === '/rest/contacts')?.searchParams as URLSearchParams
}

const filterKeys = (query: URLSearchParams) => [...query.keys()].filter((key) => !['_page', '_limit', '_sort', '_order'].includes(key))

describe('only declared filters reach the API', () => {
  const check = tally('undeclared URL filter fields, operators and values: dropped before the request, with a development warning')

  it.each<[string, Record<string, unknown>, string]>([
    ['the issue\'s regular expression on an undeclared key', { name_like: '(.{1,200}){1,200}z' }, 'name_like'],
    ['an undeclared field', { city: 'Lyon' }, 'city'],
    ['a field the API would read as an operator', { id_gte: '0' }, 'id_gte'],
    ['json-server\'s full-text q, undeclared', { q: 'ada' }, 'q'],
    ['an operator the text filter never writes', { name: { startsWith: 'A' } }, 'name ('],
    ['a second operator beside contains', { name: { contains: 'a', ne: 'b' } }, 'name ('],
    ['a select value that is no option', { status: 'deleted' }, 'status ('],
    ['a select value as an object', { status: { ne: 'active' } }, 'status ('],
    ['a prototype key', JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>, '__proto__'],
  ])('%s: dropped', async (_name, filter, warned) => {
    await check(async () => {
      const query = await listWith(filter)
      expect(filterKeys(query)).toEqual([])
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(warned))
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    })
  })

  it('declared filters with the values their inputs write are sent (the control)', async () => {
    const query = await listWith({ name: { contains: 'ada.' }, status: 'active', city: 'Lyon' })
    expect(query.get('name_like')).toBe('ada\\.')
    expect(query.get('status')).toBe('active')
    expect(query.has('city')).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('generated URL filters never put an undeclared key on the request (fast-check)', async () => {
    const generated = tally('generated URL filters (fast-check): only the declared name and status reach the request')
    const key = fc.oneof(fc.constantFrom('name', 'status', 'name_like', 'status_ne', 'q', 'id', '__proto__', 'constructor'), fc.string({ maxLength: 8 }))
    const value = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('active', 'left'), fc.integer(), fc.boolean(),
      fc.dictionary(fc.constantFrom('contains', 'startsWith', 'eq', 'ne', 'gte', 'in'), fc.oneof(fc.string({ maxLength: 6 }), fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 })), { maxKeys: 2 }))
    await fc.assert(fc.asyncProperty(fc.dictionary(key, value, { maxKeys: 4 }), async (filter) => generated(async () => {
      sent.length = 0
      const query = await listWith(filter)
      for (const name of filterKeys(query)) expect(['name', 'name_like', 'status']).toContain(name)
      document.body.innerHTML = ''
    })), { numRuns: 40 })
  })
})

describe('URL filters past the size and depth bounds', () => {
  const check = tally('oversized or overly nested URL filters (list and create values): refused with a message, the view drawn')
  const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
  const nestedArrays = (depth: number) => `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`

  it.each<[string, string, RegExp]>([
    ['nested 100,000 objects deep', nested(100_000), /nested deeper than 10 levels/],
    ['nested 50,000 arrays deep', nestedArrays(50_000), /nested deeper than 10 levels/],
    ['nested 11 deep, just past the bound', nested(11), /nested deeper than 10 levels/],
    ['one megabyte of keys', JSON.stringify(Object.fromEntries(Array.from({ length: 40_000 }, (_, index) => [`field${index}`, 'x'.repeat(10)]))), /characters, at most 4,000 are read/],
    ['a megabyte-long value of a declared filter', JSON.stringify({ name: { contains: 'a'.repeat(1_000_000) } }), /1,000,0\d\d characters/],
    ['not JSON at all', '{"name":', /could not be read and was ignored/],
  ])('%s: a message, the rows, no filter sent', async (_name, text, message) => {
    await check(async () => {
      const query = await listWith(text)
      expect(await screen.findByText(message)).toBeInTheDocument()
      expect(filterKeys(query)).toEqual([])
    })
  })

  it('nested 10 deep, at the bound, is read (and dropped only as undeclared)', async () => {
    await listWith(nested(10))
    expect(screen.queryByText(/was ignored/)).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ignored URL filter entries'))
  })

  it('a create view with values nested 100,000 deep draws its form, without those values', async () => {
    await check(async () => {
      const resource = contacts()
      renderApp([resource], { url: `/admin/${resource.id}/create?values=${encodeURIComponent(`{"name":${nested(100_000)}}`)}` })
      expect(await screen.findByLabelText('Name')).toHaveValue('')
    })
  })
})
