import { useCallback, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { formatMessage } from '../config/messages'
import { actionText } from '../config/actionText'
import { frameStyles } from './frameStyles'
import { FrameDescriptionContext, FrameTitleContext } from './FrameTitle'
import { useDragToDismiss } from './useDragToDismiss'
import { useDrawerPlacement } from './useDrawerPlacement'
import { useFocusTrap } from './useFocusTrap'

/** Props of the built-in dialog and drawer. */
export interface ModalFrameProps {
  /** `'dialog'` (centred) or `'drawer'` (right, or bottom on narrow screens). */
  variant: 'dialog' | 'drawer'
  /** Title until the view names the frame (`useFrameTitle`). */
  title: string
  /** Closes the view. */
  onClose(): void
  /** The view. */
  children: ReactNode
  /**
   * The view asks to confirm a destructive action (the delete confirmation): an `alertdialog`, described by the
   * view's question (`useFrameDescriptionId`), like the leave question. Defaults to `false` (a `dialog`).
   */
  alert?: boolean
}

/**
 * A labelled modal frame: focus moved in and kept in, Escape and the backdrop close (on a wide screen, a click on it
 * over a link of a `nav` beneath, or a link or button of an `aside`, follows it), focus returns on close.
 */
export function ModalFrame({ variant, title, onClose, children, alert = false }: ModalFrameProps) {
  const [ownTitle, setOwnTitle] = useState<string>()
  const titleId = useId()
  const descriptionId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const placement = useDrawerPlacement()
  const close = useCallback(() => onClose(), [onClose])
  useFocusTrap(panel, close)
  const drag = useDragToDismiss(panel, variant === 'drawer' ? placement : undefined, close)
  // On a wide screen, a click on the backdrop over a way elsewhere dimmed beneath it (a link of a nav: the sidebar's menu,
  // the breadcrumb; a link or button of the sidebar: a host's Sign out in its footer) follows it: one click leads there,
  // as it would without the frame (the leave guard asks first about unsaved changes, for Sign out through
  // useConfirmLeave). Anywhere else, and on a narrow screen (a tap beside a sheet dismisses it), it closes the frame.
  // The pointer says so over such a way, as over the way itself.
  const wayAt = (event: MouseEvent<HTMLDivElement>) => {
    const at = (placement === 'right' && document.elementsFromPoint?.(event.clientX, event.clientY)) || []
    return at[at.indexOf(event.currentTarget) + 1]?.closest<HTMLElement>('nav a[href],aside a[href],aside button:enabled')
  }
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    const way = wayAt(event)
    if (way) way.click()
    else close()
  }
  const onBackdropMove = (event: MouseEvent<HTMLDivElement>) => { event.currentTarget.style.cursor = wayAt(event) ? 'pointer' : '' }
  return (
    <>
      <style href="atrium-frames" precedence="default">{frameStyles}</style>
      <div className="atrium-backdrop" data-testid="atrium-backdrop" onClick={onBackdrop} onMouseMove={onBackdropMove} />
      <div
        ref={panel}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={alert ? descriptionId : undefined}
        tabIndex={-1}
        className={`atrium-frame atrium-${variant}`}
        data-placement={variant === 'drawer' ? placement : undefined}
      >
        <div className="atrium-frame__header" {...drag}>
          <h2 id={titleId} className="atrium-frame__title">{ownTitle ?? title}</h2>
          <button type="button" className="atrium-frame__close" aria-label={actionText('action.close')} onClick={close}>×</button>
        </div>
        <div className="atrium-frame__body">
          <FrameTitleContext.Provider value={setOwnTitle}>
            {alert ? <FrameDescriptionContext.Provider value={descriptionId}>{children}</FrameDescriptionContext.Provider> : children}
          </FrameTitleContext.Provider>
        </div>
      </div>
    </>
  )
}
