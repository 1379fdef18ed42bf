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
 * again (an expired token) keeps the cache.
 * What a person typed and did not save is theirs and is never dropped unasked: a draft is read for its
 * typist alone (session storage, this tab only, gone with it; `formDrafts`), so a change of user leaves
 * every draft where it is. Another tab signing out or in keeps what open forms hold unsaved as drafts of
 * whoever typed them (signing in here again as them brings the forms back, whoever signed in here
 * meanwhile), and a tab that now shows another user's records says so (`switchedElsewhere`). Only a
 * sign-out here, which asked first about the open forms, drops that user's drafts.
 * Records kept in local storage are each owner's own (`localDataOwner`):
 * the owner is persisted, so a page outside every scope knows it after a reload.
 */
export function startUserChange(listeners: AtriumListenerMiddleware): void {
  setLocalDataOwner(null)
  // Another tab signed in: how many forms here held unsaved changes then (kept as drafts of who typed them).
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
        // The forms' changes wait as drafts of who typed them.
        stashOpenForms()
        return
      }
      const switched = signedInElsewhere
      signedInElsewhere = undefined
      if (!userLoaded.match(action)) {
        // Signed out here, after being asked about the open forms: that user's drafts go, not those others left here.
        clearDrafts(ownerOf(api.getOriginalState()))
        api.dispatch(userDataCleared({ reason: 'signedOut' }))
        return
      }
      const next = userKey(action.payload.user)
      const owner = ownerOf(api.getState())
      if (next === null || next === owner) return
      // Local records follow the user before the lists of the previous one are cleared and read again.
      api.dispatch(ownerChanged({ owner: next }))
      // Signed in after a sign-out (maybe in another tab): nothing of the last user is held any more.
      if (owner === null) return
      api.dispatch(userDataCleared({ reason: 'userChanged' }))
      if (switched !== undefined) api.dispatch(sessionSwitchedElsewhere({ kept: switched > 0 }))
    },
  })

  // Whatever set it (a check, a sign-out, redux-persist's rehydration), the local repository follows.
  listeners.startListening({
    predicate: (_action, state, previous) => ownerOf(state) !== ownerOf(previous),
    effect: (_action, api) => setLocalDataOwner(ownerOf(api.getState())),
  })

  listeners.startListening({
    actionCreator: userDataCleared,
    effect: (action, api) => {
      api.dispatch(atriumApi.util.resetApiState())
      // A host's own sign-in tells no user: every draft goes. Atrium's session keeps each one for its typist (above).
      if (action.payload.reason === 'host') clearDrafts()
    },
  })
}
