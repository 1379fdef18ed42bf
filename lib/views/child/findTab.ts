import type { RecordTab } from '../../resource/types'
import type { ViewResource } from '../../resource/ViewResource'
import type { Action } from '../../types'
import type { AnyRecord } from '../useRecordViewContext'
import { tabPaths } from '../read/tabPaths'

/** The tab a child view belongs to, by its URL segment. */
export function findTab(resource: ViewResource<AnyRecord>, action: Action, path: string): RecordTab<AnyRecord> | undefined {
  const tabs = (resource.getActionOptions(action).tabs ?? []) as readonly RecordTab<AnyRecord>[]
  const index = tabPaths(tabs).indexOf(path)
  return index < 0 ? undefined : tabs[index]
}
