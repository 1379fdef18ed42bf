import { formatCell } from '../../fields/formatCell'
import { useReferenceRecords, type ReferenceTarget } from './useReferenceRecords'

/** Props of `ReferenceText`. */
export interface ReferenceTextProps {
  /** The referenced resource and how its records are referenced. */
  reference: ReferenceTarget
  /** The stored value (an IRI, an id). */
  value: unknown
}

/**
 * A referenced record's title, as text. While the records load it shows `…` (`aria-busy`);
 * when the record is not among them or they cannot be read, the stored value itself.
 */
export function ReferenceText({ reference, value }: ReferenceTextProps) {
  const { choices, loading } = useReferenceRecords(reference)
  if (value === null || value === undefined || value === '') return null
  const choice = choices.find((candidate) => candidate.text === String(value))
  // A short title (a person's name) is kept on one line, as a short text cell is (cellClass).
  if (choice) return choice.title.length <= 24 ? <span className="atrium-nowrap">{choice.title}</span> : <>{choice.title}</>
  return loading ? <span aria-busy="true">…</span> : <>{formatCell(value)}</>
}
