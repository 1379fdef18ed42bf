// A list's request leaves in the call that asks for it when nothing async stands before it (no
// beforeList hook, no token getter or a synchronous one): in the browser that call is the commit
// drawing the list, so its fetch no longer waits for the effects that run after that commit.
import { configureAtrium } from '../../lib/config/configureAtrium'
import { restDialect } from '../../lib/dialects/rest'
import { createHttpRepository } from '../../lib/repositories/createHttpRepository'
import { createDataCalls } from '../../lib/resource/createDataCalls'

interface Book { id: string; title: string }

function answeringFetch() {
  return jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify([{ id: '1', title: 'Dune' }]), { status: 200, headers: { 'content-type': 'application/json', 'x-total-count': '1' } }))
}

const authorizationOf = (fetch: ReturnType<typeof answeringFetch>) => new Headers(fetch.mock.calls[0][1]?.headers).get('authorization')

afterEach(() => configureAtrium({ api: {} }))

it.each([
  ['no token getter', undefined, null],
  ['a synchronous token getter', () => 'abc', 'Bearer abc'],
])('with %s, fetch is called before the list call returns', async (_name, getAuthToken, header) => {
  const fetch = answeringFetch()
  configureAtrium({ api: { baseUrl: 'https://api.example', fetch, getAuthToken, dialect: restDialect() } })
  const calls = createDataCalls<Book>('books', createHttpRepository<Book>({ path: '/books' }))
  const listed = calls.list({})
  expect(fetch).toHaveBeenCalledTimes(1)
  expect(authorizationOf(fetch)).toBe(header)
  await expect(listed).resolves.toEqual({ items: [{ id: '1', title: 'Dune' }], total: 1 })
})

it('with an async token getter, fetch waits for the token and still sends it', async () => {
  const fetch = answeringFetch()
  configureAtrium({ api: { baseUrl: 'https://api.example', fetch, getAuthToken: async () => 'later', dialect: restDialect() } })
  const calls = createDataCalls<Book>('books', createHttpRepository<Book>({ path: '/books' }))
  const listed = calls.list({})
  expect(fetch).not.toHaveBeenCalled()
  await expect(listed).resolves.toEqual({ items: [{ id: '1', title: 'Dune' }], total: 1 })
  expect(authorizationOf(fetch)).toBe('Bearer later')
})

it('with a beforeList hook, the request waits for the hook and carries what it returns', async () => {
  const fetch = answeringFetch()
  configureAtrium({ api: { baseUrl: 'https://api.example', fetch, dialect: restDialect() } })
  const calls = createDataCalls<Book>('books', createHttpRepository<Book>({ path: '/books' }), {
    beforeList: async (params) => ({ ...params, page: 3 }),
  })
  const listed = calls.list({})
  expect(fetch).not.toHaveBeenCalled()
  await listed
  expect(String(fetch.mock.calls[0][0])).toContain('_page=3')
})
