// What a list's first paint does not draw and a reader's action does, in one module that every part loaded for it
// imports, so it is one chunk: the four record views, the form (with its file control), the leave confirmation, a
// record's tabs and the views over them, the list's note for a reached quota (it says why as the create view does), the
// undoable delete, the bulk bar and the CSV export. They load together once the browser idles after the first view
// (`preloadRecordViews`), or with the first one drawn. Separate chunks for each had split the start modules they import
// into one start chunk per combination of parts (issue 21: 22 start chunks, 2.3 KB gzip more than 10). The dialog and
// drawer frames stay a chunk of their own, which imports no start module but the texts: a record opened before this
// chunk came is drawn in its frame at once, saying it is loading.
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
export { BulkBar } from './list/BulkBar'
export { ExportProgress } from './list/ExportProgress'
export { runCsvExport } from './list/runCsvExport'
