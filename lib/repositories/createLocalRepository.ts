/**
 * A repository that keeps a resource's records in the browser's localStorage
 * (resources declared with `storage: 'local'`).
 *
 * Storage format — one key per resource and user, `atrium:resource:<resourceId>` (nobody signed in
 * through Atrium's session) or `atrium:resource:<resourceId>@<userKey>` (the `owner` option; a resource declared with
 * `storage: 'local'` gives the signed-in user's, see `localDataOwner`), holding JSON:
 *
 *     { "version": 1, "items": [ { "id": "…", …other fields }, … ] }
 *
 * - `items` keeps the records in creation order; each is a JSON object whose `id`
 *   is a string (generated) or whatever the host gave (numbers are kept, compared as strings).
 * - A legacy value that is a plain JSON array is read as `items`; the next write stores
 *   the versioned object.
 * - An absent key means "no records yet".
 * - Any other value is corrupt: every call rejects with `ApiError` status 0, title
 *   `'Corrupt local data'`, and NOTHING is written, so the data stays there to be repaired.
 *
 * Storage is read afresh on every call because another tab may have written since; the string
 * read is parsed only when it differs from the one parsed last (`lastParsed`).
 */
import { ApiError } from '../errors/ApiError'
import type { Collection, ListParams, ObservableRepository, SortDirection } from '../types'
import { lastParsed } from './lastParsed'
import { compareValues, readField } from '../filters/fieldValues'
import { compileFilter } from './matchFilter'

/** Version number written in the stored object; other versions are refused as corrupt. */
export const LOCAL_STORAGE_FORMAT_VERSION = 1

/** The JSON stored under a resource's key. */
export interface LocalStorageData {
  /** Format version, always `1`. */
  version: typeof LOCAL_STORAGE_FORMAT_VERSION
  /** The records, in creation order. */
  items: Record<string, unknown>[]
}

/** Options of `createLocalRepository`. */
export interface LocalRepositoryOptions {
  /** The Storage to use; `null` means none (reads and writes reject). Default `window.localStorage`. */
  storage?: Storage | null
  /** The key to store under, used as given (whoever is signed in); default `localStorageKey(resourceId, owner())`. */
  key?: string
  /**
   * Whose records are read and written, asked at each call (`null`: the browser's, shared). A resource
   * declared with `storage: 'local'` passes `localDataOwner`, the signed-in user; default: nobody.
   */
  owner?: () => string | null
  /** Makes the id of a created record that has none; default a UUID. */
  generateId?: () => string
}

/**
 * The localStorage key holding the records of a resource: `atrium:resource:<resourceId>`, followed by
 * `@<owner>` for a signed-in user's own records (`owner`: their `userKey`).
 */
export function localStorageKey(resourceId: string, owner: string | null = null): string {
  return owner === null ? `atrium:resource:${resourceId}` : `atrium:resource:${resourceId}@${owner}`
}

type StoredRecord = Record<string, unknown>

const ID_FIELD = 'id'
// A generator that keeps returning taken ids must not loop forever.
const MAX_ID_ATTEMPTS = 10

