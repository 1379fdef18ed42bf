import { useEffect, useId, useMemo, useState, type FormEvent } from 'react'
import { formatMessage } from '../../config/messages'
import { filterText } from './filterText'
import { labelInText } from '../labelInText'
import type { FilterDefinition } from '../../resource/types'
import { draftToFilter, filterToDraft, type FilterDefinitions, type FilterDraft } from './filterValues'

// The filters' own rules, drawn with the form (the list's stylesheet keeps `.atrium-filters`, which its skeleton uses too).
const FILTER_STYLES = '.atrium-root .atrium-filter{display:inline-flex;flex-direction:column;gap:var(--atrium-space-1);min-width:0;max-width:100%}'
  + '.atrium-root .atrium-filter label,.atrium-root .atrium-filter>span{font-size:var(--atrium-font-size-sm);font-weight:600}'
  + '.atrium-root .atrium-filter--range{flex-direction:row;align-items:center}'
  + '@media (max-width:767.98px){.atrium-root .atrium-filter{flex:1 1 9rem}}'

/** Props of `FilterForm`. */
export interface FilterFormProps {
  /** Declared filters, by field. */
  definitions: FilterDefinitions
  /** The URL's filter. */
  filter: Record<string, unknown>
  /** Fields fixed by the view's active filter: not offered, since they always apply. */
  fixed?: ReadonlySet<string>
  /** Label of a field (its form label), for filters without their own. */
  labelOf(field: string): string
  /** Writes a new filter to the URL. */
  onApply(filter: Record<string, unknown>): void
}

function FilterInput({ field, definition, label, draft, onChange }: {
  field: string; definition: FilterDefinition; label: string; draft: FilterDraft; onChange(key: string, value: string): void
}) {
  const id = useId()
  const bind = (key: string) => ({ value: draft[key] ?? '', onChange: (event: { target: { value: string } }) => onChange(key, event.target.value) })
  if (definition.type === 'dateRange') {
    return (
      <span className="atrium-filter atrium-filter--range">
        <label htmlFor={`${id}-from`}>{labelInText((field) => filterText('filter.from', { field }), label)}</label>
        <input id={`${id}-from`} type="date" {...bind(`${field}.from`)} />
        <label htmlFor={`${id}-to`}>{labelInText((field) => filterText('filter.to', { field }), label)}</label>
        <input id={`${id}-to`} type="date" {...bind(`${field}.to`)} />
      </span>
    )
  }
  const choices = definition.type === 'select'
    ? definition.options.map((option) => ({ value: String(option.value), label: option.label }))
    : definition.type === 'boolean'
      ? [{ value: 'true', label: formatMessage('boolean.true') }, { value: 'false', label: formatMessage('boolean.false') }]
      : undefined
  return (
    <span className="atrium-filter">
      <label htmlFor={id}>{label}</label>
      {choices
        ? (
          <select id={id} {...bind(field)}>
            <option value="">{filterText('filter.any')}</option>
            {choices.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
          </select>
        )
        : <input id={id} type="search" placeholder={definition.type === 'text' ? definition.placeholder : undefined} {...bind(field)} />}
    </span>
  )
}

/**
 * The list's filter form: text search, select, boolean and date range inputs
 * as declared on the list; Apply writes them to the URL, Clear empties them.
 * Fields of the view's active filter are left out: they always apply.
 */
export function FilterForm({ definitions, filter, fixed, labelOf, onApply }: FilterFormProps) {
  const shown = useMemo(() => Object.fromEntries(Object.entries(definitions).filter(([field]) => !fixed?.has(field))), [definitions, fixed])
  const fromUrl = useMemo(() => filterToDraft(shown, filter), [shown, filter])
  const [draft, setDraft] = useState(fromUrl)
  const urlKey = JSON.stringify(fromUrl)
  // The URL wins whenever it changes (Back, a link, Clear); compared by value, not identity.
  useEffect(() => setDraft(JSON.parse(urlKey) as FilterDraft), [urlKey])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    onApply(draftToFilter(shown, draft, filter))
  }
  const entries = Object.entries(shown).filter((entry): entry is [string, FilterDefinition] => entry[1] !== undefined)
  if (entries.length === 0) return null
  return (
    <form role="search" aria-label={filterText('list.filters')} className="atrium-filters" onSubmit={submit}>
      <style href="atrium-filter" precedence="default">{FILTER_STYLES}</style>
      {entries.map(([field, definition]) => (
        <FilterInput key={field} field={field} definition={definition} draft={draft}
          label={definition.label ?? (field === 'q' ? filterText('filter.search') : labelOf(field))}
          onChange={(key, value) => setDraft((current) => ({ ...current, [key]: value }))} />
      ))}
      <button type="submit">{filterText('action.applyFilters')}</button>
      {/* Cleared, the button is disabled: the keyboard's focus goes to the first field, to search again, not to the page's body. */}
      <button type="button" disabled={Object.keys(filter).length === 0} onClick={(event) => {
        event.currentTarget.form?.querySelector<HTMLElement>('input, select')?.focus()
        onApply({})
      }}>{filterText('action.clearFilters')}</button>
    </form>
  )
}
