import type { DialectOperation } from './Dialect'
import { isRecord } from './dialectAnswers'

// Shared by the dialects when they spell requests: paths, bodies, and what they refuse.

/** A resource path written without its leading slash (`'posts'`) is still rooted (`'/posts'`); absolute URLs are kept. */
export function rootedPath(path: string): string {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(path) || path.startsWith('/')) return path
  return `/${path}`
}

/** The error of a dialect asked for a bulk operation it does not spell (the repository then sends one request per record). */
export function notBulk(dialect: string, operation: DialectOperation): Error {
  return new Error(`${dialect} dialect has no single request for '${operation.type}': send one request per record`)
}

/** A copy of a record without `keys` (the identity a backend refuses to see in a body); other values are kept as they are. */
export function withoutKeys(data: unknown, keys: readonly string[]): unknown {
  if (!isRecord(data)) return data
  const kept = { ...data }
  for (const key of keys) delete kept[key]
  return kept
}
