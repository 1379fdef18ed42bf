import { resolveQuota } from '../../lib/resource/quota'
import type { QuotaOptions, QuotaUsage } from '../../lib/resource/types'

const quotaOf = (get: () => unknown): QuotaOptions => ({ get: get as () => QuotaUsage, fallback: null })

describe('resolveQuota', () => {
  it('is not reached without a quota', async () => {
    await expect(resolveQuota(undefined)).resolves.toStrictEqual({ reached: false })
  })

  it.each<[string, QuotaUsage, boolean]>([
    ['under the limit', { used: 2, limit: 3 }, false],
    ['at the limit', { used: 3, limit: 3 }, true],
    ['over the limit', { used: 5, limit: 3 }, true],
    ['nothing used', { used: 0, limit: 10 }, false],
    ['zero limit', { used: 0, limit: 0 }, true],
    ['fractional numbers', { used: 2.5, limit: 3 }, false],
    ['unlimited', { used: 1e9, limit: Infinity }, false],
  ])('%s: %o → reached %s', async (_name, usage, reached) => {
    await expect(resolveQuota({ get: () => usage, fallback: null })).resolves.toStrictEqual({ reached, usage })
    await expect(resolveQuota({ get: async () => usage, fallback: null })).resolves.toStrictEqual({ reached, usage })
  })

  it('keeps only used and limit from what get() returned', async () => {
    const state = await resolveQuota(quotaOf(() => ({ used: 1, limit: 2, plan: 'free' })))
    expect(state).toStrictEqual({ reached: false, usage: { used: 1, limit: 2 } })
  })

  it.each<[string, () => unknown]>([
    ['get() throws', () => { throw new Error('offline') }],
    ['get() rejects', () => Promise.reject(new Error('503'))],
    ['get() rejects with a non-Error', () => Promise.reject('nope')],
    ['undefined', () => undefined],
    ['null', () => null],
    ['a number', () => 3],
    ['a string', () => 'full'],
    ['an array', () => [1, 2]],
    ['missing limit', () => ({ used: 1 })],
    ['missing used', () => ({ limit: 1 })],
    ['numeric strings', () => ({ used: '1', limit: '2' })],
    ['NaN used', () => ({ used: NaN, limit: 2 })],
    ['NaN limit', () => ({ used: 1, limit: NaN })],
    ['negative used', () => ({ used: -1, limit: 2 })],
    ['negative limit', () => ({ used: 0, limit: -5 })],
    ['async malformed', async () => ({ used: 1, limit: null })],
  ])('rejects with a readable Error when %s', async (_name, get) => {
    const result = resolveQuota(quotaOf(get))
    await expect(result).rejects.toBeInstanceOf(Error)
    await expect(result).rejects.toThrow(/quota could not be read/)
  })

  it('keeps the original error as cause', async () => {
    const original = new Error('offline')
    await expect(resolveQuota(quotaOf(() => { throw original }))).rejects.toMatchObject({
      message: expect.stringContaining('offline'),
      cause: original,
    })
  })

  it('calls get() once per resolution', async () => {
    const get = jest.fn(() => ({ used: 0, limit: 1 }))
    await resolveQuota({ get, fallback: null })
    expect(get).toHaveBeenCalledTimes(1)
  })
})
