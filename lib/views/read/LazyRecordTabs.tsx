import { lazyPart } from '../../network/lazyPart'
import type { RecordTabsSectionProps } from './RecordTabsSection'

// Tabs are optional: their code (sub-views, the tab URL) is in the record views' chunk, drawn once that is loaded.
const Section = lazyPart(() => import('../recordViewSet').then((module) => module.RecordTabsSection))

/** The record's tabs, or nothing when it has none; drawn once their code is loaded. */
export function LazyRecordTabs(props: RecordTabsSectionProps) {
  if (props.tabs.length === 0) return null
  return <Section {...props} />
}
