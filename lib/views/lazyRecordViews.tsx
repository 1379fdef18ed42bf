import { lazyPart, type LazyPartComponent } from '../network/lazyPart'
import { loadResourceWrites } from '../resource/loadResourceWrites'
import type { Action } from '../types'
import { useViewContext } from './ViewContext'
import { useViewRead } from './useViewRead'
import { LoadingStatus } from './ViewStatus'

/**
 * Stands in for a record view while its code loads: it asks for the record already, as the view
 * would (`useViewRead`, same argument), so the view drawn in its place takes the read over in the
 * same commit, and a deep link waits for the slower of the code and the record, not for both in turn.
 */
function PendingRecordView() {
  const context = useViewContext()
  const id = context?.id
  useViewRead(context?.resource.id ?? '', 'read', { id, context: context?.viewResourceContext }, id === undefined || context?.action === 'create')
  return <LoadingStatus />
}

/**
 * Loads the record views' chunk (recordViewSet) with the resources' write code, fetched in parallel: every form, delete
 * and Undo is drawn by these views, so the first save or delete never waits for it, nor meets it missing (if it cannot
 * come, the views say they could not be loaded, with Retry, and no form is drawn).
 */
export const loadRecordViews = () => Promise.all([import('./recordViewSet'), loadResourceWrites()]).then(([views]) => views)
const pending = () => <PendingRecordView />

/**
 * The read, create, update and delete views as AtriumViews draws them: their code (and the form's
 * hooks they hold) loads with the first record view drawn, or ahead through `preloadLazyRecordViews`,
 * so a list's first paint does not wait for it.
 */
export const LAZY_RECORD_VIEWS: Record<Exclude<Action, 'list'>, LazyPartComponent<object>> = {
  read: lazyPart<object>(() => loadRecordViews().then((module) => module.ReadView), pending),
  create: lazyPart<object>(() => loadRecordViews().then((module) => module.CreateView), pending),
  update: lazyPart<object>(() => loadRecordViews().then((module) => module.UpdateView), pending),
  delete: lazyPart<object>(() => loadRecordViews().then((module) => module.DeleteView), pending),
}

/** Fetches the record views' code now (once; never rejects). */
export function preloadLazyRecordViews(): Promise<unknown> {
  return Promise.all(Object.values(LAZY_RECORD_VIEWS).map((view) => view.preload()))
}
