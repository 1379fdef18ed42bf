/**
 * Reading pushed messages.
 *
 * Mercure (`realtime: true`, API Platform): the event's data is the JSON-LD
 * record (`@id`, `@type`, fields); a deletion carries `@id` alone (API Platform
 * may add `@type`). Which resource it belongs to is read from `@id`: the
 * resource whose collection IRI it lies directly under.
 *
 * Generic Server-Sent Events (`realtime: { url, topic? }`): each event's data
 * is one JSON object, `GenericRealtimeMessage`:
 *
 * | field      | meaning                                                                |
 * |------------|------------------------------------------------------------------------|
 * | `type`     | `'create'`, `'update'` or `'delete'`; absent: an update when the record is cached, else a create |
 * | `data`     | the record (or its changed fields); absent: the message itself, minus `type`, `resource`, `topic` |
 * | `id`       | the record's id; absent: read from `data` with the resource's `getId` |
 * | `resource` | id (or alias) of the resource it is for; absent: every resource on that URL |
 * | `topic`    | a resource with a `topic` option takes only messages of that topic; one without takes the rest (any topic no other resource on the URL claims) |
 *
 * Several resources sharing one URL should tell their messages apart with
 * `resource` or `topic`. Anything else (not JSON, not an object, an unknown
 * `type`) is ignored.
 *
 * Both kinds are validated before anything is applied: plain JSON (objects,
 * arrays, strings, numbers, booleans, null; at most 32 levels deep), no
 * `__proto__`, `constructor` or `prototype` key at any depth, an `@id` that is
 * a string and an `id` that is a string or a finite number. A Mercure `@id`
 * must lie under a resource's collection on the same origin. What fails is
 * ignored, quietly: pushed data is anyone's who can reach the hub.
 * @example
 * data: {"type":"update","resource":"articles","data":{"id":"7","title":"New title"}}
 */

/** What a pushed change says, before it is matched to a resource. */
export interface RemoteChange {
  /** Absent when the message does not say: decided by whether the record is cached. */
  kind?: 'create' | 'update' | 'delete'
  /** The record, or the fields that changed. */
  data: Record<string, unknown>
  /** The record's id, when the message names it apart from `data`. */
  id?: string
  /** Mercure: the record's IRI. */
  iri?: string
  /** Generic: the resource named by the message. */
  resource?: string
  /** Generic: the message's topic. */
  topic?: string
}

/** One message of a generic Server-Sent Events source (see the table above). */
export interface GenericRealtimeMessage {
  type?: 'create' | 'update' | 'delete'
  data?: Record<string, unknown>
  id?: string | number
  resource?: string
  topic?: string
}

const KINDS: ReadonlySet<unknown> = new Set(['create', 'update', 'delete'])
const JSON_LD_META: ReadonlySet<string> = new Set(['@id', '@type', '@context'])
const ENVELOPE: ReadonlySet<string> = new Set(['type', 'resource', 'topic'])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Keys that would reach an object's prototype when merged into a cached record. */
const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype'])
const MAX_DEPTH = 32

/** Plain JSON data only (no class instance, Proxy trap or getter is run to find out), without unsafe keys. */
function isPlainJson(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return false
  try {
    if (Array.isArray(value)) return Object.getPrototypeOf(value) === Array.prototype && value.every((item) => isPlainJson(item, depth + 1))
    if (Object.getPrototypeOf(value) !== Object.prototype) return false
    return Reflect.ownKeys(value).every((key) => {
      if (typeof key !== 'string' || UNSAFE_KEYS.has(key)) return false
      const descriptor = Object.getOwnPropertyDescriptor(value, key)
      return descriptor !== undefined && 'value' in descriptor && isPlainJson(descriptor.value, depth + 1)
    })
  } catch {
    return false
  }
}

/** An identifier a record may carry: a string, or a finite number. */
const isIdValue = (value: unknown) => value === undefined || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))

function parse(text: unknown): unknown {
  let value = text
  if (typeof text === 'string') {
    try {
      value = JSON.parse(text)
    } catch {
      return undefined
    }
  }
  return isPlainJson(value) ? value : undefined
}

function without(record: Record<string, unknown>, keys: ReadonlySet<string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !keys.has(key)))
}

/** Reads a Mercure event's data; `undefined` when it is not a JSON-LD record. */
export function readMercureChange(text: unknown): RemoteChange | undefined {
  const body = parse(text)
  if (!isRecord(body) || typeof body['@id'] !== 'string' || body['@id'] === '' || !isIdValue(body.id)) return undefined
  const data = without(body, new Set(['@context']))
  const isDeletion = Object.keys(body).every((key) => JSON_LD_META.has(key))
  return isDeletion ? { kind: 'delete', data, iri: body['@id'] } : { data, iri: body['@id'] }
}

/** Reads a generic event's data; `undefined` when it is not a message of the documented shape. */
export function readGenericChange(text: unknown): RemoteChange | undefined {
  const body = parse(text)
  if (!isRecord(body) || (body.type !== undefined && !KINDS.has(body.type))) return undefined
  const data = body.data === undefined ? without(body, ENVELOPE) : body.data
  if (!isRecord(data) || !isIdValue(body.id) || !isIdValue(data.id) || (data['@id'] !== undefined && typeof data['@id'] !== 'string')) return undefined
  const change: RemoteChange = { data }
  if (body.type !== undefined) change.kind = body.type as RemoteChange['kind']
  if (typeof body.id === 'string' || (typeof body.id === 'number' && Number.isFinite(body.id))) change.id = String(body.id)
  if (typeof body.resource === 'string') change.resource = body.resource
  if (typeof body.topic === 'string') change.topic = body.topic
  return change
}

function pathOf(url: string, base?: string): string {
  try {
    return new URL(url, base).pathname.replace(/\/+$/, '')
  } catch {
    return url.replace(/[?#].*$/, '').replace(/\/+$/, '')
  }
}

/** The origin of `url` against `base`, `''` when it has none (a relative collection outside a browser). */
function originOf(url: string, base?: string): string {
  for (const attempt of [() => new URL(url), () => new URL(url, base)]) {
    try {
      return attempt().origin
    } catch {
      // Relative: try against the base, else it has none.
    }
  }
  return ''
}

/**
 * The one of `collections` an IRI is an item of (`{collection}/{id}` on the
 * collection's origin, paths compared, the longest collection winning), or
 * `undefined`: an `@id` on another origin belongs to no resource here.
 */
export function matchCollection<C extends { collectionIri?: string }>(iri: string, collections: Iterable<C>): C | undefined {
  let best: C | undefined
  let bestLength = -1
  for (const candidate of collections) {
    if (candidate.collectionIri === undefined) continue
    if (originOf(iri, candidate.collectionIri) !== originOf(candidate.collectionIri)) continue
    const collection = pathOf(candidate.collectionIri)
    const item = pathOf(iri, candidate.collectionIri)
    const rest = item.slice(collection.length + 1)
    if (item.startsWith(`${collection}/`) && rest !== '' && !rest.includes('/') && collection.length > bestLength) {
      best = candidate
      bestLength = collection.length
    }
  }
  return best
}
