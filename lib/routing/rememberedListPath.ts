/**
 * `to` with the query remembered for its list (`lists`: by resource id, the declared filter, sort, page and page size
 * as `?…`, see `useRememberListQuery`), when `to` is a bare list path `/<scope>/<resource>/list`; else `to` as given.
 * `resourceId` names the list when its path segment is an alias. A remembered value is anyone's input (it is
 * persisted): only a query string is added, so the path itself never changes.
 */
export function rememberedListPath(to: string, lists: Readonly<Record<string, unknown>> | undefined, resourceId?: string): string {
  const list = /^\/[^/?#]+\/([^/?#]+)\/list$/.exec(to)
  const query = list ? lists?.[resourceId ?? list[1]] : undefined
  return typeof query === 'string' && query[0] === '?' ? to + query : to
}
