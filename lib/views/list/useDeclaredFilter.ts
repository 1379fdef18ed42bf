import { useEffect, useMemo, useState } from 'react'
import { formatMessage } from '../../config/messages'
import type { UrlJsonRefusal } from '../../routing/readUrlJson'
import type { FilterDefinitions } from './filterValues'

type Sanitizer = typeof import('./keepDeclaredFilter').keepDeclaredFilter

// The sanitizer loads with the first list whose URL carries a filter: lists without one never need it.
let sanitizer: Sanitizer | undefined
let loading: Promise<unknown> | undefined
const EMPTY: Record<string, unknown> = {}

/**
 * The URL filter a list may send: only its declared fields, operators and
 * values (`keepDeclaredFilter`, which tells in development what it dropped).
 * `undefined` while its code loads: the list waits rather than send the filter unread.
 */
export function useDeclaredFilter(resourceId: string, filter: Record<string, unknown>, definitions: FilterDefinitions | undefined): Record<string, unknown> | undefined {
  const [, setLoaded] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const needed = Object.keys(filter).length > 0
  useEffect(() => {
    if (!needed || sanitizer) return
    let live = true
    const again = () => { if (live) setAttempt((count) => count + 1) }
    loading ??= import('./keepDeclaredFilter').then((module) => { sanitizer = module.keepDeclaredFilter })
    loading.then(() => { if (live) setLoaded(true) }, () => {
      loading = undefined
      // Offline (or the file is gone after a deploy): load it again once the browser is back online.
      window.addEventListener('online', again, { once: true })
    })
    return () => {
      live = false
      window.removeEventListener('online', again)
    }
  }, [needed, attempt])
  // `sanitizer` is read at each render: the one after it loaded (setLoaded) computes the filter.
  const ready = sanitizer
  return useMemo(() => (needed ? ready?.(filter, definitions, resourceId) : EMPTY), [needed, ready, filter, definitions, resourceId])
}

/** The message telling a reader their link's filter was ignored, or `undefined`. */
export function filterRefusalText(refusal: UrlJsonRefusal | undefined): string | undefined {
  if (!refusal) return undefined
  if (refusal.reason === 'length') return formatMessage('list.filterTooLong', { size: refusal.size.toLocaleString('en'), limit: refusal.limit.toLocaleString('en') })
  if (refusal.reason === 'depth') return formatMessage('list.filterTooDeep', { limit: refusal.limit })
  return formatMessage('list.filterUnreadable')
}
