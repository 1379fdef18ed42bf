import type { QuotaOptions, QuotaUsage } from './types'

/** Where a creation quota stands: `reached` once `usage.used >= usage.limit`. */
export interface QuotaState {
  /** Whether no more records may be created; the create view then draws the fallback. */
  reached: boolean
  /** The usage read from `quota.get()`; absent when the resource has no quota. */
  usage?: QuotaUsage
}

/**
 * Reads a resource's creation quota.
 * Resolves to `{ reached: false }` without a quota. Rejects with an Error
 * ("The quota could not be read: …", original error as `cause`) when `get()`
 * throws, rejects, or returns anything but `{ used, limit }` with non-negative
 * numbers; the caller decides whether that blocks creation. A `limit` of
 * `Infinity` is accepted and never reached.
 */
export async function resolveQuota(quota: QuotaOptions | undefined): Promise<QuotaState> {
  if (quota === undefined) return { reached: false }
  let value: unknown
  try {
    value = await quota.get()
  } catch (cause) {
    throw new Error(`The quota could not be read: get() failed (${describe(cause)}).`, { cause })
  }
  const usage = readUsage(value)
  return { reached: usage.used >= usage.limit, usage }
}

function readUsage(value: unknown): QuotaUsage {
  if (typeof value !== 'object' || value === null) {
    throw new Error(`The quota could not be read: get() returned ${describe(value)} instead of { used, limit }.`)
  }
  const { used, limit } = value as Record<string, unknown>
  if (!isCount(used) || !isCount(limit)) {
    throw new Error(
      `The quota could not be read: used and limit must be non-negative numbers, got used=${describe(used)}, limit=${describe(limit)}.`,
    )
  }
  // A fresh object: the host's value may carry more fields, and state should hold only these two.
  return { used, limit }
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && !Number.isNaN(value) && value >= 0
}

function describe(value: unknown): string {
  if (value instanceof Error) return value.message
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'object' && value !== null) return Array.isArray(value) ? 'an array' : 'an object'
  return String(value)
}
