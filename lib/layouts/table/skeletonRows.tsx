import type { ReactNode } from 'react'

const SKELETON_ROWS = 5

/** Busy placeholder rows of a table `width` cells wide, hidden from assistive technology. */
export function skeletonRows(width: number): ReactNode {
  return Array.from({ length: SKELETON_ROWS }, (_, row) => (
    <tr key={`skeleton-${row}`} className="atrium-table__skeleton" aria-hidden="true">
      {Array.from({ length: Math.max(width, 1) }, (_, cell) => <td key={cell}><span className="atrium-skeleton" /></td>)}
    </tr>
  ))
}
