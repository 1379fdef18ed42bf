// Issue 16, point 4: authorization never hangs. Whatever an authorization
// function answers, throws or rejects with — an object without a prototype, a
// Proxy whose every trap throws, an object whose `status` getter throws, a
// value whose `toString` throws, a thenable that never settles — the scope's
// check ends: in the host's error boundary (with a readable error), or after
// `authorizationTimeoutMs` (default 30 s, fake clock here) in
// `AuthorizationTimeoutError`; never a loader forever.
import { act, screen, waitFor } from '@testing-library/react'
import { AuthorizationTimeoutError, ForbiddenError, createAtriumStore } from '../../lib/index'
import { renderScope, settle } from '../scope/renderScope'
import { setup, silenceBoundaryErrors } from '../scope/gateSetup'
import { recordFigures, tallyInto } from '../support/reliabilityFigures'

silenceBoundaryErrors()

const figures: Array<{ what: string; tried: number; held: number }> = []
const tally = tallyInto(figures)
afterAll(() => recordFigures('security-authorization-values', figures))

const throwing = () => { throw new Error('trap') }
const hostile = () => new Proxy({}, {
  get: throwing, has: throwing, ownKeys: throwing, getPrototypeOf: throwing, getOwnPropertyDescriptor: throwing, apply: throwing, construct: throwing,
})
const revoked = () => { const { proxy, revoke } = Proxy.revocable({}, {}); revoke(); return proxy }
const statusGetterThrows = () => ({ get status(): number { throw new Error('status getter') } })
const toStringThrows = () => ({ toString: throwing, valueOf: throwing, [Symbol.toPrimitive]: throwing })
const errorWithThrowingStatus = () => Object.defineProperty(new Error('refused oddly'), 'status', { get: throwing })
const errorProxy = () => new Proxy(new Error('proxied'), { get: throwing, getPrototypeOf: () => Error.prototype })
const thenGetterThrows = () => ({ get then(): never { throw new Error('then getter') } })
const thenThrows = () => ({ then: throwing })

/** Values an authorization function rejects with (or throws). */
const REFUSALS: Array<[string, () => unknown]> = [
  ['Object.create(null)', () => Object.create(null)],
  ['a Proxy whose every trap throws', hostile],
  ['a revoked Proxy', revoked],
  ['an object whose status getter throws', statusGetterThrows],
  ['a value whose toString throws', toStringThrows],
  ['an Error whose status getter throws', errorWithThrowingStatus],
  ['a Proxy of an Error whose get trap throws', errorProxy],
  ['an Error whose own toString throws', () => Object.assign(new Error('loud'), { toString: throwing })],
  ['a symbol', () => Symbol('refusal')],
  ['a bigint', () => 10n],
  ['an object with status "401" (a string)', () => ({ status: '401' })],
  ['undefined', () => undefined],
]

/** Values an authorization function resolves to (or returns). */
const ANSWERS: Array<[string, () => unknown]> = [
  ['Object.create(null)', () => Object.create(null)],
  ['a Proxy whose every trap throws', hostile],
  ['a value whose toString throws', toStringThrows],
  ['a thenable whose then getter throws', thenGetterThrows],
  ['a thenable whose then throws', thenThrows],
]

async function expectBoundary(): Promise<HTMLElement> {
  const boundary = await screen.findByTestId('boundary')
  expect(boundary.textContent).toMatch(/\S/)
  expect(screen.queryByRole('status')).toBeNull()
  return boundary
}

