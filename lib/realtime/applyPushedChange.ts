import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import type { ViewResource } from '../resource/ViewResource'
import { atriumApi } from '../state/atriumApi'
import { endpointNames } from '../state/endpointNames'
import { remoteChangeKey, remoteChangeReceived } from '../../slices/realtimeSlice'
import type { LocalWrites } from './localWrites'
import { mergeRemoteChange } from './mergeRemoteChange'
import type { RemoteChange } from './realtimeMessage'

/** What applying a pushed change needs from the store and the session. */
export interface PushTarget {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>
  getState(): unknown
  /** Refetches the resource's lists, coalesced. */
  refreshLists(resourceId: string): void
  /** This page's own writes, to tell their echo apart. */
  localWrites: LocalWrites
}

function lastSegment(iri: string): string {
  const segment = iri.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').pop() ?? ''
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function recordId(resource: ViewResource<unknown>, change: RemoteChange): string {
  if (change.id !== undefined) return change.id
  try {
    const id = resource.getId(change.data)
    if (id !== '') return id
  } catch {
    // A deletion carries only its IRI, which a non-Hydra getId cannot read.
  }
  return change.iri ? lastSegment(change.iri) : ''
}

/**
 * Applies one pushed change to a resource's cache. An update of a record this
 * page holds is merged into every cached copy; a create, a delete, or a change
 * of a record it does not hold refreshes the resource's lists. Updates and
 * deletes made elsewhere are stamped in `state.atrium.realtime.remoteChanges`,
 * so an open form can say the record changed; a record deleted elsewhere is
 * read again where shown, so its views can say it is gone.
 */
export function applyPushedChange(resource: ViewResource<unknown>, change: RemoteChange, target: PushTarget): void {
  const id = recordId(resource, change)
  const stamp = (kind: 'update' | 'delete') => {
    const key = remoteChangeKey(resource.id, id)
    if (target.localWrites.isEcho(key, { kind, fields: change.data })) return
    target.dispatch(remoteChangeReceived({ resourceId: resource.id, id, at: Date.now() }))
    // A record deleted elsewhere is read again where a view shows it: the API's 404 lets the view say it is gone.
    // Its reads' own tag, not the record's: the lists are refreshed once, below, not also as lists holding it.
    if (kind === 'delete') target.dispatch(atriumApi.util.invalidateTags([{ type: endpointNames(resource.id).read, id }]))
  }
  if (change.kind === 'create' || id === '') {
    target.refreshLists(resource.id)
    return
  }
  if (change.kind === 'delete') {
    stamp('delete')
    target.refreshLists(resource.id)
    return
  }
  const held = mergeRemoteChange(target.getState(), target.dispatch, {
    resourceId: resource.id,
    id,
    fields: change.data,
    getId: (item) => resource.getId(item),
  })
  if (!held) target.refreshLists(resource.id)
  if (held || change.kind === 'update') stamp('update')
}
