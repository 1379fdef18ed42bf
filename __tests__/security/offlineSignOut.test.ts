// Issue 16, point 13: a sign-out made while offline is sent again when the
// browser is back online (and at the next load), so the token is really
// revoked on the server; the demo's session helper uses it. The browser test
// against the demo is e2e/signOutOffline.e2e.test.ts.
import { PENDING_SIGN_OUTS_KEY, createSignOutQueue } from '../../demo/src/signOutQueue'
import { recordFigures, tallyInto } from '../support/reliabilityFigures'

const figures: Array<{ what: string; tried: number; held: number }> = []
const tally = tallyInto(figures)
afterAll(() => recordFigures('security-offline-sign-out', figures))

/** A JWT-shaped token expiring `inSeconds` from now. */
const token = (name: string, inSeconds = 3600) =>
  `h.${btoa(JSON.stringify({ sub: name, exp: Math.floor(Date.now() / 1000) + inSeconds })).replace(/=+$/, '')}.s`

/** An API reachable or not; records the tokens whose revocation reached it. */
function api() {
  const state = { online: false, status: 204 }
  const revoked: string[] = []
  const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (!state.online) throw new TypeError('Failed to fetch')
    revoked.push(new Headers(init?.headers).get('Authorization')?.replace(/^Bearer /, '') ?? '')
    return new Response(null, { status: state.status })
  })
  return { state, revoked, fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch.mock.calls }
}

const stops: Array<() => void> = []
beforeEach(() => localStorage.clear())
afterEach(() => { for (const stop of stops.splice(0)) stop() })

function queue(server: ReturnType<typeof api>) {
  const created = createSignOutQueue({ fetch: server.fetch })
  stops.push(created.start())
  return created
}

/** Waits for `condition` by letting promise callbacks run (no clock involved). */
async function until(condition: () => boolean) {
  for (let round = 0; round < 50 && !condition(); round += 1) await new Promise((resolve) => setTimeout(resolve, 0))
  expect(condition()).toBe(true)
}

describe('a sign-out while offline', () => {
  const check = tally('sign-outs made offline (network error, 5xx, navigator offline, reload): revoked once the API is reachable')

  it('is kept (in storage too) and sent when the browser is back online', async () => {
    await check(async () => {
      const server = api()
      const signOuts = queue(server)
      const first = token('editor')
      await signOuts.revoke(first)
      expect(server.revoked).toEqual([])
      expect(signOuts.pending()).toEqual([first])
      expect(JSON.parse(localStorage.getItem(PENDING_SIGN_OUTS_KEY) ?? '[]')).toEqual([first])

      server.state.online = true
      window.dispatchEvent(new Event('online'))
      await until(() => server.revoked.length === 1)
      expect(server.revoked).toEqual([first])
      await until(() => signOuts.pending().length === 0)
      expect(localStorage.getItem(PENDING_SIGN_OUTS_KEY)).toBeNull()
    })
  })

  it('survives a reload: the next visit sends it', async () => {
    await check(async () => {
      const server = api()
      const pendingToken = token('admin')
      await queue(server).revoke(pendingToken)
      for (const stop of stops.splice(0)) stop()
      server.state.online = true
      const nextVisit = queue(server)
      await until(() => server.revoked.length === 1)
      expect(server.revoked).toEqual([pendingToken])
      await until(() => nextVisit.pending().length === 0)
    })
  })

  it('a 5xx keeps it for the next try; a 401 (already revoked or expired) drops it', async () => {
    await check(async () => {
      const server = api()
      const signOuts = queue(server)
      const kept = token('editor')
      server.state.online = true
      server.state.status = 503
      await signOuts.revoke(kept)
      expect(signOuts.pending()).toEqual([kept])
      server.state.status = 401
      window.dispatchEvent(new Event('online'))
      await until(() => signOuts.pending().length === 0)
      expect(server.revoked).toEqual([kept, kept])
    })
  })

  it('navigator offline: nothing is tried until the online event', async () => {
    await check(async () => {
      const server = api()
      const signOuts = queue(server)
      const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
      try {
        await signOuts.revoke(token('editor'))
        expect(server.calls).toHaveLength(0)
      } finally {
        onLine.mockRestore()
      }
      server.state.online = true
      window.dispatchEvent(new Event('online'))
      await until(() => server.revoked.length === 1)
    })
  })

  it('an expired token is dropped without a request (revoking it is pointless)', async () => {
    const server = api()
    localStorage.setItem(PENDING_SIGN_OUTS_KEY, JSON.stringify([token('old', -10)]))
    server.state.online = true
    const signOuts = queue(server)
    await signOuts.flush()
    expect(signOuts.pending()).toEqual([])
    expect(server.calls).toHaveLength(0)
  })

  it('online, it is sent at once and nothing waits (the control)', async () => {
    const server = api()
    server.state.online = true
    const signOuts = queue(server)
    const now = token('editor')
    await signOuts.revoke(now)
    expect(server.revoked).toEqual([now])
    expect(signOuts.pending()).toEqual([])
  })
})
