// Everything a record's views draw, in one module that every part loaded for them imports, so it is one chunk: the four
// record views, the form, the leave confirmation, a record's tabs and the views over them, the list's note for a reached
// quota (it says why as the create view does) and the undoable delete the bulk bar defers too. They load together once
// the browser idles after the first view (`preloadRecordViews`), or with the first one drawn. Separate chunks for each
// had split the start modules they import into one start chunk per combination of parts (issue 21: 22 start chunks,
// 1.6 KB gzip more than 13). The dialog and drawer frames stay a chunk of their own, which imports no start module but
// the texts: a record opened before this chunk came is drawn in its frame at once, saying it is loading.
export { CreateView } from './CreateView'
export { DeleteView } from './DeleteView'
export { ReadView } from './ReadView'
export { UpdateView } from './UpdateView'
export { QuotaNote } from './list/QuotaNote'
export { deferDelete } from './notices/deferDelete'
export { ResourceForm } from './form/ResourceForm'
export { ConfirmLeaveDialog } from './leave/ConfirmLeaveDialog'
export { ChildView } from './child/ChildView'
export { RecordTabsSection } from './read/RecordTabsSection'
