import type { ReactNode } from 'react'
import { useId, useRef, useState } from 'react'
import { FrameTitleContext } from './FrameTitle'
import { ModalFrame } from './ModalFrame'
import type { CustomFrame, OpenMode } from './open'
import { useFocusEntry } from './useFocusEntry'

/** Props of `ViewFrame`. */
export interface ViewFrameProps {
  /** Where the view opens. */
  mode: OpenMode
  /** Default title (the view may refine it with `useFrameTitle`). */
  title: string
  /** Closes the view. */
  onClose(): void
  /** The view. */
  children: ReactNode
  /** The view asks to confirm a destructive action (the delete confirmation): a built-in frame is then an `alertdialog`. */
  alert?: boolean
}

/**
 * Whether an open mode is a custom frame with its component. Here, not in `open.ts`: this module loads on demand,
 * and an import of `open.ts` (a start module the record views import too) would split it into a start chunk of its own.
 */
function isCustomFrame(mode: OpenMode | undefined): mode is CustomFrame {
  return typeof mode === 'object' && mode !== null && mode.kind === 'custom' && typeof (mode as CustomFrame).component === 'function'
}

function CustomFrameHost({ mode, title, onClose, children }: ViewFrameProps) {
  const [ownTitle, setOwnTitle] = useState<string>()
  const titleId = useId()
  const box = useRef<HTMLDivElement>(null)
  useFocusEntry(box, titleId)
  if (!isCustomFrame(mode)) return null
  const Frame = mode.component
  return (
    // `display: contents`: the box only scopes focus, it draws nothing.
    <div ref={box} className="atrium-custom-frame" style={{ display: 'contents' }}>
      <Frame title={ownTitle ?? title} titleId={titleId} onClose={onClose}>
        <FrameTitleContext.Provider value={setOwnTitle}>{children}</FrameTitleContext.Provider>
      </Frame>
    </div>
  )
}

/** Draws a view drawn over a list in its frame: dialog, drawer or custom (a page mode falls back to a dialog). */
export function ViewFrame(props: ViewFrameProps) {
  if (isCustomFrame(props.mode)) return <CustomFrameHost {...props} />
  return (
    <ModalFrame variant={props.mode === 'drawer' ? 'drawer' : 'dialog'} title={props.title} onClose={props.onClose} alert={props.alert}>
      {props.children}
    </ModalFrame>
  )
}
