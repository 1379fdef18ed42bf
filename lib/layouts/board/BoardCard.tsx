import { useEffect, useId, useRef, type DragEvent, type KeyboardEvent, type ReactElement, type ReactNode } from 'react'
import { MenuButton } from '../MenuButton'
import { RecordOpener } from '../RecordOpener'
import { boardText } from './boardText'

/** A column as the board draws it: value and resolved label. */
export interface BoardColumnView {
  /** The `groupBy` value of the column. */
  value: string
  /** Header text. */
  label: string
}

/** A labelled field value shown on a card. */
export interface BoardCardField {
  /** Field label. */
  label: string
  /** The value as the table's cell draws it (option labels, reference titles, dates through Intl). */
  value: ReactNode
}

/** Props of one card of the board. */
export interface BoardCardProps {
  /** The record's display title. */
  title: string
  /** The fields under the title: of the same set on every card of the board, in its order, those holding a value. */
  fields: readonly BoardCardField[]
  /** Columns the card may move to (every column but its own). */
  targets: readonly BoardColumnView[]
  /** Whether the record may be opened (the title is then a link to `href`, or a button without one). */
  canRead: boolean
  /** The record's address, as its title's `href` (`ListLayoutProps.hrefOf`). */
  href?: string
  /** Whether the record may be moved (drag, arrow keys, "Move…"). */
  canUpdate: boolean
  /** True while its move awaits the API. */
  pending: boolean
  /** Move focus to the card's title once drawn (after a keyboard move). */
  takeFocus: boolean
  /** Opens the record. */
  onOpen(): void
  /** Moves the card to `column`. */
  onMove(column: BoardColumnView): void
  /** Moves the card one column left (-1) or right (1), for arrow keys. */
  onStep(direction: -1 | 1): void
  /** A drag starts: the board records which card. */
  onDragStart(event: DragEvent<HTMLElement>): void
  /** The drag ended (dropped or cancelled). */
  onDragEnd(): void
  /** Focus was taken. */
  onFocused(): void
}

const STEP_KEYS: Record<string, -1 | 1> = { ArrowLeft: -1, ArrowRight: 1 }

/**
 * A card of the board: the title (a link to the record when it may be read, or a button where the list gives no
 * address: `RecordOpener`), the board's fields, and a "Move…" menu button listing the other
 * columns (the phone cards' `MenuButton`), so that a card can be moved without
 * a mouse. Arrow Left and Right on the title also move it one column. On a card that moves, the title's link is not
 * draggable itself: a drag started on it drags the card (not the link's address), as one started on a button did.
 */
export function BoardCard(props: BoardCardProps): ReactElement {
  const { title, fields, targets, canRead, canUpdate, pending, takeFocus, onFocused } = props
  const titleId = useId()
  const titleRef = useRef<HTMLElement>(null)

  useEffect(() => {
    if (!takeFocus) return
    titleRef.current?.focus()
    onFocused()
  }, [takeFocus, onFocused])

  const onTitleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const direction = STEP_KEYS[event.key]
    if (!canUpdate || direction === undefined || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    props.onStep(direction)
  }

  return (
    <li
      className={`atrium-board-card${pending ? ' atrium-board-card--pending' : ''}`}
      aria-labelledby={titleId}
      aria-busy={pending || undefined}
      draggable={canUpdate}
      onDragStart={canUpdate ? props.onDragStart : undefined}
      onDragEnd={canUpdate ? props.onDragEnd : undefined}
    >
      {canRead ? (
        <RecordOpener ref={titleRef} id={titleId} href={props.href} className="atrium-link-button atrium-board-card-title"
          onOpen={props.onOpen} onKeyDown={onTitleKeyDown} {...(canUpdate && props.href !== undefined ? { draggable: false } : {})}>
          {title}
        </RecordOpener>
      ) : (
        <strong id={titleId} className="atrium-board-card-title">{title}</strong>
      )}
      {fields.length > 0 && (
        <dl className="atrium-board-card-fields">
          {fields.map((field) => (
            <div key={field.label}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {canUpdate && targets.length > 0 && (
        <div className="atrium-board-move">
          <MenuButton label={boardText('board.moveMenu', { title })} text={boardText('board.move')} className="atrium-layout-button"
            entries={targets.map((column) => ({ value: column.value, label: boardText('board.moveTo', { column: column.label }) }))}
            onChoose={(value) => props.onMove(targets.find((column) => column.value === value)!)} />
        </div>
      )}
    </li>
  )
}
