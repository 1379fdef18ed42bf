import { useCallback, useEffect, useId, useRef, useState, type DragEvent, type ReactElement } from 'react'
import { formatMessage } from '../../config/messages'
import { errorText } from '../../network/errorText'
import { boardText } from './boardText'
import { getListColumns, type ListColumn } from '../../fields/listColumns'
import type { ViewResource } from '../../resource/ViewResource'
import { getRecordTitle } from '../../fields/recordTitle'
import { cellContent } from '../cellContent'
import { BoardCard, type BoardCardField, type BoardColumnView } from './BoardCard'
import type { BoardLayout as BoardLayoutDeclaration } from './boardDeclaration'
import { LayoutStyles } from '../LayoutStyles'
import { preloadMenu } from '../MenuButton'
import { useShownColumnHeight } from './useShownColumnHeight'
import type { ListLayoutProps } from '../ListLayoutProps'

/** Props of the board layout. */
export type BoardLayoutProps<T> = ListLayoutProps<T, BoardLayoutDeclaration<T>>

/** Data type of a board drag, so that drops of foreign text are ignored. */
const DRAG_TYPE = 'application/x-atrium-card'
// As many as a phone card of the table shows under its title.
const CARD_FIELDS = 3

const fieldOf = (item: unknown, field: string): unknown =>
  typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[field] : undefined

const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value))

/**
 * The fields every card shows under its title, the same on each and in the list's order: its first `CARD_FIELDS`
 * columns other than those `skip` names (the title's, the column's own). Chosen per record, the first ones holding a
 * value, they differed from column to column (a draft's Author where a published article showed Published at).
 */
function cardColumns(columns: readonly ListColumn[], skip: readonly string[]): ListColumn[] {
  return columns.filter((column) => !skip.includes(column.field)).slice(0, CARD_FIELDS)
}

/**
 * A card's fields: of the board's, those holding a value, in the board's order, each as the table's cell draws it (a
 * reference's title, a date in its Intl form). An empty one is left out: every draft said "Published at —".
 */
function cardFields<T>(columns: readonly ListColumn[], item: T): BoardCardField[] {
  return columns.flatMap(({ field, label, input }) => {
    const value = fieldOf(item, field)
    return value === undefined || value === null || value === '' ? [] : [{ label, value: cellContent(value, input) }]
  })
}

/**
 * The board layout: one column per declared value of `groupBy`, each a region
 * named by its header with its count of cards ("{n} on this page" when the
 * list has other pages: the board draws one page). Every card shows its title and
 * the same fields, the list's first three columns besides the title and `groupBy`
 * (those holding a value, in that order). Dragging a card to another column (or
 * choosing "Move to …", or Arrow Left/Right on its title) calls
 * `onUpdate(item, { [groupBy]: value })` and says so in a notice (`notify`) with Undo, which moves it back. The card moves at once: a local
 * override holds it in the new column until the promise settles, by which
 * time the list's optimistic cache patch (or its rollback) has taken over, so
 * a refused move puts the card back. Cards that may not be updated are not
 * draggable. Records whose value matches no column are not shown. A column empty on one page of several says so, and
 * when the list is sorted (the page then holds the first records in that order: sorted by views, only the published),
 * by which field, with a button clearing the sort.
 */
