import { isAnyOf } from '@reduxjs/toolkit'
import { userKey } from '../lib/session/userKey'
import { clearDrafts } from '../lib/session/clearDrafts'
import { ownerChanged, selectSession, sessionChangedElsewhere, signedOut, userDataCleared, userLoaded } from '../slices/sessionSlice'
import { atriumApi } from '../lib/state/atriumApi'
import { setLocalDataOwner } from '../lib/state/localDataOwner'
import type { AtriumListenerMiddleware } from './types'

const ownerOf = (state: unknown): string | null => selectSession(state)?.owner ?? null

/**
 * A change of user leaks nothing: on sign-out (here or in another tab), and when an authorization
 * check reads a session of another user than the one whose data is held
 * (`state.atrium.session.owner`), the caches are cleared synchronously, inside
 * that very dispatch, so before the scope gate (which waits for the check that
 * read the user) draws anything of the next user. The same user signing in
 * again (an expired token) keeps the cache and the drafts of the form being
 * saved. Records kept in local storage are each owner's own (`localDataOwner`):
 * the owner is persisted, so a page outside every scope knows it after a reload.
 */
export function startUserChange(listeners: AtriumListenerMiddleware): void {
  setLocalDataOwner(null)

  listeners.startListening({
    matcher: isAnyOf(signedOut, userLoaded, sessionChangedElsewhere),
    effect: (action, api) => {
      // Signed in elsewhere: the checks that follow read the user, and clear if it is another one.
      if (sessionChangedElsewhere.match(action) && action.payload.token !== null) return
      if (!userLoaded.match(action)) {
        api.dispatch(userDataCleared({ reason: 'signedOut' }))
        return
      }
      const next = userKey(action.payload.user)
      const owner = ownerOf(api.getState())
      if (next === null || next === owner) return
      // Local records follow the user before the lists of the previous one are cleared and read again.
      api.dispatch(ownerChanged({ owner: next }))
      if (owner !== null) api.dispatch(userDataCleared({ reason: 'userChanged' }))
    },
  })

  // Whatever set it (a check, a sign-out, redux-persist's rehydration), the local repository follows.
  listeners.startListening({
    predicate: (_action, state, previous) => ownerOf(state) !== ownerOf(previous),
    effect: (_action, api) => setLocalDataOwner(ownerOf(api.getState())),
  })

  listeners.startListening({
    actionCreator: userDataCleared,
    effect: (_action, api) => {
      api.dispatch(atriumApi.util.resetApiState())
      clearDrafts()
    },
  })
}
