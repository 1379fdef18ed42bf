/** @jest-environment node */
// Issue 16, point 11, at the HTTP level against the real demo API: sign-in is
// throttled per user name and per address (after 10 failures: 429 with a
// Retry-After that grows with every further attempt), and a known and an
// unknown user name are answered alike, in the same time.
//
// The API runs with DEMO_TRUST_PROXY=1, as behind a reverse proxy, so each
// test can speak from addresses of its own (X-Forwarded-For); otherwise every
// request of this file would come from 127.0.0.1 and share one address lock.
import { call, login, startApiForTest, type TestApi } from '../demoApi/support/apiServer'
import { recordFigures, tallyInto } from '../support/reliabilityFigures'

jest.setTimeout(120_000)

let api: TestApi
let admin: string

beforeAll(async () => {
  api = await startApiForTest({ env: { DEMO_TRUST_PROXY: '1' } })
  admin = await login(api.url, 'admin')
})

afterAll(async () => {
  await api?.close()
  recordFigures('security-demo-sign-in', figures)
})

const figures: Array<{ what: string; tried: number; held: number }> = []
const tally = tallyInto(figures)

function signIn(username: string, password: string, address: string) {
  return call(api.url, '/api/login_check', {
    method: 'POST', contentType: 'application/json', body: { username, password }, headers: { 'X-Forwarded-For': address },
  })
}

const retryAfter = (answer: { headers: Headers }) => Number(answer.headers.get('retry-after'))

async function newAccount(username: string) {
  const created = await call(api.url, '/api/users', {
    token: admin, method: 'POST', body: { username, email: `${username}@example.com`, roles: ['ROLE_EDITOR'], plainPassword: 'right' },
  })
  expect(created.status).toBe(201)
}

describe('per user name', () => {
  it('10 wrong passwords (from 10 addresses) lock the name: 429 with Retry-After, even for the right password, growing', async () => {
    const check = tally('failed sign-ins per user name, then attempts while locked: 401 ×10, then 429 with a growing Retry-After')
    await newAccount('guessed')
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await check(async () => {
        const answer = await signIn('guessed', `wrong-${attempt}`, `10.0.1.${attempt}`)
        expect({ attempt, status: answer.status }).toEqual({ attempt, status: 401 })
      })
    }
    const waits: number[] = []
    for (let attempt = 11; attempt <= 14; attempt += 1) {
      await check(async () => {
        const answer = await signIn('GUESSED'.toLowerCase(), 'right', `10.0.2.${attempt}`)
        expect({ attempt, status: answer.status, token: answer.body.token }).toEqual({ attempt, status: 429, token: undefined })
        expect(answer.body.detail).toMatch(/Too many failed sign-ins/)
        waits.push(retryAfter(answer))
      })
    }
    expect(waits[0]).toBeGreaterThanOrEqual(1)
    for (let index = 1; index < waits.length; index += 1) expect(waits[index]).toBeGreaterThan(waits[index - 1])
    // Another name from the same addresses is not locked.
    expect((await signIn('editor', 'editor', '10.0.1.1')).status).toBe(200)
  })

  it('a successful sign-in clears the count of its name', async () => {
    await newAccount('forgetful')
    for (let attempt = 1; attempt <= 9; attempt += 1) expect((await signIn('forgetful', 'wrong', `10.0.3.${attempt}`)).status).toBe(401)
    expect((await signIn('forgetful', 'right', '10.0.3.100')).status).toBe(200)
    for (let attempt = 1; attempt <= 9; attempt += 1) expect((await signIn('forgetful', 'wrong', `10.0.4.${attempt}`)).status).toBe(401)
    expect((await signIn('forgetful', 'right', '10.0.4.100')).status).toBe(200)
  })
})

describe('per address', () => {
  it('10 failures from one address (10 different names) lock the address, not the names elsewhere', async () => {
    const check = tally('failed sign-ins per address (a different name each), then attempts while locked: 401 ×10, then 429')
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await check(async () => {
        expect((await signIn(`nobody-${attempt}`, 'x', '10.9.9.9')).status).toBe(401)
      })
    }
    const first = await signIn('editor', 'editor', '10.9.9.9')
    const second = await signIn('editor', 'editor', '10.9.9.9')
    await check(async () => {
      expect([first.status, second.status]).toEqual([429, 429])
      expect(retryAfter(second)).toBeGreaterThan(retryAfter(first))
    })
    expect((await signIn('editor', 'editor', '10.9.9.10')).status).toBe(200)
  })

  it('parallel guesses cannot slip past the threshold', async () => {
    const check = tally('parallel guesses from one address (30 at once): at most 10 checked, the rest 429')
    await check(async () => {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => signIn(`burst-${index}`, 'x', '10.8.8.8')))
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10)
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20)
    })
  })
})

describe('a known and an unknown user name', () => {
  it('get the same answer, in the same time (the password hash runs for both)', async () => {
    const check = tally('sign-ins with a wrong password for known vs unknown names (interleaved): same answer, an unknown name never answers in under a quarter of a known one\'s median time')
    const known: number[] = []
    const unknown: number[] = []
    const time = async (username: string, address: string, into: number[]) => {
      const started = performance.now()
      const answer = await signIn(username, 'not-the-password', address)
      into.push(performance.now() - started)
      return answer
    }
    // Interleaved, each from an address and name of its own (no lock), so that the machine's load weighs on both alike.
    for (let round = 0; round < 8; round += 1) {
      await newAccount(`timed-${round}`)
      await check(async () => {
        const a = await time(`timed-${round}`, `10.7.${round}.1`, known)
        const b = await time(`ghost-${round}`, `10.7.${round}.2`, unknown)
        expect([a.status, b.status]).toEqual([401, 401])
        expect(a.body.detail).toBe(b.body.detail)
      })
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]
    // Not a speed budget: a ratio between two kinds of request measured side by side. Without the
    // decoy hash an unknown name answers in about a twentieth of the time of a known one (ratio ~0.05);
    // with it both run one scrypt (~1). Only the leak's direction is asserted, with a wide margin on
    // both sides of it (0.25): a loaded machine once put an unknown name at 2.16× a known one's
    // median, which says nothing about a leak but failed a two-sided bound.
    const ratio = median(unknown) / median(known)
    expect(ratio).toBeGreaterThan(0.25)
  })
})
