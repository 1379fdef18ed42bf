// The record views in one module, so that `lazyRecordViews` loads all four in one chunk.
export { CreateView } from './CreateView'
export { DeleteView } from './DeleteView'
export { ReadView } from './ReadView'
export { UpdateView } from './UpdateView'
