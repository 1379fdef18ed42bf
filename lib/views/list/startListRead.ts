import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { selectRememberedLayout } from '../../../slices/preferencesSlice'
import { chooseLayout } from '../../layouts/chooseLayout'
import { layoutKindOf } from '../../layouts/layoutKinds'
import type { TypedViewResource, ViewResource } from '../../resource/ViewResource'
import { parseViewPath } from '../../routing/viewPath'
import { getViewResource } from '../../state/registry'
import { listRequest } from './listRequest'
import { DEFAULT_PAGE_SIZE } from './useListQuery'

/** The store's parts `startListRead` uses. */
export interface ListReadStore {
  /** The store's state. */
  getState(): unknown
  /** The store's dispatch, which takes thunks. */
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>
}

/**
 * Starts the read of the list the address `here` (Atrium's path with its query) names, with the very argument
 * its `ListView` will ask for on its first draw, so that the view joins a read already on its way (RTK Query asks
 * once for a pending read). Nothing is started when the address names no page list of a resource `reachable`
 * reaches, when its URL carries a filter (the view sends it only once its code has sanitised it) or when the
 * layout is placed on days (it tells its days once drawn). Unsubscribed: RTK Query keeps the answer for the
 * view, and lets it go as any unused answer if no view comes.
 * @example startListRead(store, '/admin/articles/list?sort=-views', () => true)
 */
export function startListRead(store: ListReadStore, here: string | undefined, reachable: (resource: ViewResource<unknown>) => boolean): void {
  const location = here === undefined ? undefined : parseViewPath(here)
  if (!location || location.action !== 'list') return
  const resource = getViewResource<unknown>(location.resource) as TypedViewResource<unknown> | undefined
  if (!resource || !reachable(resource)) return
  const options = resource.getActionOptions('list')
  const list = location.list ?? {}
  if (list.filter && Object.keys(list.filter).length > 0) return
  // As `useListQuery`, `useListLayout` and `ListView` fill them in.
  const pageSize = list.pageSize ?? (options.pageSize && options.pageSize > 0 ? options.pageSize : DEFAULT_PAGE_SIZE)
  const layout = chooseLayout(options.layouts, list.layout, selectRememberedLayout(store.getState(), resource.id)).current
  const kind = layoutKindOf(layout)
  if (kind.request !== 'page') return
  const { arg } = listRequest({ query: { sort: list.sort ?? [], page: list.page ?? 1 }, filter: {}, layout, kind, range: undefined, pageSize, context: { scope: location.scope } })
  store.dispatch(resource.endpoints.list.initiate(arg, { subscribe: false }))
}
