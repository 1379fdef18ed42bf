import { useSyncExternalStore } from 'react'
import { isBrowserOffline } from './networkErrors'

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const isOnline = (): boolean => !isBrowserOffline()

/** Whether the browser says it is online (`navigator.onLine`), updated on `online`/`offline` events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
