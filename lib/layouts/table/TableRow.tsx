import { memo, type ReactNode } from 'react'
import type { Action } from '../../types'
import { formatMessage } from '../../config/messages'
import type { InputDefinition } from '../../resource/types'
import { cellContent } from '../cellContent'
import type { ListColumn } from '../../fields/listColumns'
import { MenuButton } from '../MenuButton'
import type { MenuEntry } from '../MenuList'
import { inAppClick } from '../inAppClick'

/** What one table row draws; everything a row shows is in these props, so equal props mean an equal row. */
export interface TableRowProps {
  /** The record's id (what selection toggles and actions open). */
  id: string
  /** The row's 0-based position in the page (`data-index`; `aria-rowindex` is one more, after the header row). */
  index: number
  /** Whether the row is the table's stop in the tab order (roving tabindex; other rows are focused by arrow keys). */
  tabbable: boolean
  /** The record drawn. */
  item: unknown
  /** The columns drawn: the table's, or a card's fields. */
  columns: readonly ListColumn[]
  /**
   * The record's title when the row is drawn as a phone card (the title, `columns` labelled under it,
   * the actions behind a "⋯" menu named `menuLabel`); `undefined` for a table row.
   */
  cardTitle?: string
  /** Accessible name of the row's "⋯" action menu (names the record): given, the actions are behind it (a card, a narrow table). */
  menuLabel?: string
  /** Whether the table has an actions column (drawn, possibly empty, on every row). */
  actionsColumn: boolean
  /** The row actions permitted on this record, with their visible and accessible labels. */
  actions: readonly RowAction[]
  /**
   * Every row action of the table, in order, with its visible label (one array for all rows): drawn in the row, each
   * action has a slot of its own, kept empty (as wide as its label, hidden) where `actions` does not permit it.
   */
  slots: readonly MenuEntry<Action>[]
  /** The checkbox's accessible name; `undefined` when rows are not selectable. */
  selectLabel: string | undefined
  /** Whether the record is selected. */
  selected: boolean
  /** Toggles the selection of `id` (stable across renders). */
  onToggle(id: string): void
  /** Opens `action` on the record of `id` (stable across renders). */
  onOpen(action: Action, id: string): void
}

/**
 * A row action as drawn: the action opened (`value`), its visible text, its accessible name and, for an action
 * opening a view by address (Show, Edit), that address (`href`): it is then drawn as a link, else as a button.
 */
export interface RowAction extends MenuEntry<Action> {
  /** Accessible name of its control (names the record). */
  ariaLabel: string
}

const sameActions = (a: readonly RowAction[], b: readonly RowAction[]): boolean =>
  a === b || (a.length === b.length && a.every((entry, index) =>
    entry.value === b[index].value && entry.label === b[index].label && entry.ariaLabel === b[index].ariaLabel && entry.href === b[index].href))

const sameColumns = (a: readonly ListColumn[], b: readonly ListColumn[]): boolean =>
  a === b || (a.length === b.length && a.every((column, index) =>
    column.field === b[index].field && column.label === b[index].label && column.input === b[index].input))

/**
 * Whether a row drawn for `next.item` would show what the row drawn for `previous.item` shows:
 * the same object, or (after a refetch, which brings new objects) the same value in every column.
 */
function sameCells(previous: TableRowProps, next: TableRowProps): boolean {
  if (previous.item === next.item) return true
  const before = previous.item as Record<string, unknown>
  const after = next.item as Record<string, unknown>
  return next.columns.every((column) => Object.is(before[column.field], after[column.field]))
}

function sameRow(previous: TableRowProps, next: TableRowProps): boolean {
  return previous.id === next.id && previous.index === next.index && previous.tabbable === next.tabbable
    && previous.selected === next.selected && previous.cardTitle === next.cardTitle && previous.menuLabel === next.menuLabel
    && previous.selectLabel === next.selectLabel && previous.actionsColumn === next.actionsColumn && previous.slots === next.slots && previous.onToggle === next.onToggle && previous.onOpen === next.onOpen
    && sameColumns(previous.columns, next.columns) && sameActions(previous.actions, next.actions) && sameCells(previous, next)
}

/**
 * A cell's class for its field's type and value: numbers aligned right in even figures; phone numbers, dates, a
 * choice's label and a short text (a name, up to 24 characters) on one line; free text holding a word of 30
 * characters or more (a long address, a pasted token) broken anywhere.
 */
