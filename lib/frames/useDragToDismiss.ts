import { useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react'
import type { DrawerPlacement } from './useDrawerPlacement'

/** How far (px) a drawer must be dragged towards its edge to close. */
export const DISMISS_DISTANCE = 80

/**
 * Drag a drawer's header towards its edge (rightwards, or downwards from the
 * bottom) to dismiss it; a shorter drag springs back.
 */
export function useDragToDismiss(panel: RefObject<HTMLElement | null>, placement: DrawerPlacement | undefined, onDismiss: () => void) {
  const start = useRef<number | null>(null)
  const offset = (event: ReactPointerEvent) => Math.max(0, placement === 'bottom' ? event.clientY - (start.current ?? 0) : event.clientX - (start.current ?? 0))
  const move = (distance: number) => {
    if (!panel.current) return
    panel.current.style.transform = distance === 0 ? '' : placement === 'bottom' ? `translateY(${distance}px)` : `translateX(${distance}px)`
  }
  if (!placement) return {}
  return {
    onPointerDown(event: ReactPointerEvent) {
      if ((event.target as HTMLElement).closest('button')) return
      start.current = placement === 'bottom' ? event.clientY : event.clientX
      ;(event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId)
    },
    onPointerMove(event: ReactPointerEvent) {
      if (start.current !== null) move(offset(event))
    },
    onPointerUp(event: ReactPointerEvent) {
      if (start.current === null) return
      const distance = offset(event)
      start.current = null
      move(0)
      if (distance >= DISMISS_DISTANCE) onDismiss()
    },
  }
}
