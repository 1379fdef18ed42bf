import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { TypedViewResource, ViewResource } from '../../resource/ViewResource'
import type { ViewResourceContext } from '../../types'
import { messageFormatter } from '../../config/messages'
import { getRecordTitle } from '../../fields/recordTitle'
import type { InputDefinition } from '../../resource/types'
import { asApiError } from '../form/mutationOutcome'
import { errorDetail } from '../ViewStatus'
import type { Notify, NoticeAction } from './NoticeContext'

/** The Undo's texts, loaded with it (overridable through `configureAtrium({ messages })`, like every built-in text). */
const undoText = /* @__PURE__ */ messageFormatter({
  'notice.undo': 'Undo',
  'notice.restored': '{title} restored.',
  'notice.restoredMany': '{count} records restored.',
  'notice.restoreFailed': 'Could not restore: {detail}',
})

/** Dispatches a create request and resolves with its outcome (the store's `dispatch`). */
type Create<T> = (data: Partial<T>) => Promise<{ error?: unknown }>

/**
 * The data that re-creates `item`: the values of its create form's inputs
 * (server-generated fields are not in that form). `undefined` when the record
 * cannot be re-created faithfully: no create form, or a stored file (its URL is not a file).
 */
export function recreateData<T>(resource: ViewResource<T>, item: T): Partial<T> | undefined {
  const inputs = Object.entries(resource.getActionOptions('create').form?.inputs ?? {})
  const record = item as Record<string, unknown>
  const data: Record<string, unknown> = {}
  for (const [name, input] of inputs) {
    const definition = input as InputDefinition | false | undefined
    if (!definition || definition.generatedValue || !(name in record)) continue
    // A stored file is a URL, not a file: sent back, it would not be the same record.
    if (definition.type === 'file' && record[name] != null && record[name] !== '') return undefined
    data[name] = record[name]
  }
  return inputs.length > 0 ? data as Partial<T> : undefined
}

/**
 * The Undo of a "deleted" notice: re-creates the deleted records (new records
 * with the data of their create form, one request each) and says how it went;
 * a record the API refuses is named with the reason. No Undo (`undefined`)
 * where the user may not create, or a record cannot be re-created.
 */
export function undoDelete<T>(resource: ViewResource<T>, items: readonly T[], create: Create<T>, notify: Notify): NoticeAction | undefined {
  if (items.length === 0 || !resource.can('create')) return undefined
  const payloads = items.map((item) => recreateData(resource, item))
  if (payloads.some((data) => data === undefined)) return undefined
  let used = false
  return {
    label: undoText('notice.undo'),
    run: async () => {
      if (used) return
      used = true
      const failed: string[] = []
      for (const [index, data] of payloads.entries()) {
        const result = await create(data as Partial<T>)
        if (result.error !== undefined) failed.push(`${getRecordTitle(resource, items[index]) || resource.getId(items[index])}: ${errorDetail(asApiError(result.error))}`)
      }
      if (failed.length > 0) notify({ kind: 'error', text: undoText('notice.restoreFailed', { detail: failed.join('; ') }) })
      else if (items.length === 1) notify({ kind: 'success', text: undoText('notice.restored', { title: getRecordTitle(resource, items[0]) || resource.getId(items[0]) }) })
      else notify({ kind: 'success', text: undoText('notice.restoredMany', { count: String(items.length) }) })
    },
  }
}

/** A `Create` over the store's `dispatch`: it outlives the view that deleted (a closed dialog). */
export function createWith<T>(resource: ViewResource<T>, dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, context: ViewResourceContext): Create<T> {
  // Generic code cannot tell whether `T` is `unknown`: the resource is read as what it is, typed by `T`.
  return (data) => dispatch((resource as TypedViewResource<T>).endpoints.create.initiate({ data, context }))
}
