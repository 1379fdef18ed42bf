import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isOnline = (): boolean => (typeof navigator === 'undefined' ? true : navigator.onLine !== false)

/** Whether the browser says it is online (`navigator.onLine`), updated on `online`/`offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
