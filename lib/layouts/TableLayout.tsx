import { useEffect, useRef } from 'react'
import { formatMessage, type MessageKey } from '../config/messages'
import type { Action } from '../types'
import { CellValue } from '../views/list/CellValue'
import { getListColumns } from '../views/list/listColumns'
import { nextSort, sortDirection } from '../views/list/listSearch'
import { getRecordTitle } from '../views/recordTitle'
import type { TableLayout } from './layout'
import type { ListLayoutProps } from './ListLayoutProps'

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

/**
 * The table layout: one column per form input (or the layout's `fields`),
 * headers that sort (ascending, descending, none), row actions hidden when
 * permissions refuse them, and checkboxes when the list is selectable.
 */
export function TableLayoutView<T>(props: ListLayoutProps<T, TableLayout>) {
  const { resource, layout, items, loading, sort, onSortChange, selected, onToggleSelected, onOpen } = props
  const columns = getListColumns(resource, layout, items[0])
  const rowActions = resource.getActionOptions('list').rowActions ?? DEFAULT_ROW_ACTIONS
  const selectable = selected !== undefined && onToggleSelected !== undefined
  const ids = items.map((item) => resource.getId(item))
  const width = columns.length + (selectable ? 1 : 0) + (rowActions.length > 0 ? 1 : 0)

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
          const record = item as Record<string, unknown>
          return (
            <tr key={id}>
              {selectable && (
                <td>
                  <input type="checkbox" aria-label={formatMessage('list.selectRow', { title })} checked={selected.has(id)} onChange={() => onToggleSelected(id)} />
                </td>
              )}
              {columns.map((column) => <td key={column.field}><CellValue value={record[column.field]} input={column.input} /></td>)}
              {rowActions.length > 0 && (
                <td className="atrium-table__actions">
                  {rowActions.filter((action) => resource.can(action, item)).map((action) => (
                    <button key={action} type="button" onClick={() => onOpen(action, item)}
                      aria-label={formatMessage('list.rowAction', { action: formatMessage(`action.${action}` as MessageKey), title })}>
                      {formatMessage(`action.${action}` as MessageKey)}
                    </button>
                  ))}
                </td>
              )}
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
