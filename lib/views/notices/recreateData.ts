import type { InputDefinition } from '../../resource/types'
import type { ViewResource } from '../../resource/ViewResource'

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
 * Whether deleting `items` will offer Undo (what `undoDelete` checks): the user may create, and
 * every record can be re-created from its create form. The delete confirmations say so, or that
 * the delete cannot be undone.
 */
export function canUndoDelete<T>(resource: ViewResource<T>, items: readonly T[]): boolean {
  return items.length > 0 && resource.can('create') && items.every((item) => recreateData(resource, item) !== undefined)
}
