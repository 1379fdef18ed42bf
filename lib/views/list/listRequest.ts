import type { LayoutDeclarationBase, ListLayoutKind } from '../../layouts/ListLayoutKind'
import type { DateRange } from '../../layouts/ListLayoutProps'
import type { ListArg } from '../../resource/ViewResource'
import { sortToOrder } from '../../routing/listQuery'
import type { ViewResourceContext } from '../../types'

/** Most records a layout placed on days asks for at once (one request per range of days shown). */
export const RANGE_LIMIT = 1000

/** What the list's request is made of. */
export interface ListRequestInput {
  /** The URL's sort and page (`useListQuery`). */
  query: { sort: readonly string[]; page: number }
  /** The URL's filter once sanitised (`useDeclaredFilter`); `undefined` while that code loads. */
  filter: Record<string, unknown> | undefined
  /** The layout drawn, and its kind (`layoutKindOf`). */
  layout: LayoutDeclarationBase
  kind: ListLayoutKind
  /** The days a range layout shows, once it told them. */
  range: DateRange | undefined
  /** Records per page, within what the API serves. */
  pageSize: number
  /** The surrounding view (parent, active filter, scope). */
  context: ViewResourceContext
}

/** The list endpoint's argument, and whether to wait before asking. */
export interface ListRequest {
  /** The argument of `resource.endpoints.list`. */
  arg: ListArg
  /** Nothing is asked yet: the filter is not sanitised, or a range layout has not told its days. */
  skip: boolean
  /** True for a layout placed on days: one request for the days shown, no pagination. */
  ranged: boolean
}

/**
 * The list request, a pure function of the URL's query, the layout drawn,
 * the days it shows and the view's context: a page of records for a `page`
 * layout; every record of the days shown (up to `RANGE_LIMIT`) for a range
 * layout. Empty `order` and `filters` are left out, so equal screens share
 * one cache entry.
 * @example listRequest({ query: { sort: ['-due'], page: 2 }, filter: {}, layout, kind, range: undefined, pageSize: 25, context })
 * // { arg: { page: 2, itemsPerPage: 25, order: { due: 'desc' }, context }, skip: false, ranged: false }
 */
export function listRequest({ query, filter, layout, kind, range, pageSize, context }: ListRequestInput): ListRequest {
  const ranged = kind.request !== 'page'
  const order = sortToOrder(query.sort)
  const filters = kind.request !== 'page' && range ? { ...filter, ...kind.request.range(layout, range) } : (filter ?? {})
  const arg: ListArg = {
    page: ranged ? 1 : query.page,
    itemsPerPage: ranged ? RANGE_LIMIT : pageSize,
    ...(Object.keys(order).length > 0 ? { order } : {}),
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    context,
  }
  return { arg, skip: filter === undefined || (ranged && range === undefined), ranged }
}
