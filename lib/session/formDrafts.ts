import { DRAFT_PREFIX as PREFIX, draftStorage as storage } from './clearDrafts'

/**
 * Drafts of forms whose save could not go through for want of a session
 * (401), or left open when the session went (a sign-out in another tab): kept
 * in `sessionStorage` (this tab only, gone with it), keyed by scope, resource,
 * record and the user who typed them, so that signing in again brings the form
 * back as it was, and only to that user: another user signing in here meanwhile
 * neither reads nor overwrites it. The form's code (on demand) alone reads and
 * writes them; `clearDrafts` (at start) drops them.
 */

/** A draft as stored. */
interface StoredDraft {
  /** `userKey` of who typed it (`null` without a session). */
  owner: string | null
  /** The form's raw values. */
  values: Record<string, unknown>
  /** Their last save (a create) got no answer and may have gone through: the form says so when it comes back. */
  maybeSaved?: true
}

/** The storage key of the draft `owner` typed in a form: `atrium:draft:["<scope>","<resource>","<id or null>","<owner or null>"]`. */
export function draftKey(scope: string | undefined, resource: string, id: string | undefined, owner: string | null): string {
  return `${PREFIX}${JSON.stringify([scope ?? '', resource, id ?? null, owner])}`
}

function readStored(key: string, owner: string | null): StoredDraft | undefined {
  try {
    const text = storage()?.getItem(key)
    if (!text) return undefined
    const draft = JSON.parse(text) as Partial<StoredDraft>
    if (draft.owner !== owner || typeof draft.values !== 'object' || draft.values === null) return undefined
    return draft as StoredDraft
  } catch {
    return undefined
  }
}

/** The values of the draft under `key`, if `owner` typed them. */
export function readDraft(key: string, owner: string | null): Record<string, unknown> | undefined {
  return readStored(key, owner)?.values
}

/** Whether the draft under `key` (typed by `owner`) holds values whose save may have gone through (`writeDraft`'s `maybeSaved`). */
export function isDraftMaybeSaved(key: string, owner: string | null): boolean {
  return readStored(key, owner)?.maybeSaved === true
}

/** Keeps `values` as the draft under `key`, typed by `owner`; `maybeSaved` when their save got no answer and may have landed. */
export function writeDraft(key: string, owner: string | null, values: Record<string, unknown>, maybeSaved = false): void {
  try {
    storage()?.setItem(key, JSON.stringify({ owner, values, ...(maybeSaved ? { maybeSaved: true } : {}) } satisfies StoredDraft))
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
