import type { InputDefinition } from '../../resource/types'
import type { ViewResource } from '../../resource/ViewResource'

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

/**
 * The data that re-creates `item`: the values of its create form's inputs
 * (server-generated fields are not in that form: they, like the id, are the new record's own).
 * `undefined` when the record cannot be re-created faithfully: no create form, a stored file (its
 * URL is not a file), or a value in a field the form does not have and the declaration does not
 * call server-set (an article's tags, with no input for them): sent back without it, the record
 * would come back without it, and no one would see it gone.
 */
export function recreateData<T>(resource: ViewResource<T>, item: T): Partial<T> | undefined {
  const inputs = resource.getActionOptions('create').form?.inputs ?? {}
  const record = item as Record<string, unknown>
  const data: Record<string, unknown> = {}
  const id = String(resource.getId(item))
  for (const [name, value] of Object.entries(record)) {
    const definition = (inputs as Record<string, InputDefinition | false | undefined>)[name]
    if (definition && !definition.generatedValue) {
      // A stored file is a URL, not a file: sent back, it would not be the same record.
      if (definition.type === 'file' && !isEmpty(value)) return undefined
      data[name] = value
    } else if (!definition && !name.startsWith('@') && String(value) !== id && !isEmpty(value)) return undefined
  }
  return Object.keys(inputs).length > 0 ? data as Partial<T> : undefined
}

/**
 * Whether deleting `items` will offer Undo (what `undoDelete` checks): the user may create, and
 * every record can be re-created from its create form. The delete confirmations say so, or that
 * the delete cannot be undone.
 */
export function canUndoDelete<T>(resource: ViewResource<T>, items: readonly T[]): boolean {
  return items.length > 0 && resource.can('create') && items.every((item) => recreateData(resource, item) !== undefined)
}
