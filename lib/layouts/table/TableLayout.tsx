import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import { formatMessage } from '../../config/messages'
import type { Action } from '../../types'
import { getListColumns } from '../../fields/listColumns'
import { nextSort, sortDirection } from '../../routing/listQuery'
import { getRecordTitle } from '../../fields/recordTitle'
import type { TableLayout } from '../layout'
import type { ListLayoutProps } from '../ListLayoutProps'
import { TableRow, type RowAction } from './TableRow'

/** Row actions of a list that names none. */
export const DEFAULT_ROW_ACTIONS: readonly Action[] = ['read', 'update', 'delete']

const SKELETON_ROWS = 5

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

function SelectAll({ ids, selected, onToggle }: { ids: string[]; selected: ReadonlySet<string>; onToggle(id: string): void }) {
  const box = useRef<HTMLInputElement>(null)
  const count = ids.filter((id) => selected.has(id)).length
  const all = ids.length > 0 && count === ids.length
  useEffect(() => { if (box.current) box.current.indeterminate = count > 0 && !all }, [count, all])
  const toggle = () => ids.filter((id) => selected.has(id) === all).forEach(onToggle)
  return <input ref={box} type="checkbox" aria-label={formatMessage('list.selectAll')} checked={all} disabled={ids.length === 0} onChange={toggle} />
}

/** Stands for the record's title in a message template filled once per row (no message contains it). */
const TITLE_SLOT = '\u0000title\u0000'

const fillTitle = (template: string, title: string): string => template.split(TITLE_SLOT).join(title)

/**
 * The table layout: one column per form input (or the layout's `fields`),
 * headers that sort (ascending, descending, none), row actions hidden when
 * permissions refuse them, and checkboxes when the list is selectable.
 * Rows are memoised (`TableRow`) and keyed by position: after a selection or a
 * refetch only the rows that show something new are drawn again, and a re-sort
 * rewrites rows in place rather than moving them.
 */
export function TableLayoutView<T>(props: ListLayoutProps<T, TableLayout<T>>) {
  const { resource, layout, items, loading, sort, onSortChange, selected, onToggleSelected } = props
  // The list view gives the columns (computed once per list); drawn on its own, the table computes them.
  // They keep their identity across draws (getActionOptions merges afresh on each call), so
  // memoised rows can compare them by reference. A record is a sample only when no form names them.
  const sample = items[0]
  const sampleFields = typeof sample === 'object' && sample !== null ? Object.keys(sample).join('\u0000') : ''
  const columns = useMemo(() => props.columns ?? getListColumns(resource, layout.fields, sample), [props.columns, resource, layout, sampleFields]) // eslint-disable-line react-hooks/exhaustive-deps -- the sample matters only by its field names
  const rowActions = resource.getActionOptions('list').rowActions ?? DEFAULT_ROW_ACTIONS
  const selectable = selected !== undefined && onToggleSelected !== undefined
  const ids = items.map((item) => resource.getId(item))
  const width = columns.length + (selectable ? 1 : 0) + (rowActions.length > 0 ? 1 : 0)

  // Rows get handlers that never change, so a memoised row is not redrawn for a new closure;
  // they call the latest props (kept after each commit).
  const latest = useRef(props)
  useLayoutEffect(() => { latest.current = props })
  const onToggle = useCallback((id: string) => latest.current.onToggleSelected?.(id), [])
  const onOpen = useCallback((action: Action, id: string) => {
    const current = latest.current
    const item = current.items.find((candidate) => current.resource.getId(candidate) === id)
    if (item !== undefined) current.onOpen(action, item)
  }, [])

  // Messages are formatted once per draw, then filled with each row's title.
  const labels = new Map(rowActions.map((action) => {
    const label = formatMessage(`action.${action}`)
    return [action, { label, ariaLabel: formatMessage('list.rowAction', { action: label, title: TITLE_SLOT }) }]
  }))
  const selectTemplate = selectable ? formatMessage('list.selectRow', { title: TITLE_SLOT }) : undefined

  return (
    <table className="atrium-table">
      <thead>
        <tr>
          {selectable && <th scope="col"><SelectAll ids={ids} selected={selected} onToggle={onToggleSelected} /></th>}
          {columns.map((column) => {
            const direction = sortDirection(sort, column.field)
            return (
              <th key={column.field} scope="col" aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
                <button type="button" className="atrium-table__sort" onClick={() => onSortChange(nextSort(sort, column.field))}>
                  {column.label}
                  <span aria-hidden="true">{direction === 'asc' ? ' ▲' : direction === 'desc' ? ' ▼' : ''}</span>
                </button>
              </th>
            )
          })}
          {rowActions.length > 0 && <th scope="col"><span className="atrium-visually-hidden">{formatMessage('list.rowActions')}</span></th>}
        </tr>
      </thead>
      <tbody>
        {loading && items.length === 0 && Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <tr key={`skeleton-${row}`} className="atrium-table__skeleton" aria-hidden="true">
            {Array.from({ length: Math.max(width, 1) }, (_, cell) => <td key={cell}><span className="atrium-skeleton" /></td>)}
          </tr>
        ))}
        {items.map((item, index) => {
          const id = ids[index]
          const title = getRecordTitle(resource, item)
          const actions: RowAction[] = []
          for (const action of rowActions) {
            if (!resource.can(action, item)) continue
            const label = labels.get(action)!
            actions.push({ action, label: label.label, ariaLabel: fillTitle(label.ariaLabel, title) })
          }
          // Rows are keyed by position, not by id: after a re-sort the browser updates the text of the
          // rows in place instead of moving 1,000 rows (which restyles every moved row and lays the
          // table out again from scratch, over twice the work, measured in `npm run bench`).
          return (
            <TableRow key={index} id={id} item={item} columns={columns} actionsColumn={rowActions.length > 0} actions={actions}
              selectLabel={selectTemplate === undefined ? undefined : fillTitle(selectTemplate, title)}
              selected={selectable && selected.has(id)} onToggle={onToggle} onOpen={onOpen} />
          )
        })}
      </tbody>
    </table>
  )
}
