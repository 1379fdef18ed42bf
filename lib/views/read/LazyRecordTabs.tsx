import { lazyPart } from '../../network/lazyPart'
import type { RecordTabsSectionProps } from './RecordTabsSection'

// Tabs are optional: their code (sub-views, the tab URL) loads with the first record view that has some.
const Section = lazyPart(() => import('../child/recordChildren').then((module) => module.RecordTabsSection))

/** The record's tabs, or nothing when it has none; drawn once their code is loaded. */
export function LazyRecordTabs(props: RecordTabsSectionProps) {
  if (props.tabs.length === 0) return null
  return <Section {...props} />
}
