import type { RecordTab } from '../../resource/types'
import type { AnyRecord, RecordViewContext } from '../useRecordViewContext'
import { RecordTabs } from './RecordTabs'
import { useTabsRoute } from './useTabsRoute'

/** Props of `RecordTabsSection`. */
export interface RecordTabsSectionProps {
  /** The record view around the tabs. */
  context: RecordViewContext
  /** The record's id. */
  id: string
  /** The tabs, in order. */
  tabs: readonly RecordTab<AnyRecord>[]
  /** The record. */
  item: AnyRecord
  /** The record's title. */
  title: string
}

/** A record view's tabs, following the URL on a record page (loaded with the first record that has tabs). */
export function RecordTabsSection({ context, id, tabs, item, title }: RecordTabsSectionProps) {
  const route = useTabsRoute(context, id)
  return <RecordTabs tabs={tabs} item={item} resource={context.resource} title={title} route={route} />
}
