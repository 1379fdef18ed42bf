import type { InputControlProps } from '../../resource/types'
import { useReferenceRecords, type ReferenceTarget } from './useReferenceRecords'

/** Props of `ReferenceSelect`: a native control's, the reference and the empty choice's text. */
export interface ReferenceSelectProps extends InputControlProps {
  /** The referenced resource and how its records are referenced. */
  reference: ReferenceTarget
  /** Text of the empty choice. */
  placeholder?: string
}

/**
 * A select of the referenced resource's records, by title. The current value stays offered
 * (under its raw text) while the records load, when they cannot be read, or when it is not
 * among them; the select is `aria-busy` while they load.
 */
export function ReferenceSelect({ reference, placeholder, ...control }: ReferenceSelectProps) {
  const { choices, loading } = useReferenceRecords(reference)
  const known = choices.some((choice) => choice.text === control.value)
  return (
    <select {...control} aria-busy={loading || undefined}>
      <option value="">{placeholder ?? ''}</option>
      {control.value !== '' && !known ? <option value={control.value}>{control.value}</option> : null}
      {choices.map((choice) => <option key={choice.text} value={choice.text}>{choice.title}</option>)}
    </select>
  )
}
