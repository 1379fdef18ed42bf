import type { HTMLAttributes, MouseEvent, ReactElement, Ref } from 'react'

/** Props of `RecordOpener`: where it leads, what a click opens, and the element's own attributes. */
export interface RecordOpenerProps extends Omit<HTMLAttributes<HTMLElement>, 'onClick'> {
  /** The record's address as a link's `href` (`ListLayoutProps.hrefOf`); without one, a button is drawn. */
  href: string | undefined
  /** Opens the record in the app: the button's click, the link's plain click (or Enter). */
  onOpen(): void
  /** The element drawn (to move the focus to it). */
  ref?: Ref<HTMLElement>
}

/**
 * What opens a record in a board, a calendar or a timeline (a card's title, an event, a bar): a link to its address
 * when the list gives one, so a middle or modified click, "Open in new tab" and "Copy link address" open the same
 * record elsewhere while a plain click (or Enter) still opens it here, through the router, else a button. The layouts'
 * CSS draws both alike. Loaded with the layouts, off the start: it repeats `inAppClick`'s test rather than import it
 * (a module shared with the start's table would be a start chunk of its own, +107 B for an app with every export).
 */
export function RecordOpener({ href, onOpen, ref, ...attributes }: RecordOpenerProps): ReactElement {
  return href === undefined
    ? <button ref={ref as Ref<HTMLButtonElement>} type="button" {...attributes} onClick={onOpen} />
    : <a ref={ref as Ref<HTMLAnchorElement>} href={href} {...attributes} onClick={(event: MouseEvent) => {
      if (event.button !== 0 || event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      onOpen()
    }} />
}
