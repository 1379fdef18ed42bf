import { act, fireEvent, screen } from '@testing-library/react'
import fc from 'fast-check'
import {
  ApiError, configureAtrium, createHttpRepository, createViewResource, fastapiDialect, hydraDialect, postgrestDialect, restDialect, strapiDialect,
  supabaseDialect, type Dialect,
} from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { recordFigures } from '../support/reliabilityFigures'
import { renderList } from '../views/support/renderList'
import { fetchAnswering, malformedListAnswer, unreadableDetail, type FakeAnswer, type ListShape } from './support/malformedAnswers'

const RUNS = 10_000
// About 1.5 s per dialect on a quiet 2-core machine, 18 s at a load of 10: room for a busier one.
const HEAVY_TEST_TIMEOUT_MS = 300_000
const json = (value: unknown) => JSON.stringify(value)
const rangeOf = (count: number, total: string | number) => `${count === 0 ? '*' : `0-${count - 1}`}/${total}`

const envelope = (key: string, alsoArray: boolean, wrap: (items: string, total: string) => string): ListShape => ({
  list: { key, alsoArray },
  valid: (items, total) => ({ text: wrap(json(items), String(total)), headers: {} }),
  withTotal: (items, raw) => ({ text: wrap(json(items), raw), headers: {} }),
})
const bareArray = (header: string, format: (count: number, total: string) => string): ListShape => ({
  list: 'array',
  valid: (items, total) => ({ text: json(items), headers: { [header]: format(items.length, String(total)) } }),
  withTotal: (items, raw) => ({ text: json(items), headers: { [header]: format(items.length, raw) } }),
})

const dialects: Array<[string, () => Dialect, ListShape]> = [
  ['hydra', () => hydraDialect(), envelope('member', false, (items, total) => `{"@context":"/contexts/Thing","member":${items},"totalItems":${total}}`)],
  ['strapi', () => strapiDialect(), envelope('data', false, (items, total) => `{"data":${items},"meta":{"pagination":{"page":1,"total":${total}}}}`)],
  ['postgrest', () => postgrestDialect(), bareArray('content-range', rangeOf)],
  ['supabase', () => supabaseDialect({ apiKey: 'sb_publishable_test' }), bareArray('content-range', rangeOf)],
  ['fastapi', () => fastapiDialect(), envelope('items', true, (items, total) => `{"items":${items},"total":${total}}`)],
  ['rest', () => restDialect(), bareArray('x-total-count', (_count, total) => total)],
]

/**
 * Reads `answer` as a list through the real HTTP repository; the problem found, or undefined when it held.
 * Retries are off: a 502/503/504 would otherwise be asked again after backoff delays (networkFaults tests those).
 */
async function problemWith(dialect: Dialect, answer: FakeAnswer): Promise<string | undefined> {
  const repository = createHttpRepository<unknown>({ path: '/things', dialect, api: { baseUrl: 'https://api.test', fetch: fetchAnswering(answer), retry: false } })
  let outcome: { value: unknown } | { error: unknown }
  try {
    outcome = { value: await repository.getCollection({ page: 1, itemsPerPage: 10 }) }
  } catch (error) {
    outcome = { error }
  }
  if ('value' in outcome) return `resolved to a list: ${json(outcome.value)?.slice(0, 200)}`
  const { error } = outcome
  if (!(error instanceof ApiError)) return `rejected with ${String(error)} instead of an ApiError`
  const failed = answer.status < 200 || answer.status >= 300
  // PostgREST's "0 rows" 406 is reported as a 404; otherwise a failure keeps the server's status.
  if (failed && error.status !== answer.status && !(error.status === 404 && answer.status === 406)) {
    return `status ${error.status} instead of ${answer.status}`
  }
  return unreadableDetail(error.detail, answer)
}

const figures: Array<{ what: string; tried: number; held: number }> = []
afterAll(() => recordFigures('dialect-fuzz', figures))
afterEach(() => clearViewResources())

describe.each(dialects)('%s reader, on malformed list answers', (name, makeDialect, shape) => {
  it(`rejects ${RUNS.toLocaleString('en')} of them, each with an ApiError and a readable detail`, async () => {
    const dialect = makeDialect()
    const seen = new Map<string, number>()
    let tried = 0
    let held = 0
    try {
      await fc.assert(
        fc.asyncProperty(malformedListAnswer(shape), async (answer) => {
          const problem = await problemWith(dialect, answer)
          tried += 1
          seen.set(answer.kind, (seen.get(answer.kind) ?? 0) + 1)
          if (problem !== undefined) throw new Error(`${name}, ${answer.kind} (HTTP ${answer.status}): ${problem}`)
          held += 1
        }),
        { numRuns: RUNS, endOnFailure: true },
      )
    } finally {
      figures.push({ what: `malformed ${name} answers`, tried, held })
    }
    // Every family of malformation was actually generated.
    expect(seen.size).toBeGreaterThanOrEqual(9)
    expect(held).toBe(RUNS)
  }, HEAVY_TEST_TIMEOUT_MS)
})

describe('the list view, on a malformed answer', () => {
  it('shows the error state with the reader’s detail, and Retry asks the API again', async () => {
    const answers: FakeAnswer[] = [
      { kind: 'HTML page', status: 200, headers: { 'content-type': 'text/html' }, text: '<html><body><h1>Welcome to nginx!</h1></body></html>' },
      { kind: 'valid', status: 200, headers: { 'content-type': 'application/ld+json' }, text: json({ member: [{ id: 1, title: 'Recovered' }], totalItems: 1 }) },
    ]
    const requests: string[] = []
    const fetch = (async (url: string, init: RequestInit) => {
      requests.push(`${init.method} ${url}`)
      return fetchAnswering(answers[Math.min(requests.length - 1, answers.length - 1)])(url, init)
    }) as unknown as typeof globalThis.fetch
    const things = createViewResource<{ id: number; title: string }>('fuzzed', {
      name: 'Things', path: '/things', dialect: hydraDialect(), form: { inputs: { title: { label: 'Title' } } },
    })
    configureAtrium({ api: { baseUrl: 'https://api.test', fetch } })
    try {
      renderList(things)
      const alert = await screen.findByText(/The list could not be loaded: hydra: expected .*text\/html that is not valid JSON/)
      expect(alert).toHaveAttribute('role', 'alert')
      expect(requests).toHaveLength(1)
      expect(requests[0]).toMatch(/^GET https:\/\/api\.test\/things(\?|$)/)
      await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Retry' })) })
      expect(await screen.findByText('Recovered')).toBeInTheDocument()
      expect(screen.queryByText(/could not be loaded/)).toBeNull()
      expect(requests).toHaveLength(2)
      expect(requests[1]).toBe(requests[0])
    } finally {
      configureAtrium({})
    }
  })
})
