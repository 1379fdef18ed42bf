import type { ListArg, ViewResource } from '../../resource/ViewResource'
import type { Collection } from '../../types'
import { useViewRead } from '../useViewRead'

/**
 * Without a total, whether the list has a page after this one. A short page
 * is the last; an API that says so (Hydra's `view.next`) is believed when it
 * says no; otherwise the next page is read ahead (it is then in the cache
 * when the reader gets there), so an exactly-full last page never leads to an
 * empty page. `undefined` when a total is known or nothing is loaded yet;
 * `false` while the look ahead is on its way.
 */
export function useHasNextPage(resource: ViewResource<unknown>, arg: ListArg, data: Collection<unknown> | undefined, skip: boolean): boolean | undefined {
  const pageSize = arg.itemsPerPage ?? 0
  const unknown = !skip && data !== undefined && data.total === undefined
  const full = unknown && data.hasNextPage !== false && pageSize > 0 && data.items.length >= pageSize
  const nextArg = { ...arg, page: (arg.page ?? 1) + 1 }
  const next = resource.endpoints.list.useQuery(nextArg, { skip: !full })
  useViewRead(resource.id, 'list', nextArg, !full)
  if (!unknown) return undefined
  if (!full) return false
  if (next.data) return next.data.items.length > 0
  // A look ahead that failed cannot tell: Next stays offered, as the API suggested.
  return next.isError ? true : false
}
