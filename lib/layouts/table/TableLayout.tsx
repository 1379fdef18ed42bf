import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type Key, type ReactElement } from 'react'
import { formatMessage } from '../../config/messages'
import type { Action } from '../../types'
import { getListColumns } from '../../fields/listColumns'
import { formatCell, prepareFormatters } from '../../fields/formatCell'
import { nextSort, sortDirection } from '../../routing/listQuery'
import { getRecordTitle } from '../../fields/recordTitle'
import { usePhoneLayout } from '../../config/usePhoneWidth'
import { useRowMenus } from './useRowMenus'
import { useOverflowCue } from './useOverflowCue'
import { getCardColumns } from './cardColumns'
import { preloadMenu } from '../MenuButton'
import type { TableLayout } from './tableDeclaration'
import type { ListLayoutProps } from '../ListLayoutProps'
import { cellClass, TableRow, type RowAction } from './TableRow'
import { tableWindowStyles } from './tableWindowStyles'
import { useRowKeyboard } from './useRowKeyboard'
import { LazyWindowedRows, WINDOW_FROM } from './windowedRowsPart'
import { skeletonCells, skeletonRows } from './skeletonRows'

// The widest dates: two-digit days and months, and hours in the morning and the evening (AM and PM differ in width).
const WIDEST_DAYS = [10, 22].map((hour) => new Date(2000, 11, 28, hour, 58))

