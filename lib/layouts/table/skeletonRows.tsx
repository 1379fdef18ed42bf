import type { ReactNode } from 'react'
import type { ListColumn } from '../../fields/listColumns'
import type { InputType } from '../../resource/types'
import { cellClass } from './TableRow'

const SKELETON_ROWS = 5
/**
 * Characters as many as a kind's values usually show, else a name's (no `Intl` formatter is made for them: the list's
 * request goes first). Digits: about as wide as letters, and one glyph for every kind.
 */
const LENGTHS: Partial<Record<InputType, number>> = { number: 4, date: 9, tel: 13, datetime: 17, email: 24, url: 24 }

/** Text standing for a column's values in a skeleton row: a select's longest label, a paragraph for a textarea, its kind's length, else a name. */
export function skeletonText(column: ListColumn): string {
  const input = column.input
  if (input?.type === 'select' && input.options?.length) return input.options.reduce((longest, { label }) => (label.length > longest.length ? label : longest), '')
  if (input?.type === 'textarea') return '000000 '.repeat(16)
  const length = input?.display ? 0 : LENGTHS[input?.type ?? 'text']
  return length ? '0'.repeat(length) : '000000 00000'
}

/**
 * Busy placeholder rows, hidden from assistive technology: `width` bars, or `cells` when given (the table's
 * `skeletonCells`, laid out as its rows will be).
 */
export function skeletonRows(width: number, cells?: ReactNode): ReactNode {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <tr key={`skeleton-${row}`} className="atrium-table__skeleton" aria-hidden="true">
      {cells ?? Array.from({ length: Math.max(width, 1) }, (_, cell) => <td key={cell}><span className="atrium-skeleton" /></td>)}
    </tr>
  ))
}

/**
 * A skeleton row's cells, laid out by the rules the rows will be (so the columns do not move as they come): each column's
 * cell of the class its values will have, holding as much text as they usually do (`skeletonText`, drawn as bars), and
 * the row actions' empty slots (or the "⋯" of a row menu).
 */
export function skeletonCells(columns: readonly ListColumn[], selectable: boolean, actions: readonly string[] | undefined): ReactNode {
  return (
    <>
      {selectable && <td><span className="atrium-skeleton" /></td>}
      {columns.map((column) => {
        const text = skeletonText(column)
        return <td key={column.field} className={cellClass(column, text)}><span className="atrium-skeleton" data-sample={text} /></td>
      })}
      {actions && <td className="atrium-table__actions">{actions.map((label) => <span key={label} className="atrium-table__slot">{label}</span>)}</td>}
    </>
  )
}
