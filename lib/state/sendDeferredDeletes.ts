import type { Dispatch, UnknownAction } from '@reduxjs/toolkit'
import { getAtriumRuntime } from './atriumRuntime'

/**
 * Sends at once every delete of `resourceId` still waiting for its Undo to lapse (its notice goes), and resolves once
 * each is answered: what is read next (a quota, a list) no longer counts the records a person already saw go.
 */
export async function sendDeferredDeletes(dispatch: Dispatch<UnknownAction>, resourceId: string): Promise<void> {
  const waiting = [...getAtriumRuntime(dispatch)?.deferredSends.values() ?? []].filter((deferred) => deferred.resource === resourceId)
  await Promise.all(waiting.map((deferred) => deferred.send()))
}