/** Row actions of a list that names none. */
export const DEFAULT_ROW_ACTIONS: readonly Action[] = ['read', 'update', 'delete']

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
 * headers that sort (ascending, descending, none: a faint ↕ says a header sorts, ↑ or ↓ which one does, and no
 * column moves on a re-sort), row actions in slots of their own (an empty slot where permissions refuse one), and checkboxes when the list is selectable.
 * Rows are memoised (`TableRow`) and keyed by position: after a selection or a
 * refetch only the rows that show something new are drawn again, and a re-sort
 * rewrites rows in place rather than moving them.
 * Pages of more than `WINDOW_FROM` rows are windowed (`WindowedRows`, loaded on demand): the table
 * keeps the real `aria-rowcount`, every row its `aria-rowindex`, and the keyboard reaches every row.
 * Below 768 px the rows of a page that is not windowed are cards: the record's title, the
 * `getCardColumns` fields labelled, the actions behind a "⋯" menu (`MenuButton`), the checkbox kept.
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
  const windowed = items.length > WINDOW_FROM
  // Below 768 px rows are cards (a windowed table's rows keep the one height its window counts on).
  const cards = usePhoneLayout() && !windowed
  const cardColumns = useMemo(() => getCardColumns(resource, columns, layout.cardFields), [resource, columns, layout.cardFields])
  // Enter on a focused row opens it as its Show would, or its Edit where it may not be shown.
  const keyboard = useRowKeyboard(items.length, (index) => {
    const item = items[index]
    const action = (['read', 'update'] as const).find((candidate) => rowActions.includes(candidate) && resource.can(candidate, item))
    if (action) props.onOpen(action, item)
  })
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null)
  const [head, setHead] = useState<HTMLTableSectionElement | null>(null)
  const plain = !windowed && !cards
  const box = head?.parentElement?.parentElement
  // Row actions that do not fit beside the columns go behind one "⋯" button per row, as on a card.
  const menus = useRowMenus(head?.parentElement, plain && rowActions.length > 1, items.length > 0) || cards
  // Row actions stay in view at the right edge of a table wider than its box, shaded while more is hidden there.
  useOverflowCue(head?.parentElement, plain && rowActions.length > 0)
  const [pinned, setPinned] = useState<{ width: number; cells: number[] }>()
  // A page that may be windowed fetches the windowed body's code while its list request runs.
  const pageSize = resource.getActionOptions('list').pageSize ?? 0
  useEffect(() => { if (pageSize > WINDOW_FROM) void LazyWindowedRows.preload() }, [pageSize])
  // The cells' number and date formatters are made while the list request is out (see prepareFormatters):
  // in a task of their own, since effects run before the awaits that lead to the request's `fetch`.
  useEffect(() => {
    const timer = setTimeout(() => prepareFormatters(columns.map((column) => column.input)), 0)
    return () => clearTimeout(timer)
  }, [columns])
  // Rows with a "⋯" menu fetch its code at once, so the first tap on it opens it.
  useEffect(() => { if (menus) void preloadMenu() }, [menus])
  // A new order starts from its first row, as a drawn-out page scrolled to its top would.
  const order = sort.join(',')
  useEffect(() => { if (scroller) scroller.scrollTop = 0 }, [order, scroller])

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
  const slots = useMemo(() => rowActions.map((action) => ({ value: action, label: labels.get(action)!.label })), [rowActions.join()]) // eslint-disable-line react-hooks/exhaustive-deps -- one array while the actions are the same
  const selectTemplate = selectable ? formatMessage('list.selectRow', { title: TITLE_SLOT }) : undefined
  const menuTemplate = menus ? formatMessage('list.rowMenu', { title: TITLE_SLOT }) : ''

  const renderRow = (index: number, key: Key = index): ReactElement => {
    const item = items[index]
    const id = ids[index]
    const title = getRecordTitle(resource, item)
    const actions: RowAction[] = []
    for (const action of rowActions) {
      if (!resource.can(action, item)) continue
      const label = labels.get(action)!
      // Show and Edit, which open a view of the record, are links when the list gives their address; Delete stays a
      // button (it asks, then does something), whatever frame it opens in.
      const href = action === 'read' || action === 'update' ? props.hrefOf?.(action, item) : undefined
      actions.push({ value: action, label: label.label, ariaLabel: fillTitle(label.ariaLabel, title), ...(href === undefined ? {} : { href }) })
    }
    // Rows are keyed by position, not by id: after a re-sort the browser updates the text of the
    // rows in place instead of moving 1,000 rows (which restyles every moved row and lays the
    // table out again from scratch, over twice the work, measured in `npm run bench`).
    return (
      <TableRow key={key} id={id} index={index} tabbable={index === keyboard.active} item={item}
        columns={cards ? cardColumns : columns} cardTitle={cards ? title : undefined} menuLabel={menus ? fillTitle(menuTemplate, title) : undefined}
        actionsColumn={rowActions.length > 0} actions={actions} slots={slots}
        selectLabel={selectTemplate === undefined ? undefined : fillTitle(selectTemplate, title)}
        selected={selectable && selected.has(id)} onToggle={onToggle} onOpen={onOpen} />
    )
  }

  // Another page or a re-sort keeps every column where it was, and the row actions as they were: the first page laid out
  // pins the columns' widths (a colgroup, which the stylesheet lays out fixed) while the table's box keeps its width; a
  // resize lays the table out afresh from the page shown. Else each page's content laid the columns out anew: a re-sort
  // moved them ~10 px, and a page whose names and dates did not fit beside Show, Edit, Delete turned them into "⋯" menus,
  // the Title column growing 135 px, while the next sort or page brought them back. Pinned once the actions' choice is
  // made (they fit, or they went behind "⋯") and every cell shows its content (a referenced record's name is a busy "…"
  // while it loads: pinned then, names broke over two lines). A windowed table's widths are fixed already; phone cards
  // have no columns.
  const pin = () => {
    if (plain && !pinned && head && box?.clientWidth) setPinned({ width: box.clientWidth, cells: [...head.rows[0].cells].map((cell) => cell.getBoundingClientRect().width) })
  }
  const body = head?.parentElement?.querySelector('tbody')
  useLayoutEffect(() => {
    if (!plain || pinned || loading || items.length === 0 || !box || !body) return undefined
    // Pinned, the table draws again and this effect's cleanup stops the watch.
    const settle = () => { if (!body.querySelector('[aria-busy="true"]') && (menus || rowActions.length < 2 || box.scrollWidth <= box.clientWidth + 1)) pin() }
    settle()
    const observer = new MutationObserver(settle)
    observer.observe(body, { subtree: true, childList: true, attributeFilter: ['aria-busy'] })
    return () => observer.disconnect()
  }, [plain, pinned, loading, items, menus, box, body, rowActions.length]) // eslint-disable-line react-hooks/exhaustive-deps -- pin reads what these name
  const sortBy = (field: string) => {
    pin()
    onSortChange(nextSort(sort, field, resource.getActionOptions('list').sort))
  }
  useEffect(() => {
    // Pinned only where a layout measured the box: a browser, with ResizeObserver.
    if (!pinned) return undefined
    const observer = new ResizeObserver(() => { if (box!.clientWidth !== pinned.width) setPinned(undefined) })
    observer.observe(box!)
    return () => observer.disconnect()
  }, [pinned, box])

  const table = (
    <table className={windowed ? 'atrium-table atrium-table--windowed' : 'atrium-table'} aria-rowcount={items.length + 1}>
      {plain && pinned?.cells.length === width && <colgroup>{pinned.cells.map((cell, index) => <col key={index} style={{ width: cell }} />)}</colgroup>}
      <thead ref={setHead}>
        <tr aria-rowindex={1}>
          {selectable && <th scope="col" className="atrium-table__select"><SelectAll ids={ids} selected={selected} onToggle={onToggleSelected} /></th>}
          {columns.map((column) => {
            // A column sorts by its field, or by what its input names (a referenced record's field); `false`: it does not sort.
            const field = column.input?.sortBy ?? column.field
            // A date column as wide as its widest value (the 28th of December, 10:58 AM or PM), which another page may hold:
            // the widths are pinned from the first page laid out, and page 2's "11/21/2026, 12:00 PM" broke over two lines.
            // Drawn by the stylesheet from an attribute, so that the header's text stays its label.
            const widest = /^date/.test(column.input?.type ?? '') && <span aria-hidden="true" className="atrium-table__widest" data-widest={WIDEST_DAYS.map((day) => formatCell(day, column.input)).join('\n')} />
            if (field === false) return <th key={column.field} scope="col" className={`atrium-table__unsorted ${cellClass(column) ?? ''}`}>{column.label}{widest}</th>
            const direction = sortDirection(sort, field)
            return (
              <th key={column.field} scope="col" aria-sort={direction ? ARIA_SORT[direction] : 'none'} className={cellClass(column)}>
                <button type="button" className="atrium-table__sort" onClick={() => sortBy(field)}>
                  {/* Its glyph (↕, ↑, ↓) is the stylesheet's, after aria-sort, in a slot of one width: the label never moves. */}
                  {column.label}<span aria-hidden="true" className="atrium-table__sort-icon" />
                </button>
                {widest}
              </th>
            )
          })}
          {rowActions.length > 0 && <th scope="col" className="atrium-table__actions-head"><span className="atrium-visually-hidden">{formatMessage('list.rowActions')}</span></th>}
        </tr>
      </thead>
      {windowed ? (
        <LazyWindowedRows count={items.length} width={width} scrollElement={scroller} head={head} keyboard={keyboard} renderRow={renderRow} />
      ) : (
        <tbody {...keyboard.body}>
          {loading && items.length === 0 && skeletonRows(width, skeletonCells(columns, selectable, rowActions.length > 0 ? (menus ? ['⋯'] : slots.map(({ label }) => label)) : undefined))}
          {items.map((_, index) => renderRow(index))}
        </tbody>
      )}
    </table>
  )
  return (
    <>
      <style href="atrium-table-window" precedence="default">{tableWindowStyles}</style>
      {windowed ? <div ref={setScroller} className="atrium-table__window">{table}</div> : table}
      {/* While the page is on its way, the columns' own displays start what they read (a referenced resource's
          names), so the rows come with their names rather than growing when the names come after them. */}
      {loading && items.length === 0 && <div hidden>{columns.map(({ field, input }) => input?.display && <input.display key={field} value={undefined} />)}</div>}
    </>
  )
}
