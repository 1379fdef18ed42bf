import { Suspense, type ComponentType } from 'react'
import { lazyPart } from '../network/lazyPart'
import type { CreateViewProps } from './CreateView'
import type { DeleteViewProps } from './DeleteView'
import type { ReadViewProps } from './ReadView'
import type { UpdateViewProps } from './UpdateView'
import type { ViewFrameProps } from './ViewFrame'
import { LoadingStatus } from './ViewStatus'

// The views a list opens (read, create, update, delete) and the frames they open in are not part of
// a list's first paint: their code (forms, inputs, drafts, the leave guard, dialogs and drawers) loads
// on demand, and `preloadRecordViews` fetches it once the list is drawn and the browser is idle, so
// opening a record does not wait for it either.
const loaders = {
  read: () => import('./ReadView').then((module) => module.ReadView),
  create: () => import('./CreateView').then((module) => module.CreateView),
  update: () => import('./UpdateView').then((module) => module.UpdateView),
  delete: () => import('./DeleteView').then((module) => module.DeleteView),
  frame: () => import('./ViewFrame').then((module) => module.ViewFrame),
}

/** A view loaded on demand, inside its own Suspense boundary (a loading status while it loads). */
function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazyPart(load)
  return function OnDemandView(props: P) {
    return <Suspense fallback={<LoadingStatus />}><Part {...props} /></Suspense>
  }
}

/** The read view, loaded on demand. */
export const ReadView = onDemand<ReadViewProps>(loaders.read)
/** The create view, loaded on demand. */
export const CreateView = onDemand<CreateViewProps>(loaders.create)
/** The update view, loaded on demand. */
export const UpdateView = onDemand<UpdateViewProps>(loaders.update)
/** The delete view, loaded on demand. */
export const DeleteView = onDemand<DeleteViewProps>(loaders.delete)

const Frame = lazyPart<ViewFrameProps>(loaders.frame)

/** The dialog, drawer or custom frame of a view drawn over a list, loaded on demand (nothing drawn meanwhile). */
export function ViewFrame(props: ViewFrameProps) {
  return <Suspense fallback={null}><Frame {...props} /></Suspense>
}

/** Fetches the code of the record views and frames (once; a failed fetch is left for the view to retry). */
export function preloadRecordViews(): void {
  for (const load of Object.values(loaders)) load().catch(() => undefined)
}

/** Calls `preloadRecordViews` once the browser is idle (after the current paint); returns a cancel function. */
export function preloadRecordViewsWhenIdle(): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(preloadRecordViews, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(preloadRecordViews, 200)
  return () => window.clearTimeout(handle)
}
