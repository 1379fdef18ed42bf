import { useId, useState } from 'react'
import type { InputDefinition } from '../../resource/types'
import type { FormField } from '../form/formInputs'
import { FieldValue } from './FieldValue'
import { recordText } from '../recordText'

/** Props of `RecordFields`. */
export interface RecordFieldsProps {
  /** The declared inputs (labels and types); every field of the record when empty. */
  fields: readonly FormField[]
  /** The record shown. */
  item: Record<string, unknown>
  /** Fields shown collapsed behind a disclosure button. */
  expandable?: readonly string[]
}

const NO_DEFINITION: InputDefinition = {}

function undeclared(name: string): FormField {
  return { name, type: 'text', label: name, definition: NO_DEFINITION, readOnly: true }
}

function FieldList({ fields, item, id }: { fields: readonly FormField[]; item: Record<string, unknown>; id?: string }) {
  return (
    <dl className="atrium-record__fields" id={id}>
      {fields.map((field) => (
        <div key={field.name} className="atrium-record__field">
          <dt>{field.label}</dt>
          <dd><FieldValue field={field.definition === NO_DEFINITION ? undefined : field} value={item[field.name]} /></dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * The fields of a record, labelled from the form, in declaration order. The
 * `expandable` ones sit behind a "More details" button (`aria-expanded`).
 */
export function RecordFields({ fields, item, expandable = [] }: RecordFieldsProps) {
  const [expanded, setExpanded] = useState(false)
  const panelId = useId()
  const all = fields.length > 0 ? fields : Object.keys(item).map(undeclared)
  const hidden = new Set(expandable)
  const shown = all.filter((field) => !hidden.has(field.name))
  const collapsed = expandable.map((name) => all.find((field) => field.name === name) ?? undeclared(name))
  return (
    <>
      <FieldList fields={shown} item={item} />
      {collapsed.length > 0 ? (
        <div className="atrium-record__more">
          <button type="button" aria-expanded={expanded} aria-controls={panelId} onClick={() => setExpanded((open) => !open)}>
            {recordText('read.more')}
          </button>
          <div id={panelId} hidden={!expanded}>
            {expanded ? <FieldList fields={collapsed} item={item} /> : null}
          </div>
        </div>
      ) : null}
    </>
  )
}
