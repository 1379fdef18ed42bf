import type { HookContext } from '../types'
import type { ResourceHooks } from './types'

/**
 * The seed's hook values, and the shapes of Atrium 0.1 still read for one
 * release (each behind a development warning, once per resource and hook):
 *
 * | hook           | receives → returns (seed)                         | 0.1 shape still read            |
 * |----------------|---------------------------------------------------|---------------------------------|
 * | `beforeRead`   | `{ id }` → `{ id }`                                | a returned id string            |
 * | `beforeUpdate` | the changed fields with the record's `id` → same  | a returned `{ id, data }`       |
 * | `beforeDelete` | the record → the record                           | a returned id string            |
 * | `afterDelete`  | the record                                        | —                               |
 */

const warned = new Set<string>()

function warnOnce(resourceId: string, hook: string, shape: string): void {
  if (process.env.NODE_ENV === 'production') return
  const key = `${resourceId}/${hook}`
  if (warned.has(key)) return
  warned.add(key)
  console.warn(
    `Atrium: resource '${resourceId}': hooks.${hook} returned ${shape}, the shape of Atrium 0.1. ` +
      `It still works in this release; return the seed's value instead (see ResourceHooks.${hook}).`,
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `beforeRead({ id })`: the id to read. */
export async function runBeforeRead<T>(resourceId: string, hooks: ResourceHooks<T>, id: string, context: HookContext): Promise<string> {
  if (!hooks.beforeRead) return id
  const value: unknown = await hooks.beforeRead({ id }, context)
  if (typeof value === 'string') {
    warnOnce(resourceId, 'beforeRead', 'an id string')
    return value
  }
  if (isRecord(value) && (typeof value.id === 'string' || typeof value.id === 'number')) return String(value.id)
  return id
}

/**
 * `beforeUpdate(data)`: the changed fields, with the record's `id` added when
 * the change has none. What comes back is sent, without that added `id`
 * (the URL names the record); a different `id` addresses another record.
 */
export async function runBeforeUpdate<T>(
  resourceId: string, hooks: ResourceHooks<T>, id: string, data: Partial<T>, context: HookContext,
): Promise<{ id: string; data: Partial<T> }> {
  if (!hooks.beforeUpdate) return { id, data }
  const added = !('id' in (data as object))
  const given = (added ? { ...data, id } : data) as Partial<T> & { id?: unknown }
  const value: unknown = await hooks.beforeUpdate(given, context)
  if (value === undefined || value === null) return { id, data }
  if (isRecord(value) && Object.keys(value).length === 2 && typeof value.id === 'string' && isRecord(value.data)) {
    warnOnce(resourceId, 'beforeUpdate', '{ id, data }')
    return { id: value.id, data: value.data as Partial<T> }
  }
  if (!isRecord(value)) return { id, data }
  const next = { ...value }
  const target = typeof next.id === 'string' || typeof next.id === 'number' ? String(next.id) : id
  // The URL names the record: the id given for information is not sent.
  if (added) delete next.id
  return { id: added ? target : id, data: next as Partial<T> }
}

/** `beforeDelete(item)`: the record to delete (its id is read with `getId`), or a 0.1 id string. */
export async function runBeforeDelete<T>(
  resourceId: string, hooks: ResourceHooks<T>, id: string, item: T, getId: (item: T) => string, context: HookContext,
): Promise<{ id: string; item: T }> {
  if (!hooks.beforeDelete) return { id, item }
  const value: unknown = await hooks.beforeDelete(item, context)
  if (typeof value === 'string') {
    warnOnce(resourceId, 'beforeDelete', 'an id string')
    return { id: value, item }
  }
  if (!isRecord(value) || value === item) return { id, item }
  let next = id
  try {
    next = getId(value as T)
  } catch { /* a record without its identifier keeps the one being deleted */ }
  return { id: next, item: value as T }
}
