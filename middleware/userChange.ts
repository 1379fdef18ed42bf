import { isAnyOf } from '@reduxjs/toolkit'
import { userKey } from '../lib/session/userKey'
import { clearDrafts } from '../lib/session/formDrafts'
import { signedOut, userDataCleared, userLoaded } from '../slices/sessionSlice'
import { atriumApi } from '../lib/state/atriumApi'
import type { AtriumListenerMiddleware } from './types'

/**
 * A change of user leaks nothing: on sign-out, and when an authorization
 * check reads a session of another user than the one whose data is cached,
 * the caches are cleared synchronously, inside that very dispatch, so before
 * the scope gate (which waits for the check that read the user) draws
 * anything of the next user. The same user signing in again (an expired
 * token) keeps the cache and the drafts of the form being saved.
 */
export function startUserChange(listeners: AtriumListenerMiddleware): void {
  // The user whose data the cache holds (per store: listeners are created per store).
  let owner: string | null = null

  listeners.startListening({
    matcher: isAnyOf(signedOut, userLoaded),
    effect: (action, api) => {
      if (!userLoaded.match(action)) {
        owner = null
        api.dispatch(userDataCleared({ reason: 'signedOut' }))
        return
      }
      const next = userKey(action.payload.user)
      if (next === null) return
      if (owner !== null && owner !== next) api.dispatch(userDataCleared({ reason: 'userChanged' }))
      owner = next
    },
  })

  listeners.startListening({
    actionCreator: userDataCleared,
    effect: (_action, api) => {
      api.dispatch(atriumApi.util.resetApiState())
      clearDrafts()
    },
  })
}