function defaultGenerateId(): string {
  // randomUUID exists only in secure contexts (https, localhost), so plain-http hosts need the fallback.
  const cryptoApi: Crypto | undefined = globalThis.crypto
  if (cryptoApi && typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

const isRecord = (value: unknown): value is StoredRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

const describe = (value: unknown): string =>
  value === null ? 'null' : value === undefined ? 'absent' : Array.isArray(value) ? 'an array'
    : typeof value === 'object' ? 'an object' : `a ${typeof value}`

const hasId = (record: StoredRecord): boolean =>
  record[ID_FIELD] !== undefined && record[ID_FIELD] !== null && record[ID_FIELD] !== ''

const isIdOf = (record: StoredRecord, id: unknown): boolean => hasId(record) && String(record[ID_FIELD]) === String(id)

function compareForSort(a: unknown, b: unknown, direction: SortDirection): number {
  // Missing values go last whatever the direction: blanks at the top of a list hide the data.
  const [aMissing, bMissing] = [a === null || a === undefined, b === null || b === undefined]
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1
  let order = compareValues(a, b)
  if (Number.isNaN(order)) order = JSON.stringify(a).localeCompare(JSON.stringify(b))
  return direction === 'desc' ? -order : order
}

function sortRecords(records: StoredRecord[], order: ListParams['order']): StoredRecord[] {
  // A typed `{ title: undefined }` sorts nothing.
  const keys = Object.entries(order ?? {}).filter((key): key is [string, SortDirection] => key[1] !== undefined)
  if (keys.length === 0) return records
  return [...records].sort((a, b) => {
    for (const [field, direction] of keys) {
      const result = compareForSort(readField(a, field), readField(b, field), direction)
      if (result !== 0) return result
    }
    return 0
  })
}

function paginate(records: StoredRecord[], page: number | undefined, itemsPerPage: number | undefined): StoredRecord[] {
  if (typeof itemsPerPage !== 'number' || !Number.isFinite(itemsPerPage) || itemsPerPage <= 0) return records
  const size = Math.max(1, Math.floor(itemsPerPage))
  const pageNumber = typeof page === 'number' && Number.isFinite(page) ? Math.max(1, Math.floor(page)) : 1
  return records.slice((pageNumber - 1) * size, pageNumber * size)
}

/**
 * Creates a repository keeping the records of `resourceId` in localStorage (format in the
 * module comment). Every method returns a promise rejecting with an `ApiError`; creating the
 * repository touches neither storage nor `window`.
 */
export function createLocalRepository<T>(
  resourceId: string,
  options: LocalRepositoryOptions = {},
): ObservableRepository<T> {
  // Read at each call: the signed-in user may have changed since the last one.
  const keyNow = (): string => options.key ?? localStorageKey(resourceId, options.owner?.() ?? null)
  const generateId = options.generateId ?? defaultGenerateId
  const where = (): string => `resource '${resourceId}' (key ${keyNow()})`

  const fail = (status: number, title: string, detail: string): ApiError => new ApiError({ status, title, detail })
  const unavailable = (cause?: unknown): ApiError => fail(0, 'Local storage unavailable',
    `Local data of ${where()} cannot be read or written: this browser gives no local storage `
    + `(private browsing or storage disabled)${cause === undefined ? '' : ` — ${messageOf(cause).replace(/\.+$/, '')}`}.`)
  const corrupt = (reason: string): ApiError => fail(0, 'Corrupt local data',
    `Local data of ${where()} is corrupt: ${reason}. It was left untouched; repair or remove that key to use this resource again.`)
  const notFound = (id: unknown): ApiError => fail(404, 'Not found', `No record with id '${String(id)}' in local data of ${where()}.`)

  function resolveStorage(): Storage {
    let storage: Storage | null
    try {
      // Reading window.localStorage itself throws in some private modes and sandboxed frames.
      storage = options.storage !== undefined ? options.storage
        : typeof window === 'undefined' ? null : window.localStorage
    } catch (error) {
      throw unavailable(error)
    }
    if (!storage) throw unavailable()
    return storage
  }

  const parsed = lastParsed<StoredRecord[]>()
  // Records handed out are copies, so no caller can change the remembered ones.
  const copyOut = <R>(records: R): R => JSON.parse(JSON.stringify(records)) as R

  function read(storage: Storage): StoredRecord[] {
    let raw: string | null
    try { raw = storage.getItem(keyNow()) } catch (error) { throw unavailable(error) }
    if (raw === null) return []
    // The string read last time (no tab wrote since) is not parsed again; the records stay inside this repository.
    return parsed.get(raw, parseItems)
  }

  function parseItems(raw: string): StoredRecord[] {
    let data: unknown
    try { data = JSON.parse(raw) } catch (error) { throw corrupt(`it is not valid JSON (${messageOf(error)})`) }
    let items: unknown = data
    if (!Array.isArray(data)) {
      if (!isRecord(data)) throw corrupt(`expected {"version":1,"items":[…]} but found ${describe(data)}`)
      if (data.version !== LOCAL_STORAGE_FORMAT_VERSION) {
        throw corrupt(`unsupported format version ${JSON.stringify(data.version) ?? 'undefined'} (expected ${LOCAL_STORAGE_FORMAT_VERSION})`)
      }
      items = data.items
    }
    if (!Array.isArray(items)) throw corrupt(`"items" is ${describe(items)} instead of an array`)
    const bad = items.findIndex((item) => !isRecord(item))
    if (bad >= 0) throw corrupt(`item ${bad} is ${describe(items[bad])} instead of an object`)
    return items as StoredRecord[]
  }

  function write(storage: Storage, items: StoredRecord[]): void {
    const data: LocalStorageData = { version: LOCAL_STORAGE_FORMAT_VERSION, items }
    try {
      storage.setItem(keyNow(), JSON.stringify(data))
    } catch (error) {
      // setItem is all-or-nothing, so the previous value is still there.
      throw fail(507, 'Local storage full',
        `Local storage is full: ${where()} could not be saved (${messageOf(error)}). Nothing was changed; free some space and retry.`)
    }
  }

  // Returns exactly what JSON keeps (no undefined, dates as strings), so callers see the stored record.
  function storedCopy(data: unknown): StoredRecord {
    let copy: unknown
    try {
      copy = JSON.parse(JSON.stringify(data) ?? 'null')
    } catch (error) {
      throw fail(400, 'Invalid record', `The record for ${where()} cannot be stored as JSON: ${messageOf(error)}.`)
    }
    if (!isRecord(copy)) {
      throw fail(400, 'Invalid record', `A record of ${where()} must be an object, not ${describe(copy)}.`)
    }
    return copy
  }

  function newId(items: StoredRecord[]): string {
    for (let attempt = 0; attempt < MAX_ID_ATTEMPTS; attempt += 1) {
      const id = generateId()
      if (!items.some((item) => isIdOf(item, id))) return id
    }
    throw fail(409, 'Conflict', `Could not generate a free id for ${where()}.`)
  }

  // Every failure becomes an ApiError rejection, as the Repository contract promises.
  async function guard<R>(run: () => R): Promise<R> {
    try {
      return run()
    } catch (error) {
      if (error instanceof ApiError) throw error
      throw fail(0, 'Local storage error', `Local data of ${where()}: ${messageOf(error)}`)
    }
  }

  const findIndex = (items: StoredRecord[], id: string): number => {
    const index = items.findIndex((item) => isIdOf(item, id))
    if (index < 0) throw notFound(id)
    return index
  }

  return {
    getCollection: (params: ListParams = {}) => guard((): Collection<T> => {
      const matches = compileFilter(params?.filters)
      const matching = read(resolveStorage()).filter((item) => matches(item))
      const sorted = sortRecords(matching, params?.order)
      return { items: copyOut(paginate(sorted, params?.page, params?.itemsPerPage)) as T[], total: matching.length }
    }),

    getItem: (id: string) => guard((): T => {
      const items = read(resolveStorage())
      return copyOut(items[findIndex(items, id)]) as T
    }),

    createItem: (data: Partial<T>) => guard((): T => {
      const storage = resolveStorage()
      const items = read(storage)
      const record = storedCopy(data)
      if (!hasId(record)) record[ID_FIELD] = newId(items)
      else if (items.some((item) => isIdOf(item, record[ID_FIELD]))) {
        throw fail(409, 'Conflict', `A record with id '${String(record[ID_FIELD])}' already exists in local data of ${where()}.`)
      }
      write(storage, [...items, record])
      return record as T
    }),

    updateItem: (id: string, data: Partial<T>) => guard((): T => {
      const storage = resolveStorage()
      const items = read(storage)
      const index = findIndex(items, id)
      // The id is the record's identity: a changed id in the data would orphan links to it.
      const merged = storedCopy({ ...items[index], ...storedCopy(data), [ID_FIELD]: items[index][ID_FIELD] })
      write(storage, items.map((item, position) => (position === index ? merged : item)))
      return merged as T
    }),

    removeItem: (id: string) => guard((): void => {
      const storage = resolveStorage()
      const items = read(storage)
      const index = findIndex(items, id)
      write(storage, items.filter((_, position) => position !== index))
    }),

    subscribe(onChange: () => void): () => void {
      if (typeof window === 'undefined') return () => undefined
      const listener = (event: StorageEvent): void => {
        // key null means the whole storage was cleared.
        if (event.key !== null && event.key !== keyNow()) return
        if (event.storageArea) {
          let storage: Storage | null = null
          try { storage = resolveStorage() } catch { /* no storage: any area's event may concern us */ }
          if (storage && event.storageArea !== storage) return
        }
        onChange()
      }
      window.addEventListener('storage', listener)
      return () => window.removeEventListener('storage', listener)
    },
  }
}
