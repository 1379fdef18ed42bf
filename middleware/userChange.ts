import { isAnyOf } from '@reduxjs/toolkit'
import { userKey } from '../lib/session/userKey'
import { clearDrafts, stashOpenForms } from '../lib/session/clearDrafts'
import { ownerChanged, selectSession, sessionChangedElsewhere, sessionSwitchedElsewhere, signedOut, userDataCleared, userLoaded } from '../slices/sessionSlice'
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
 * saved. A sign-out in another tab keeps what open forms hold unsaved as drafts
 * of whoever typed them (signing in here again as them brings the forms back; the
 * next other user to sign in here drops them); another user signing in in another
 * tab drops them with the rest, and the tab tells its reader (`switchedElsewhere`).
 * Records kept in local storage are each owner's own (`localDataOwner`):
 * the owner is persisted, so a page outside every scope knows it after a reload.
 */
export function startUserChange(listeners: AtriumListenerMiddleware): void {
  setLocalDataOwner(null)
  // Another tab signed in: how many forms here held unsaved changes then (dropped if another user is read).
  let signedInElsewhere: number | undefined

  listeners.startListening({
    matcher: isAnyOf(signedOut, userLoaded, sessionChangedElsewhere),
    effect: (action, api) => {
      if (sessionChangedElsewhere.match(action)) {
        // Signed in elsewhere: the checks that follow read the user, and clear if it is another one.
        if (action.payload.token !== null) {
          signedInElsewhere = stashOpenForms()
          return
        }
        api.dispatch(userDataCleared({ reason: 'signedOut' }))
        // After the clearing: the forms' changes wait as drafts of who typed them.
        stashOpenForms()
        return
      }
      const switched = signedInElsewhere
      signedInElsewhere = undefined
      if (!userLoaded.match(action)) {
        api.dispatch(userDataCleared({ reason: 'signedOut' }))
        return
      }
      const next = userKey(action.payload.user)
      const owner = ownerOf(api.getState())
      if (next === null || next === owner) return
      // Local records follow the user before the lists of the previous one are cleared and read again.
      api.dispatch(ownerChanged({ owner: next }))
      if (owner === null) {
        // Signed in after a sign-out (maybe in another tab): drafts others left here go.
        clearDrafts(next)
        return
      }
      api.dispatch(userDataCleared({ reason: 'userChanged' }))
      if (switched !== undefined) api.dispatch(sessionSwitchedElsewhere({ dropped: switched > 0 }))
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
