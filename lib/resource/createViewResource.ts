import { loadRealtimeSession } from '../realtime/loadRealtimeSession'
import { resolveRepository } from '../repositories/resolveRepository'
import type { Action } from '../types'
import { buildResourceApi } from './buildResourceApi'
import { subscribeToChanges } from './changeSubscribers'
import { createDataCalls } from './createDataCalls'
import { mergeActionOptions } from './mergeActionOptions'
import { createPermissionCheck } from './permissions'
import { registerViewResource } from '../state/registry'
import { singularOf } from './singularOf'
import type { ActionOptions, ViewResourceOptions } from './types'
import type { TypedViewResource, ViewResource } from './ViewResource'

function validate<T>(id: string, options: ViewResourceOptions<T>): void {
  if (typeof id !== 'string' || id.trim() === '') throw new Error('Atrium: createViewResource needs a non-empty string id.')
  // Written out (not through a helper) so that bundlers drop these checks from production builds.
  if (process.env.NODE_ENV === 'production') return
  // Read as a JavaScript caller may pass it: the types rule these mistakes out in TypeScript.
  const source: { path?: unknown; storage?: unknown; repository?: unknown } = options
  if (source.path === undefined && source.storage !== 'local' && !source.repository) {
    throw new Error(`Atrium: resource '${id}' has no data source. Give it a \`path\` (an HTTP API), \`storage: 'local'\`, or a \`repository\`.`)
  }
  if (source.storage !== undefined && source.storage !== 'local') {
    throw new Error(`Atrium: resource '${id}' has an unknown storage '${String(source.storage)}'; the only one is 'local'.`)
  }
  const forms = [options.form, ...Object.values(options.views ?? {}).map((view) => view?.form)]
  const fileInput = forms.flatMap((form) => Object.entries(form?.inputs ?? {})).find(([, input]) => typeof input === 'object' && input !== null && (input as { type?: string }).type === 'file')
  if (fileInput && options.dialect && !options.dialect.files) {
    console.warn(`Atrium: resource '${id}' has a file input '${fileInput[0]}', but the ${options.dialect.name} dialect sends no files: saving a chosen file will be refused. Upload files through your API's own route and store their URL, or use a dialect that sends multipart (hydraDialect).`)
  }
}

// Keeps TypeScript from guessing the record type from the options (a `titleField: 'title'`
// would make it `{ title: any }`): it is given, `createViewResource<Article>(…)`, or loose.
type Given<T> = [T][T extends unknown ? 0 : never]

/**
 * Declares a resource: registers it (by id and alias), builds its repository
 * and injects its RTK Query endpoints into `atriumApi`. Declare resources once,
 * at module scope. Give the record type: without it, records are
 * `Record<string, unknown>` (never `any`), and any field name is accepted.
 * @example
 * const articles = createViewResource<Article>('articles', { path: '/api/articles', titleField: 'title' })
 */
export function createViewResource<T = Record<string, unknown>>(id: string, options: ViewResourceOptions<Given<T>>): ViewResource<T> {
  validate(id, options)
  const { repository, getId, observe } = resolveRepository<T>(id, options)
  const optimisticOf = (action: Action) => mergeActionOptions(options, action).optimistic ?? options.optimistic ?? true
  const { api, endpoints, util } = buildResourceApi<T>({
    id,
    calls: createDataCalls<T>(id, repository, options.hooks),
    repository,
    hooks: options.hooks,
    // Bulk writes are for lists with a selection: their code loads with the first one.
    bulk: () => import('./createBulkCalls').then(({ createBulkCalls }) => createBulkCalls<T>(id, repository, options.hooks ?? {}, getId)),
    getId,
    isOptimistic: optimisticOf,
    observe,
  })
  const can = createPermissionCheck<T>(options.permissions)
  // A declaration does not change once made: each action's options are merged once (views ask for them on every draw,
  // a table for each row), and stay the same object from one draw to the next.
  const actionOptions = new Map<Action, ActionOptions<T>>()
  const resource: TypedViewResource<T> = {
    id,
    name: options.name ?? id,
    singularName: options.singularName ?? singularOf(options.name ?? id),
    ...(options.alias ? { alias: options.alias } : {}),
    options,
    repository,
    api,
    endpoints,
    util,
    onChange: { subscribe: (callback) => subscribeToChanges<T>(id, callback) },
    getId,
    getActionOptions: (action) => {
      let merged = actionOptions.get(action)
      if (!merged) actionOptions.set(action, (merged = mergeActionOptions(options, action)))
      return merged
    },
    can: (action, item) => can(action, item),
    // Only a resource with a quota loads the code reading it.
    resolveQuota: () => (options.quota === undefined ? Promise.resolve({ reached: false }) : import('./quota').then((module) => module.resolveQuota(options.quota))),
  }
  // What a resource is for its record type; `ViewResource<unknown>` only reads it as any resource.
  const declared = resource as ViewResource<T>
  const previous = registerViewResource(declared)
  // Fetch the realtime code now, so that it is there when a view subscribes; a failed load is retried then, and reported.
  if (options.realtime) loadRealtimeSession().catch(() => undefined)
  if (process.env.NODE_ENV !== 'production' && previous) {
    console.warn(
      `Atrium: resource '${id}' was declared again; the new declaration replaces the old one. ` +
        'Declare resources once, at module scope: calling createViewResource inside a component re-creates it on every render.',
    )
  }
  return declared
}

/** Whether `action` is allowed on `resource` (on `item` when given); the views ask this one function. */
export function can<T>(resource: ViewResource<T>, action: Action, item?: T): boolean {
  return resource.can(action, item)
}
