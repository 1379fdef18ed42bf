import type { ReactElement } from 'react'
import { formatMessage } from '../config/messages'

const SKELETON_LINES = 3

/**
 * What a list shows while the code of a layout drawn on demand (board,
 * calendar, timeline) loads: a busy status region with skeleton lines, so
 * assistive technology hears that the list is loading.
 */
export function LayoutFallback(): ReactElement {
  return (
    <div role="status" aria-busy="true" className="atrium-layout-loading">
      <span className="atrium-visually-hidden">{formatMessage('loading')}</span>
      {Array.from({ length: SKELETON_LINES }, (_, line) => <span key={line} className="atrium-skeleton" aria-hidden="true" />)}
    </div>
  )
}
