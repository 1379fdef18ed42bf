import type { ReactElement, ReactNode } from 'react'

/**
 * The list's empty message in a layout placed on days (`emptyNote`), drawn under its navigation over its days: it
 * takes no room, so nothing moves as a person pages into empty days and out again, and a click beside its words
 * reaches the day under it. `inline`: in the flow, under what it is drawn after (a compact month's grid).
 */
export function RangeEmptyNote({ children, inline }: { children?: ReactNode; inline?: boolean }): ReactElement | null {
  if (children === undefined || children === null || children === false) return null
  return (
    <div className={inline ? 'atrium-range-empty atrium-range-empty--inline' : 'atrium-range-empty'}>
      <div className="atrium-range-empty__box">{children}</div>
    </div>
  )
}
