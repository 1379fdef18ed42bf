import { bulkText } from './bulkText'
import { errorText } from '../../network/errorText'

/** How one record of a bulk action came out. */
export interface RecordOutcome<T> {
  /** The record. */
  item: T
  /** Why it failed; absent when it succeeded. */
  failure?: string
}

/** The readable reason of a failure (an `ApiError`, an `Error`, an RTK Query `{ error }`, anything). */
export function failureReason(error: unknown): string {
  return errorText(error instanceof Error && !error.message ? error.name : error)
}

/** The failure a result carries: an RTK Query mutation or `initiate` result `{ error }` counts as failed. */
export function failureOf(result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null || !('error' in result)) return undefined
  const { error } = result as { error?: unknown }
  return error === undefined ? undefined : failureReason(error)
}

/**
 * Runs `each` on every record, one after the other, and says how each came
 * out: a rejection, or a result carrying `error`, fails that record only.
 */
export async function runEach<T>(items: readonly T[], each: (item: T) => unknown): Promise<RecordOutcome<T>[]> {
  const outcomes: RecordOutcome<T>[] = []
  for (const item of items) {
    try {
      const failure = failureOf(await each(item))
      outcomes.push(failure === undefined ? { item } : { item, failure })
    } catch (error) {
      outcomes.push({ item, failure: failureReason(error) })
    }
  }
  return outcomes
}

/**
 * The outcomes of an action run on all records at once: one result per
 * record, in order, when it answers so (each read like `runEach`'s); a
 * rejection fails every record with its reason; anything else counts as done.
 */
export async function runAll<T>(items: readonly T[], run: (items: T[]) => unknown): Promise<RecordOutcome<T>[]> {
  let result: unknown
  try {
    result = await run([...items])
  } catch (error) {
    const failure = failureReason(error)
    return items.map((item) => ({ item, failure }))
  }
  if (Array.isArray(result) && result.length === items.length) {
    return items.map((item, index) => {
      const failure = failureOf(result[index])
      return failure === undefined ? { item } : { item, failure }
    })
  }
  return items.map((item) => ({ item }))
}

/** "Published 2 of 3; 1 failed: <reason>" (or "Published 3 of 3."), from `done`, the past-tense label. */
export function outcomeSummary<T>(done: string, outcomes: readonly RecordOutcome<T>[]): string {
  const failed = outcomes.filter((outcome) => outcome.failure !== undefined)
  const counts = { done, succeeded: outcomes.length - failed.length, total: outcomes.length }
  if (failed.length === 0) return bulkText('list.bulkAllDone', counts)
  return bulkText('list.bulkPartial', { ...counts, failed: failed.length, reason: failed[0].failure ?? '' })
}
