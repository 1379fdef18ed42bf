import type { ReactNode } from 'react'

/** The first node that was given: `null` counts as given (it draws nothing on purpose). */
export function firstDefined(...nodes: ReactNode[]): ReactNode {
  return nodes.find((node) => node !== undefined)
}
