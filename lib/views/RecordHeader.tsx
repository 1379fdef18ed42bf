import type { ReactNode } from 'react'
import { useFrameTitle } from '../frames/FrameTitle'
import type { FrameKind } from '../frames/frameKind'
import { recordCss } from './recordCss'

/** Props of `RecordHeader`. */
export interface RecordHeaderProps {
  /** The view's title (the record's title for read and update). */
  title: string
  /** Text under the title (the action's `description`). */
  description?: string
  /** The frame: on a page the header draws its own heading; a dialog or drawer shows the title in its own header. */
  frame: FrameKind
  /** Buttons beside the title. */
  children?: ReactNode
  /** Id of the page's heading (so that the view's form is named by it). */
  titleId?: string
}

/** The header of a record view; it also names the dialog or drawer the view is in, and draws the record views' style. */
export function RecordHeader({ title, description, frame, children, titleId }: RecordHeaderProps) {
  useFrameTitle(title || undefined)
  // The record views' style, drawn in the commit that draws the view (no unstyled paint).
  const style = <style href="atrium-record" precedence="default">{recordCss}</style>
  if (frame !== 'page' && !description && !children) return style
  return (
    <>
      {style}
      <header className="atrium-view__header">
        {frame === 'page' ? <h1 id={titleId}>{title}</h1> : null}
        {description ? <p className="atrium-view__description">{description}</p> : null}
        {children}
      </header>
    </>
  )
}
