import type { AtriumStore } from '../../lib/index'

let last: string | null = null

/**
 * Follows whose data `store` holds (`state.atrium.session.owner`), keeping the last user known: a sign-out in
 * another tab drops the owner before this tab is asked to sign in, but the page it shows is still theirs.
 */
export function followPageOwner(store: AtriumStore): void {
  const read = () => {
    const { owner } = store.getState().atrium.session
    if (owner !== null) last = owner
  }
  read()
  store.subscribe(read)
}

/** The last user whose data this tab held (their `userKey`), or `null` when nobody's was read here yet. */
export function lastPageOwner(): string | null {
  return last
}

/** The sign-in page's parameter naming whose page `returnTo` is: someone else signing in there starts at `/`. */
export const RETURN_OWNER_PARAM = 'for'