export function BoardLayout<T>(props: BoardLayoutProps<T>): ReactElement {
  const { resource, layout, items, loading, onOpen, onUpdate, notify } = props
  const { groupBy } = layout
  const baseId = useId()
  const [pending, setPending] = useState<Readonly<Record<string, string>>>({})
  const [announcement, setAnnouncement] = useState('')
  const [over, setOver] = useState<string | undefined>(undefined)
  const [focusId, setFocusId] = useState<string | undefined>(undefined)
  const dragging = useRef<string | undefined>(undefined)
  const moves = useRef(new Map<string, number>())
  const lastMove = useRef(0)
  // The records as last drawn: an Undo pressed later moves the record as it is then, not as it was.
  const latest = useRef(items)
  latest.current = items

  const columns: BoardColumnView[] = layout.columns.map((column) =>
    typeof column === 'string' ? { value: column, label: column } : { value: column.value, label: column.label ?? column.value })
  const columnOf = (item: T): string => pending[resource.getId(item)] ?? asText(fieldOf(item, groupBy))
  const titleOf = (item: T): string => getRecordTitle(resource, item)
  const listColumns = props.columns ?? getListColumns(resource)
  const shown = cardColumns(listColumns, [groupBy, resource.options.titleField ?? 'title', 'name', 'label', 'id'])
  // The list's sort decides which records make its page: a column empty on it says so (the table's sort, kept in the URL).
  const sortField = props.sort[0]?.replace(/^-/, '')
  const sortedBy = sortField && (listColumns.find((column) => column.field === sortField)?.label ?? sortField)
  // "Clear the sort" where clearing it changes the page: a list's declared order (`sort`) is what it clears to.
  const clearable = sortedBy !== undefined && sortedBy !== '' && props.sort.join() !== (resource.getActionOptions('list').sort ?? []).join()

  const move = (item: T, target: BoardColumnView, refocus: boolean) => {
    const id = resource.getId(item)
    if (!resource.can('update', item) || columnOf(item) === target.value) return
    const token = ++lastMove.current
    moves.current.set(id, token)
    setPending((current) => ({ ...current, [id]: target.value }))
    if (refocus) setFocusId(id)
    const title = titleOf(item)
    const moved = boardText('board.moved', { title, column: target.label })
    const from = columns.find((column) => column.value === columnOf(item))
    if (!notify) setAnnouncement(moved)
    const settle = () => {
      if (moves.current.get(id) !== token) return
      moves.current.delete(id)
      setPending(({ [id]: _settled, ...rest }) => rest)
    }
    let answer: Promise<void>
    try {
      answer = onUpdate(item, { [groupBy]: target.value } as Partial<T>)
    } catch (error) {
      answer = Promise.reject(error)
    }
    answer.then(() => {
      settle()
      // Saved: seen as other saves are, in a notice (itself a live region), with a way back to the column it left.
      notify?.({
        kind: 'success', text: moved,
        ...(from ? { action: { label: boardText('notice.undo'), run: () => move(latest.current.find((other) => resource.getId(other) === id) ?? item, from, false) } } : {}),
      })
    }, (error: unknown) => {
      settle()
      setAnnouncement(boardText('board.moveFailed', { title, detail: errorText(error) }))
    })
  }

  const step = (item: T, direction: -1 | 1) => {
    const index = columns.findIndex((column) => column.value === columnOf(item))
    const target = columns[index + direction]
    if (index !== -1 && target) move(item, target, true)
  }

  const isBoardDrag = (event: DragEvent<HTMLElement>): boolean =>
    dragging.current !== undefined || Array.from(event.dataTransfer?.types ?? []).includes(DRAG_TYPE)

  const onDragStart = (id: string) => (event: DragEvent<HTMLElement>) => {
    dragging.current = id
    event.dataTransfer?.setData(DRAG_TYPE, id)
    event.dataTransfer?.setData('text/plain', id)
    if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move'
  }
  const endDrag = () => {
    dragging.current = undefined
    setOver(undefined)
  }

  const columnHandlers = (column: BoardColumnView) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!isBoardDrag(event)) return
      event.preventDefault()
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'move'
      if (over !== column.value) setOver(column.value)
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(undefined)
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (!isBoardDrag(event)) return
      event.preventDefault()
      const id = event.dataTransfer?.getData(DRAG_TYPE) || dragging.current
      endDrag()
      const item = items.find((candidate) => resource.getId(candidate) === id)
      if (item !== undefined) move(item, column, false)
    },
  })

  const onFocused = useCallback(() => setFocusId(undefined), [])
  // The cards' "Move…" menu code comes at once, so the first press opens it.
  useEffect(() => { void preloadMenu() }, [])
  const boardRef = useRef<HTMLDivElement>(null)
  useShownColumnHeight(boardRef)

  return (
    <div ref={boardRef} className={`atrium-board${layout.fullWidth ? ' atrium-board--full-width' : ''}`} aria-busy={loading || undefined}>
      <LayoutStyles />
      {columns.map((column, index) => {
        const cards = items.filter((item) => columnOf(item) === column.value)
        const headingId = `${baseId}-column-${index}`
        return (
          <section key={column.value} aria-labelledby={headingId} data-column={column.value}
            className={`atrium-board-column${over === column.value ? ' atrium-board-column--over' : ''}`}
            {...columnHandlers(column)}>
            <h3 className="atrium-board-column-heading">
              <span id={headingId}>{column.label}</span>
              {/* The board draws one page: where others exist, the count says it is this page's. */}
              <span className="atrium-board-count">{props.partial ? boardText('board.countOnPage', { count: cards.length }) : cards.length}</span>
            </h3>
            {props.partial && cards.length === 0 && (
              <p className="atrium-board-none">
                {sortedBy ? boardText('layout.board.noneSorted', { field: sortedBy }) : boardText('layout.board.noneOnPage')}
                {clearable && <> <button type="button" className="atrium-link-button" onClick={() => props.onSortChange([])}>{boardText('layout.board.clearSort')}</button></>}
              </p>
            )}
            <ul className="atrium-board-cards">
              {cards.map((item) => {
                const id = resource.getId(item)
                return (
                  <BoardCard
                    key={id}
                    title={titleOf(item)}
                    fields={cardFields(shown, item)}
                    targets={columns.filter((target) => target.value !== column.value)}
                    canRead={resource.can('read', item)}
                    href={props.hrefOf?.('read', item)}
                    canUpdate={resource.can('update', item)}
                    pending={id in pending}
                    takeFocus={focusId === id}
                    onOpen={() => onOpen('read', item)}
                    onMove={(target) => move(item, target, true)}
                    onStep={(direction) => step(item, direction)}
                    onDragStart={onDragStart(id)}
                    onDragEnd={endDrag}
                    onFocused={onFocused}
                  />
                )
              })}
            </ul>
          </section>
        )
      })}
      <p role="status" className="atrium-visually-hidden">{announcement}</p>
    </div>
  )
}
