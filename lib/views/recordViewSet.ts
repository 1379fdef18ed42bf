// The record views in one module, so that `lazyRecordViews` loads all four in one chunk; with them the list's note
// for a reached quota, which says why as the create view does.
export { CreateView } from './CreateView'
export { DeleteView } from './DeleteView'
export { ReadView } from './ReadView'
export { UpdateView } from './UpdateView'
export { QuotaNote } from './list/QuotaNote'
