import type { InputDefinition, InputType } from '../../resource/types'
import type { ViewResource } from '../../resource/ViewResource'
import type { Action } from '../../types'

/** One input of a form, with its field name and effective type and label. */
export interface FormField {
  /** Record field the input edits. */
  name: string
  /** Kind of input (`'text'` when not declared). */
  type: InputType
  /** Visible label (the field name when not declared). */
  label: string
  /** The declaration, as merged for the action. */
  definition: InputDefinition
  /** Shown but not editable (a `generatedValue` in an update form). */
  readOnly: boolean
}

/**
 * The inputs of `action`'s form, in declaration order. `generatedValue` inputs
 * are left out of a create form and read-only elsewhere.
 */
export function formFieldsOf(resource: Pick<ViewResource<unknown>, 'getActionOptions'>, action: Action): FormField[] {
  const inputs = resource.getActionOptions(action).form?.inputs ?? {}
  const fields: FormField[] = []
  for (const [name, value] of Object.entries(inputs)) {
    if (!value || typeof value !== 'object') continue
    const definition = value as InputDefinition
    if (definition.generatedValue && action === 'create') continue
    fields.push({
      name,
      type: definition.type ?? 'text',
      label: definition.label ?? name,
      definition,
      readOnly: definition.generatedValue === true,
    })
  }
  return fields
}
