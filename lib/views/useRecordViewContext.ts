import type { ViewResource } from '../resource/ViewResource'
import { useOneResource } from './useOneResource'
import { useViewContext, type ViewContextValue } from './ViewContext'

/** A record as the built-in views see it: named fields of unknown values. */
export type AnyRecord = Record<string, unknown>

/** The view context, with the resource typed for the built-in record views. */
export type RecordViewContext = Omit<ViewContextValue, 'resource'> & { resource: ViewResource<AnyRecord> }

/**
 * The surrounding view, for the read, create, update and delete views.
 * Throws a clear error when a view is drawn outside one, which is a wiring mistake.
 */
export function useRecordViewContext(view: string): RecordViewContext {
  const context = useViewContext()
  if (!context) {
    throw new Error(process.env.NODE_ENV !== 'production' ? `Atrium: <${view}> was drawn outside a view. Draw it inside a ViewContext.Provider (the scope outlet provides one).` : `Atrium: <${view}> outside a view`)
  }
  useOneResource(context.resource.id, view)
  return context as unknown as RecordViewContext
}
