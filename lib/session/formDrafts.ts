/**
 * Drafts of forms whose save could not go through for want of a session
 * (401): kept in `sessionStorage` (this tab only, gone with it), keyed by
 * scope, resource and record, with the user who typed them, so that signing
 * in again brings the form back as it was, and only to that user.
 */

const PREFIX = 'atrium:draft:'

/** A draft as stored. */
interface StoredDraft {
  /** `userKey` of who typed it (`null` without a session). */
  owner: string | null
  /** The form's raw values. */
  values: Record<string, unknown>
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage
  } catch {
    // Storage refused (privacy settings): drafts are then simply not kept.
    return undefined
  }
}

/** The storage key of the draft of a form: `atrium:draft:["<scope>","<resource>","<id or null>"]`. */
export function draftKey(scope: string | undefined, resource: string, id: string | undefined): string {
  return `${PREFIX}${JSON.stringify([scope ?? '', resource, id ?? null])}`
}

/** The values of the draft under `key`, if `owner` typed them. */
export function readDraft(key: string, owner: string | null): Record<string, unknown> | undefined {
  try {
    const text = storage()?.getItem(key)
    if (!text) return undefined
    const draft = JSON.parse(text) as Partial<StoredDraft>
    if (draft.owner !== owner || typeof draft.values !== 'object' || draft.values === null) return undefined
    return draft.values
  } catch {
    return undefined
  }
}

/** Keeps `values` as the draft under `key`, typed by `owner`. */
export function writeDraft(key: string, owner: string | null, values: Record<string, unknown>): void {
  try {
    storage()?.setItem(key, JSON.stringify({ owner, values } satisfies StoredDraft))
  } catch {
    // Full or refused: the form itself still holds the values.
  }
}

/** Drops the draft under `key` (saved, or the reader chose to leave without saving). */
export function removeDraft(key: string): void {
  try {
    storage()?.removeItem(key)
  } catch {
    // Nothing kept, nothing to drop.
  }
}

/**
 * Drops the form drafts of this tab (the user changed or signed out): every one, or, given `keep`,
 * every one not typed by that user (someone signs in after a sign-out in another tab).
 */
export function clearDrafts(keep?: string): void {
  const store = storage()
  if (!store) return
  try {
    const keys: string[] = []
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index)
      if (key?.startsWith(PREFIX) && (keep === undefined || readDraft(key, keep) === undefined)) keys.push(key)
    }
    for (const key of keys) store.removeItem(key)
  } catch {
    // Storage refused: there were no drafts to drop.
  }
}

// The forms open with unsaved changes: each can write them as a draft of whoever typed them.
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
