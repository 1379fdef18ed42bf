// The code of a record's tabs and of the views over them, loaded as one piece on first use.
export { ChildView } from './ChildView'
export { RecordTabsSection } from '../read/RecordTabsSection'
