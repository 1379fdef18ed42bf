import { useSyncExternalStore } from 'react'

/** Below this width AdminLayout draws its phone layout (the same breakpoint as its stylesheet). */
export const PHONE_QUERY = '(max-width: 767.98px)'

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {}
  const query = window.matchMedia(PHONE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

function snapshot(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches
}

/** Whether the viewport is phone-sized; follows resizes and rotations. `false` without `matchMedia` (server, jsdom). */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false)
}
