import type { AnyViewResource, InputControlProps, InputDefinition, LazyResource } from '../../resource/types'
import type { ViewResource } from '../../resource/ViewResource'
import type { NoInferred } from '../../types'
import { ReferenceSelect } from './ReferenceSelect'
import { ReferenceText } from './ReferenceText'
import { defaultReferenceValue, type ReferenceTarget } from './useReferenceRecords'

/** Options of `referenceInput` for records `S` referenced by values `V`. */
export interface ReferenceInputOptions<S = unknown, V = unknown> {
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
  /** The value a record is referenced by (of the field's type). Defaults to its `@id` IRI, else its `id`. */
  referenceValue?: (item: S) => V
  /**
   * What the list sorts by when the column's header is pressed, a name the API orders by (`'author.name'`
   * for API Platform's nested OrderFilter). Without it the column cannot be sorted: its values are ids.
   */
  sortBy?: string
}

/**
 * An input for a field that references a record of another resource (an author's IRI, a
 * category's id): a select of that resource's records by title in forms, and the record's
 * title in list cells and the read view, all from one list request of the referenced resource.
 * The value sent is the record's value as the API gave it (an IRI, a number id stays a number).
 * Pass `() => resource` when the two resources refer to each other (declared in either order);
 * a `referenceValue` then names its record type on its parameter (`(tag: Tag) => tag.slug`).
 * @example inputs: { author: referenceInput(authors, { label: 'Author', required: true }) }
 */
// `S` comes from the resource only and `V` from the field the input is for, so that a wrong
// `referenceValue` is the error, on its own line.
export function referenceInput<S, V = unknown>(resource: ViewResource<S> | LazyResource, options: ReferenceInputOptions<NoInferred<S>, NoInferred<V>> = {}): InputDefinition<V> {
  const { pageSize = 100, referenceValue, placeholder, sortBy = false, ...definition } = options
  const target = (): AnyViewResource => {
    const declared: unknown = typeof resource === 'function' ? resource() : resource
    if (typeof declared !== 'object' || declared === null || !('endpoints' in declared)) {
      throw new TypeError(`referenceInput: expected a resource declared with createViewResource, got ${String(declared)}`)
    }
    return declared as AnyViewResource
  }
  // A resource given as such is checked now; one given through a function, when first drawn.
  if (typeof resource !== 'function') target()
  // Values of the records seen, by their text: what a chosen option is sent as.
  const seen = new Map<string, unknown>()
  const reference: ReferenceTarget = {
    get resource() { return target() },
    pageSize,
    referenceValue(item) {
      // The records come from the referenced resource's own list: they are its `S`.
      const value = referenceValue ? referenceValue(item as S) : defaultReferenceValue(target(), item)
      seen.set(String(value), value)
      return value
    },
  }
  return {
    ...definition,
    sortBy,
    component: (props: InputControlProps) => <ReferenceSelect {...props} reference={reference} placeholder={placeholder} />,
    display: ({ value }: { value: unknown }) => <ReferenceText reference={reference} value={value} />,
    reference: () => reference,
    // A chosen option is sent as the value `referenceValue` gave for it: a `V`.
    parse: (text) => (text === '' ? null : (seen.has(text) ? seen.get(text) : text) as V),
  }
}
