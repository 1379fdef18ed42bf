import { useEffect, useMemo } from 'react'
import { formatMessage } from '../../config/messages'
import type { UrlJsonRefusal } from '../../routing/readUrlJson'
import type { FilterDefinitions } from './filterValues'
import { keepDeclaredFilter } from './keepDeclaredFilter'

const warned = new Set<string>()

/**
 * The URL filter a list may send: only its declared fields, operators and
 * values (`keepDeclaredFilter`). What it leaves out is told once per resource
 * and entry, in development, with how to accept it.
 */
export function useDeclaredFilter(resourceId: string, filter: Record<string, unknown>, definitions: FilterDefinitions | undefined): Record<string, unknown> {
  const declared = useMemo(() => keepDeclaredFilter(filter, definitions), [filter, definitions])
  useEffect(() => {
    if (process.env.NODE_ENV === 'production') return
    const fresh = declared.dropped.filter((entry) => !warned.has(`${resourceId}\u0000${entry}`))
    if (fresh.length === 0) return
    for (const entry of fresh) warned.add(`${resourceId}\u0000${entry}`)
    console.warn(
      `Atrium: the list of '${resourceId}' ignored URL filter entries it does not declare: ${fresh.join(', ')}. ` +
        "Only the fields of the list's `filters` option, with the values their inputs write, reach the API; declare a filter there to accept it.",
    )
  }, [declared, resourceId])
  return declared.filter
}

/** The message telling a reader their link's filter was ignored, or `undefined`. */
export function filterRefusalText(refusal: UrlJsonRefusal | undefined): string | undefined {
  if (!refusal) return undefined
  if (refusal.reason === 'length') return formatMessage('list.filterTooLong', { size: refusal.size.toLocaleString('en'), limit: refusal.limit.toLocaleString('en') })
  if (refusal.reason === 'depth') return formatMessage('list.filterTooDeep', { limit: refusal.limit })
  return formatMessage('list.filterUnreadable')
}
