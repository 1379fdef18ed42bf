// Whose records the resources kept in this browser's local storage (`storage: 'local'`) show now.
// Local storage is shared by everyone who uses this browser, so each signed-in user's records are
// kept under keys of their own. The user-change listener mirrors `state.atrium.session.owner` here
// (set by the first check that reads a user, persisted, cleared by a sign-out), before the caches
// of a previous user are cleared and the lists are read again.
let owner: string | null = null

/**
 * The `userKey` of the user whose local records are read and written now; `null` when nobody is
 * signed in, or in an app that signs users in without Atrium's session (`userLoaded`), where local
 * records are the browser's, shared.
 */
export function localDataOwner(): string | null {
  return owner
}

/** Sets whose local records are read and written (the user-change listener, from the session's `owner`). */
export function setLocalDataOwner(next: string | null): void {
  owner = next
}
