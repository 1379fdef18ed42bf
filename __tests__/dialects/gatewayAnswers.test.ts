// A create answered by a gateway (502, 503, 504) is one the origin may have done: the form then holds it as "maybe
// saved" rather than refused (useSaveRecovery). That reading rests on every dialect keeping the gateway's status,
// whatever the body (a proxy's HTML page, or the backend's own error JSON), and on each backend's refusal of a create
// keeping its 4xx: checked here on the wire for json-server, FastAPI, Strapi, PostgREST and API Platform.
import { configureAtrium } from '../../lib/config/configureAtrium'
import { ApiError, createHttpRepository, fastapiDialect, hydraDialect, postgrestDialect, restDialect, strapiDialect, type Dialect } from '../../lib'
import { wire, type Reply } from './wire'

afterEach(() => configureAtrium({}))

const DIALECTS: Array<[string, () => Dialect]> = [
  ['json-server (rest)', restDialect], ['FastAPI', fastapiDialect], ['Strapi', strapiDialect], ['PostgREST', postgrestDialect], ['API Platform (hydra)', hydraDialect],
]

/** The status the create's `ApiError` carries when the API answers `reply`. */
async function createRefusedWith(dialect: Dialect, reply: Reply): Promise<number | undefined> {
  wire('https://api.test', reply)
  const error: unknown = await createHttpRepository<Record<string, unknown>>({ path: '/posts', dialect }).createItem({ title: 'x' }).then(() => undefined, (caught: unknown) => caught)
  expect(error).toBeInstanceOf(ApiError)
  return (error as ApiError).status
}

describe.each(DIALECTS)('%s', (_name, dialect) => {
  it.each([502, 503, 504])('keeps a gateway\'s %i, with an HTML page or a JSON error body', async (status) => {
    expect(await createRefusedWith(dialect(), { status, body: '<html><body>Bad gateway</body></html>', headers: { 'content-type': 'text/html' } })).toBe(status)
    expect(await createRefusedWith(dialect(), { status, body: { message: 'upstream timed out', error: { status, message: 'upstream' } } })).toBe(status)
  })

  it.each([400, 409, 422, 500])('keeps the backend\'s own refusal %i (not read as a gateway\'s)', async (status) => {
    expect(await createRefusedWith(dialect(), { status, body: { message: 'Refused', detail: 'Refused', error: { status, message: 'Refused' } } })).toBe(status)
  })
})