describe('odd refusals end in the error boundary', () => {
  const check = tally('odd refusal values (thrown, rejected): the check ends in the error boundary, no loader left')

  it.each(REFUSALS.flatMap(([name, make]) => [[`${name}, rejected`, () => Promise.reject(make())], [`${name}, thrown`, () => { throw make() }]] as const))(
    '%s', async (_name, authorization) => {
      await check(async () => {
        const errors: unknown[] = []
        const { configuration, admin } = setup(authorization)
        renderScope(configuration, { path: '/admin', onError: (error) => errors.push(error) })
        await expectBoundary()
        expect(admin.renders).toBe(0)
        // What reached the boundary can be read by any boundary: an Error, or a plain value as it was thrown.
        expect(errors).toHaveLength(1)
        expect(errors[0] ?? null).not.toBeNull()
        expect(() => `${errors[0] instanceof Error ? errors[0].message : String(errors[0])}`).not.toThrow()
      })
    },
  )

  it.each(ANSWERS)('an answer of %s', async (_name, make) => {
    await check(async () => {
      const { configuration } = setup(() => make())
      renderScope(configuration, { path: '/admin' })
      await expectBoundary()
    })
  })

  it('a thenable calling back twice settles with its first value (true): the scope renders', async () => {
    await check(async () => {
      const { configuration, admin } = setup(() => ({ then: (ok: (value: unknown) => void) => { ok(true); ok(hostile()) } }) as unknown as Promise<boolean>)
      renderScope(configuration, { path: '/admin' })
      await waitFor(() => expect(admin.renders).toBeGreaterThan(0))
      expect(screen.queryByTestId('boundary')).toBeNull()
    })
  })

  it('a real 403 and a real Error keep their meaning (the control)', async () => {
    const { configuration } = setup(() => Promise.reject(new ForbiddenError()))
    renderScope(configuration, { path: '/admin' })
    expect(await screen.findByText('Access denied')).toBeInTheDocument()
    const failure = new Error('Backend down')
    const errors: unknown[] = []
    const second = setup(() => Promise.reject(failure))
    renderScope(second.configuration, { path: '/admin', onError: (error) => errors.push(error), store: createAtriumStore({ persist: false }) })
    await waitFor(() => expect(errors).toContain(failure))
  })

  it('the store holds a readable summary of the odd refusal', async () => {
    const store = createAtriumStore({ persist: false })
    const seen: unknown[] = []
    store.subscribe(() => {
      const entry = store.getState().atrium.authorization.scopes.admin
      if (entry?.status === 'error') seen.push(entry.error)
    })
    const { configuration } = setup(() => Promise.reject(hostile()))
    renderScope(configuration, { path: '/admin', store })
    await expectBoundary()
    expect(seen[0]).toEqual({ message: "Atrium: the authorization of scope 'admin' failed with an object." })
  })
})

describe('an authorization that never settles', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  const check = tally('never-settling authorizations (fake clock): AuthorizationTimeoutError at the configured time, loader until then')
  const never = () => new Promise<boolean>(() => {})
  const thenable = () => ({ then() {} }) as unknown as Promise<boolean>

  async function advance(ms: number) {
    await act(async () => { jest.advanceTimersByTime(ms) })
    await flush()
  }

  /** Lets promise callbacks (the scope's loader, the listener's effect) and their renders run, without moving the fake clock. */
  async function flush() {
    for (let round = 0; round < 10; round += 1) await act(async () => { await Promise.resolve() })
  }

  it.each<[string, () => Promise<boolean>, { configured?: number; scope?: number }, number]>([
    ['a promise that never settles, default 30 s', never, {}, 30_000],
    ['a thenable that never calls back, default 30 s', thenable, {}, 30_000],
    ['configured authorizationTimeoutMs 5 s', thenable, { configured: 5_000 }, 5_000],
    ['the scope\'s own 2 s wins over the configuration\'s 60 s', never, { configured: 60_000, scope: 2_000 }, 2_000],
  ])('%s', async (_name, authorization, timeouts, ms) => {
    await check(async () => {
      const errors: unknown[] = []
      const { configuration } = setup(authorization, { authorizationTimeoutMs: timeouts.configured }, { authorizationTimeoutMs: timeouts.scope })
      renderScope(configuration, { path: '/admin', onError: (error) => errors.push(error) })
      await flush()
      expect(screen.getByRole('status')).toBeInTheDocument()
      await advance(ms - 1)
      expect(screen.getByRole('status')).toBeInTheDocument()
      expect(errors).toEqual([])
      await advance(1)
      await flush()
      expect(screen.getByTestId('boundary')).toHaveTextContent(`did not answer within ${ms / 1000} s`)
      expect(errors[0]).toBeInstanceOf(AuthorizationTimeoutError)
      expect(errors[0]).toMatchObject({ scope: 'admin', timeoutMs: ms })
    })
  })

  it('an answer before the timeout wins; the timeout never fires after it', async () => {
    let answer: (value: boolean) => void = () => {}
    const { configuration, admin } = setup(() => new Promise<boolean>((resolve) => { answer = resolve }))
    renderScope(configuration, { path: '/admin' })
    await flush()
    await advance(29_000)
    await act(async () => answer(true))
    await flush()
    expect(admin.renders).toBeGreaterThan(0)
    await advance(60_000)
    expect(screen.queryByTestId('boundary')).toBeNull()
    expect(screen.getByTestId('admin-decorator')).toBeInTheDocument()
  })
})