export function cellClass(column: ListColumn, value?: unknown): string | undefined {
  const type = column.input?.type
  if (type === 'number') return 'atrium-table__number'
  if (type === 'tel' || type === 'date' || type === 'datetime' || type === 'color' || type === 'select') return 'atrium-table__nowrap'
  // A short text kept whole: a table too narrow for every column wrapped "Omar Petrov" over two lines beside a long title.
  if (typeof value === 'string' && value.length <= 24 && column.input?.display === undefined) return 'atrium-table__nowrap'
  // Only such a word breaks anywhere: rather than widen the table past its box. Breaking every free-text cell anywhere
  // let the table squeeze names and emails to a few letters a line ("maya.berg / er@exampl / e.com") to give a long text room.
  const free = type === undefined || type === 'text' || type === 'textarea' || type === 'email' || type === 'url'
  return free && typeof value === 'string' && /\S{30}/.test(value) ? 'atrium-table__text' : undefined
}

/**
 * A card field's value: an empty one (none, `''`, `[]`) a quiet "—", as a board's card and the read view show it, read
 * out as `list.noValue` ("empty") rather than as a dash, or as nothing after its label.
 */
function cardValue(value: unknown, input: InputDefinition | undefined): ReactNode {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
    ? <><span className="atrium-table__card-empty" aria-hidden="true">—</span><span className="atrium-visually-hidden">{formatMessage('list.noValue')}</span></>
    : cellContent(value, input)
}

/** What opens a view: a link to its address when there is one (a new tab may open it too), else a button. */
function opener(key: string, href: string | undefined, open: () => void, text: string, ariaLabel?: string, className?: string) {
  return href === undefined
    ? <button key={key} type="button" className={className} aria-label={ariaLabel} onClick={open}>{text}</button>
    : <a key={key} href={href} className={className} aria-label={ariaLabel} onClick={inAppClick(open)}>{text}</a>
}

function TableRowView({ id, index, tabbable, item, columns, cardTitle, menuLabel, actionsColumn, actions, slots, selectLabel, selected, onToggle, onOpen }: TableRowProps) {
  const record = item as Record<string, unknown>
  const card = cardTitle !== undefined
  const read = actions.find((entry) => entry.value === 'read')
  return (
    <tr data-index={index} aria-rowindex={index + 2} tabIndex={tabbable ? 0 : -1} className={card ? 'atrium-table__card' : undefined}>
      {selectLabel !== undefined && (
        <td>
          <input type="checkbox" aria-label={selectLabel} checked={selected} onChange={() => onToggle(id)} />
        </td>
      )}
      {card && (
        <td className="atrium-table__card-title">
          {/* A tap on a card's title opens the record, when its reader may read it (as Show in the menu). */}
          {read ? opener('read', read.href, () => onOpen('read', id), cardTitle, undefined, 'atrium-table__card-open') : cardTitle}
        </td>
      )}
      {columns.map((column) => card
        ? <td key={column.field}><span className="atrium-table__card-label">{column.label}</span>{cardValue(record[column.field], column.input)}</td>
        : <td key={column.field} className={cellClass(column, record[column.field])}>{cellContent(record[column.field], column.input)}</td>)}
      {actionsColumn && (
        <td className="atrium-table__actions">
          {menuLabel !== undefined
            ? actions.length > 0 && <MenuButton label={menuLabel} className="atrium-row-menu__button" entries={actions} onChoose={(action) => onOpen(action, id)} />
            // Each action in its slot, so that Show and Edit stand where they do on every row (on a row without Delete they
            // stood 69 px to the right); a slot the record does not allow is an empty box, not a control.
            : slots.map(({ value, label }) => {
              const action = actions.find((entry) => entry.value === value)
              return action
                ? opener(value, action.href, () => onOpen(value, id), action.label, action.ariaLabel)
                : <span key={value} className="atrium-table__slot" aria-hidden="true">{label}</span>
            })}
        </td>
      )}
    </tr>
  )
}

/**
 * One data row of the table layout, memoised: a selection or a refetch redraws only the rows
 * whose cells, permitted actions, accessible names or selection changed.
 */
export const TableRow = memo(TableRowView, sameRow)
