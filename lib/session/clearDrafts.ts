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
 * Drops form drafts of this tab: those `owner` typed (they signed out here, asked first about their open forms), or,
 * without `owner`, every one (a host's own sign-in cleared the user's data: who typed them is not its concern). A change
 * of user drops none: each draft stays its typist's, read for them alone (`formDrafts`). Apart from the drafts' reading
 * and writing (`formDrafts`, loaded with the form), as the session's listener runs from the start.
 */
export function clearDrafts(owner?: string | null): void {
  const store = draftStorage()
  if (!store) return
  try {
    const keys: string[] = []
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index)
      if (key?.startsWith(DRAFT_PREFIX) && (owner === undefined || ownerOf(store.getItem(key)) === owner)) keys.push(key)
    }
    for (const key of keys) store.removeItem(key)
  } catch {
    // Storage refused: there were no drafts to drop.
  }
}

/** Who typed a stored draft (its `owner`), if it can be read. */
function ownerOf(text: string | null): unknown {
  try {
    return (JSON.parse(text ?? 'null') as { owner?: unknown } | null)?.owner
  } catch {
    return undefined
  }
}

// The open forms: each can write what it holds unsaved as a draft of whoever typed it.
const openForms = new Set<() => boolean>()

/** Registers an open form: `stash` writes its unsaved changes as its draft, `true` when it had some. Returns the unregister. */
export function keepOpenForm(stash: () => boolean): () => void {
  openForms.add(stash)
  return () => { openForms.delete(stash) }
}

/**
 * Writes what every open form holds unsaved as drafts of whoever typed it (another tab signed out:
 * signing in again here as the same user brings the forms back). Returns how many forms held changes.
 */
export function stashOpenForms(): number {
  let kept = 0
  for (const stash of openForms) if (stash()) kept += 1
  return kept
}
