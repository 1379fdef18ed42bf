import type { InputDefinition } from '../resource/types'
import type { ViewResource } from '../resource/ViewResource'

/** One column of the list: a field and how its values are shown. */
export interface ListColumn {
  /** Field name. */
  field: string
  /** Header text. */
  label: string
  /** The field's form input, when it has one (its type formats the cells). */
  input?: InputDefinition
}

/**
 * The columns of a list: one per input of the list's form, in declaration
 * order, skipping `generatedValue` inputs; `fields` (a table's, when it names
 * them) names them instead, in its order, generated ones allowed since they
 * were asked for. Without a form, the fields of `sample` (the first record).
 * Computed once per list, by the list view, and given to its layout.
 */
export function getListColumns<T>(
  resource: Pick<ViewResource<unknown>, 'getActionOptions'>,
  fields?: readonly string[],
  sample?: T,
): ListColumn[] {
  const inputs = resource.getActionOptions('list').form?.inputs ?? {}
  const definitions = inputs as Record<string, InputDefinition | false | undefined>
  const column = (field: string): ListColumn => {
    const input = definitions[field] || undefined
    return { field, label: input?.label ?? field, ...(input ? { input } : {}) }
  }
  if (fields && fields.length > 0) return fields.map(column)
  const declared = Object.keys(definitions).filter((field) => {
    const input = definitions[field]
    return input !== false && input !== undefined && !input.generatedValue
  })
  if (declared.length > 0) return declared.map(column)
  if (sample && typeof sample === 'object') return Object.keys(sample).map(column)
  return []
}
