// The record views in one module, so that `lazyRecordViews` loads all four in one chunk; with them the list's note
// for a reached quota, which says why as the create view does, and the undoable delete the bulk bar defers too.
export { CreateView } from './CreateView'
export { DeleteView } from './DeleteView'
export { ReadView } from './ReadView'
export { UpdateView } from './UpdateView'
export { QuotaNote } from './list/QuotaNote'
export { deferDelete } from './notices/deferDelete'
