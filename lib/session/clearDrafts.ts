/** The start of every form draft's key in `sessionStorage` (see `formDrafts`). */
export const DRAFT_PREFIX = 'atrium:draft:'

/** `sessionStorage`, or `undefined` where there is none or it is refused (drafts are then simply not kept). */
export function draftStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    return undefined
  }
}

/**
 * Drops every form draft of this tab (the user changed or signed out). Apart from the drafts' reading and writing
 * (`formDrafts`, loaded with the form), as the session's listener runs from the start.
 */
export function clearDrafts(): void {
  const store = draftStorage()
  if (!store) return
  try {
    const keys: string[] = []
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index)
      if (key?.startsWith(DRAFT_PREFIX)) keys.push(key)
    }
    for (const key of keys) store.removeItem(key)
  } catch {
    // Storage refused: there were no drafts to drop.
  }
}
