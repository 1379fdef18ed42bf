/** A tiny seed-4.4 API: `POST /api/login_check` → `{ token }`, `GET /api/me` → the user, 401 once revoked. */
export function fakeAuthApi(accounts: Record<string, { password: string; roles: string }>) {
  const tokens = new Map<string, string>()
  let issued = 0
  const state = { meStatus: undefined as number | undefined }
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
  const fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input)
    if (url === '/api/login_check' && init?.method === 'POST') {
      const { username, password } = JSON.parse(String(init.body)) as { username: string; password: string }
      if (accounts[username]?.password !== password) return json({ message: 'Invalid credentials.' }, 401)
      const token = `token-${username}-${++issued}`
      tokens.set(token, username)
      return json({ token })
    }
    if (url === '/api/me') {
      if (state.meStatus !== undefined) return json({ title: 'failure' }, state.meStatus)
      const header = new Headers(init?.headers).get('Authorization') ?? ''
      const username = tokens.get(header.replace(/^Bearer /, ''))
      if (!username) return json({ message: 'Expired JWT Token' }, 401)
      return json({ username, roles: accounts[username].roles })
    }
    return json({ title: 'Not Found' }, 404)
  })
  return {
    fetch: fetch as unknown as typeof globalThis.fetch,
    calls: fetch.mock.calls,
    meCalls: () => fetch.mock.calls.filter(([input]) => String(input) === '/api/me').length,
    revokeAll: () => tokens.clear(),
    grant: (username: string, roles: string) => { accounts[username].roles = roles },
    failMe: (status: number | undefined) => { state.meStatus = status },
  }
}
