import { getAtriumConfiguration } from '../config/configureAtrium'
import { hydraGetId } from '../dialects/hydraId'
import { ApiError } from '../errors/ApiError'
import type { ViewResourceOptions } from '../resource/types'
import type { ObservableRepository, Repository } from '../types'
import { createHttpRepository } from './createHttpRepository'
import { lazyLocalRepository } from './lazyLocalRepository'
import { shortIri } from './shortIri'

/** The effective data calls of a resource, how to identify its records, and how to watch for outside changes. */
export interface ResolvedRepository<T> {
  /** Host methods win, one at a time, over the path or local-storage ones. */
  repository: Repository<T>
  /** Identifier of a record. */
  getId(item: T): string
  /** Present when the data can change outside this page (local storage, another tab). */
  observe?: (onChange: () => void) => () => void
}

const METHODS = ['getCollection', 'getItem', 'createItem', 'updateItem', 'removeItem', 'updateItems', 'removeItems'] as const
// A bulk method of the base must not bypass a host's own single method: it goes with it.
const SINGLE_OF = { updateItems: 'updateItem', removeItems: 'removeItem' } as const

function missingRepository<T>(resourceId: string): Repository<T> {
  const refuse = () => Promise.reject(new ApiError({
    status: 0,
    title: 'No data source',
    detail: `Resource '${resourceId}' has no \`path\`, no \`storage: 'local'\` and no repository method for this call.`,
  }))
  return { getCollection: refuse, getItem: refuse, createItem: refuse, updateItem: refuse, removeItem: refuse }
}

function plainId(item: unknown): string {
  const id = (item as { id?: unknown } | null)?.id
  if (typeof id === 'string' || typeof id === 'number') return String(id)
  throw new ApiError({ status: 0, title: 'Record without id', detail: 'A record has no `id` field.' })
}

/** Builds a resource's effective repository from its options. */
export function resolveRepository<T>(resourceId: string, options: ViewResourceOptions<T>): ResolvedRepository<T> {
  let base: Repository<T>
  let getId: (item: T) => string = plainId
  let observe: ResolvedRepository<T>['observe']
  if (options.path !== undefined) {
    base = createHttpRepository<T>({ path: options.path, dialect: options.dialect })
    const path = options.path
    // The dialect is read when called, so a later configureAtrium still applies.
    getId = (item) => {
      const api = getAtriumConfiguration().api
      const dialect = options.dialect ?? api?.dialect
      return shortIri(dialect ? dialect.getId(item) : hydraGetId(item), path, api?.baseUrl ?? '')
    }
  } else if (options.storage === 'local') {
    const local: ObservableRepository<T> = lazyLocalRepository<T>(resourceId)
    base = local
    observe = (onChange) => local.subscribe(onChange)
  } else {
    base = missingRepository<T>(resourceId)
  }
  const host = options.repository ?? {}
  const repository: Repository<T> = { ...base }
  for (const [bulk, single] of Object.entries(SINGLE_OF) as [keyof typeof SINGLE_OF, keyof Repository<T>][]) {
    if (typeof host[single] === 'function' && typeof host[bulk] !== 'function') delete repository[bulk]
  }
  for (const method of METHODS) {
    const own = host[method]
    if (typeof own === 'function') (repository as unknown as Record<string, unknown>)[method] = own.bind(host)
  }
  return { repository, getId, observe }
}
