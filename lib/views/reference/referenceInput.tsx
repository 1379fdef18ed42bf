import type { AnyViewResource, InputControlProps, InputDefinition } from '../../resource/types'
import { ReferenceSelect } from './ReferenceSelect'
import { ReferenceText } from './ReferenceText'
import { defaultReferenceValue, type ReferenceTarget } from './useReferenceRecords'

/** Options of `referenceInput`. */
export interface ReferenceInputOptions {
  /** Label; defaults to the field name. */
  label?: string
  /** Client-side required check. */
  required?: boolean
  /** Help text under the select. */
  help?: string
  /** Text of the empty choice. */
  placeholder?: string
  /** Records offered: the first page of this size of the referenced list. Defaults to `100`. */
  pageSize?: number
  /** The value a record is referenced by. Defaults to its `@id` IRI, else its `id`. */
  referenceValue?(item: unknown): unknown
}

/**
 * An input for a field that references a record of another resource (an author's IRI, a
 * category's id): a select of that resource's records by title in forms, and the record's
 * title in list cells and the read view, all from one list request of the referenced resource.
 * The value sent is the record's value as the API gave it (an IRI, a number id stays a number).
 * Pass `(): AnyViewResource => resource` when the two resources refer to each other (declared in either order).
 * @example inputs: { author: referenceInput(authors, { label: 'Author', required: true }) }
 */
export function referenceInput(resource: AnyViewResource | (() => AnyViewResource), options: ReferenceInputOptions = {}): InputDefinition {
  const { pageSize = 100, referenceValue, placeholder, ...definition } = options
  const target = (): AnyViewResource => {
    const declared = typeof resource === 'function' ? resource() : resource
    if (typeof declared !== 'object' || declared === null || !('endpoints' in declared)) {
      throw new TypeError(`referenceInput: expected a resource declared with createViewResource, got ${String(declared)}`)
    }
    return declared
  }
  // A resource given as such is checked now; one given through a function, when first drawn.
  if (typeof resource !== 'function') target()
  // Values of the records seen, by their text: what a chosen option is sent as.
  const seen = new Map<string, unknown>()
  const reference: ReferenceTarget = {
    get resource() { return target() },
    pageSize,
    referenceValue(item) {
      const value = referenceValue ? referenceValue(item) : defaultReferenceValue(target(), item)
      seen.set(String(value), value)
      return value
    },
  }
  return {
    ...definition,
    component: (props: InputControlProps) => <ReferenceSelect {...props} reference={reference} placeholder={placeholder} />,
    display: ({ value }: { value: unknown }) => <ReferenceText reference={reference} value={value} />,
    parse: (text) => (text === '' ? null : seen.has(text) ? seen.get(text) : text),
  }
}
