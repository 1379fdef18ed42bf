import { useContext, useEffect, useMemo } from 'react'
import { useDispatch } from 'react-redux'
import type { ViewResource } from '../../resource/ViewResource'
import type { Action } from '../../types'
import { pinsOneValue } from '../list/pinsOneValue'
import type { AnyRecord } from '../useRecordViewContext'
import { useViewNavigation } from '../useViewNavigation'
import { ListViewContext, ViewContext, useViewContext, type ViewContextValue } from '../ViewContext'

/** Props of `SubView`. */
export interface SubViewProps {
  /** The resource listed. */
  resource: ViewResource<AnyRecord>
  /** The resource of the record the sub-view is under. */
  parentResource: ViewResource<AnyRecord>
  /** The record the sub-view is under (`viewResourceContext.parent`). */
  parent: AnyRecord
  /** The active filter derived from it (`viewResourceContext.filter`). */
  filter: Record<string, unknown>
  /** Values a create opened here starts with (the parent, by default the filter's plain values). */
  defaults?: Record<string, unknown>
  /** Opens the sub-resource's views over the record page (URL-driven); without it they open on their own pages. */
  openChild?(action: Action, id?: string, values?: Record<string, unknown>): void
  /** With `openChild`: the address it goes to, as a link's `href` (`undefined` where it cannot be a link). */
  childHrefOf?(action: Action, id?: string): string | undefined
}

function idOf(resource: ViewResource<AnyRecord>, item: unknown): string | undefined {
  try {
    return resource.getId(item as AnyRecord)
  } catch {
    return undefined
  }
}

/**
 * Another resource's list under a record: the `ListView`, drawn in a nested
 * view whose `viewResourceContext` is `{ parent, filter, scope }`, so the
 * filter always applies. Its actions open the sub-resource's views: over the
 * record page through `openChild` (the URL then holds them), else on their
 * own pages, a create starting from `defaults` (the parent). The
 * list reloads when the parent record is written (the parent resource's
 * `onChange` invalidates the sub-resource's lists), and on its own writes.
 */
export function SubView({ resource, parentResource, parent, filter, defaults, openChild, childHrefOf }: SubViewProps) {
  const outer = useViewContext()
  // The list view AtriumViews draws, provided rather than imported (see ListViewContext).
  const ListView = useContext(ListViewContext)
  const dispatch = useDispatch()
  const scope = outer?.scope ?? ''
  const location = outer?.location ?? { scope, resource: resource.id, action: 'list' as const }
  const { open, hrefOf } = useViewNavigation(location)
  const parentId = idOf(parentResource, parent)
  const filterKey = JSON.stringify(filter)
  const defaultsKey = JSON.stringify(defaults ?? {})

  useEffect(() => {
    const subscription = parentResource.onChange.subscribe((event) => {
      const changed = idOf(parentResource, event.data)
      if (changed !== undefined && parentId !== undefined && changed !== parentId) return
      dispatch(resource.api.util.invalidateTags([{ type: resource.id, id: 'LIST' }]))
    })
    return () => subscription.unsubscribe()
  }, [parentResource, parentId, resource, dispatch])

  const value = useMemo<ViewContextValue>(() => {
    const active = JSON.parse(filterKey) as Record<string, unknown>
    return {
      resource: resource as unknown as ViewContextValue['resource'],
      action: 'list',
      scope,
      location,
      viewResourceContext: { parent, filter: active, ...(scope ? { scope } : {}) },
      // The field that refers to the record (the filter holds it to one value) reads the same on every row: no column.
      hiddenFields: new Set(Object.keys(active).filter((field) => pinsOneValue(active[field]))),
      // Not a page: the nested list titles itself one level down.
      frame: 'custom',
      close: outer?.close ?? (() => undefined),
      open: (action: Action, id?: string, values?: Record<string, unknown>) => {
        if (openChild) {
          openChild(action, id, values)
          return
        }
        // On its own page the create cannot read the record: the parent's preset rides in the URL's `values`.
        const preset = action === 'create' ? { ...(JSON.parse(defaultsKey) as Record<string, unknown>), ...values } : values
        open(resource as unknown as ViewResource<unknown>, action, id, preset)
      },
      // The address of each opening, for its link: the child view's over the record, else the resource's own page.
      hrefOf: (action: Action, id?: string) => (openChild ? childHrefOf?.(action, id) : hrefOf(resource as unknown as ViewResource<unknown>, action, id)),
    }
  }, [resource, scope, location, parent, filterKey, defaultsKey, outer?.close, open, openChild, hrefOf, childHrefOf])

  if (!ListView) {
    // Only AtriumViews draws record views (ViewContext is not public), and it provides the list view.
    if (process.env.NODE_ENV !== 'production') console.error('Atrium: a list tab was drawn outside AtriumViews, which provides the list view (ListViewContext).')
    return null
  }
  return <ViewContext.Provider value={value}><ListView /></ViewContext.Provider>
}
