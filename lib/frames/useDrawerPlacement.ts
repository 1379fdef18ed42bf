import { useEffect, useState } from 'react'

/** Where a drawer comes from. */
export type DrawerPlacement = 'right' | 'bottom'

const WIDE = '(min-width: 768px)'

function current(): DrawerPlacement {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'right'
  return window.matchMedia(WIDE).matches ? 'right' : 'bottom'
}

/** From the right at 768 px and wider, from the bottom below; follows window resizes. */
export function useDrawerPlacement(): DrawerPlacement {
  const [placement, setPlacement] = useState(current)
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined
    const query = window.matchMedia(WIDE)
    const update = () => setPlacement(current())
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return placement
}
