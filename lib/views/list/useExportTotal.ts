import type { ViewResource } from '../../resource/ViewResource'
import type { ViewResourceContext } from '../../types'
import { useViewRead } from '../useViewRead'

/**
 * How many records a range layout's export writes (every record `filters` matches, on any day), for its Export button's
 * count: the list's own answer counts the days shown only. One record asked for, its answer's `total` read (`undefined`
 * while it is read, or when the API gives no total). Nothing is asked for a page layout (`ranged` false: its answer's
 * total is the export's), which returns `undefined`.
 */
export function useExportTotal(resource: ViewResource<unknown>, filters: Record<string, unknown> | undefined, context: ViewResourceContext, ranged: boolean): number | undefined {
  const arg = { page: 1, itemsPerPage: 1, ...(filters ? { filters } : {}), context }
  const { currentData } = resource.endpoints.list.useQuery(arg, { skip: !ranged })
  useViewRead(resource.id, 'list', arg, !ranged)
  return ranged ? currentData?.total : undefined
}
