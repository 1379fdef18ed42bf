import { render } from '@testing-library/react'
import { useMemo, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation, useNavigate } from 'react-router-dom'
import {
  createAtriumStore, ListView, NoticeProvider, NoticeRegion, parseViewPath,
  type Action, type AtriumStore, type ViewResource, type ViewResourceContext,
} from '../../../lib/index'
import type { FrameKind } from '../../../lib/frames/frameKind'
import { ListViewContext, ViewContext, type ViewContextValue } from '../../../lib/views/ViewContext'

/** Options of `renderRecordView`. */
export interface RenderRecordViewOptions {
  /** The action of the view. */
  action: Action
  /** The record, for read, update and delete. */
  id?: string
  /** The frame. Defaults to `'page'`. */
  frame?: FrameKind
  /** Where the router starts. Defaults to `/admin/<resource>/<action>[/<id>]`. */
  url?: string
  /** Use a data router (`createMemoryRouter` + `RouterProvider`) instead of `<MemoryRouter>`. */
  dataRouter?: boolean
  /** Extra view context (parent, active filter). */
  viewResourceContext?: ViewResourceContext
  /** The store; a fresh `createAtriumStore({ persist: false })` by default. */
  store?: AtriumStore
}

/**
 * Draws a record view the way an application would: a real store, a router,
 * notices, and a ViewContext for `resource` (and the list view for list tabs, as AtriumViews gives it). `close` and `open` are mocks;
 * `url()` reads where the router is; `navigate(to)` moves it.
 */
export function renderRecordView<T>(resource: ViewResource<T>, ui: ReactNode, options: RenderRecordViewOptions) {
  const store = options.store ?? createAtriumStore({ persist: false })
  const close = jest.fn()
  const open = jest.fn<void, [Action, string | undefined, Record<string, unknown> | undefined]>()
  const current = { url: '', navigate: (_to: string) => {} }
  const start = options.url ?? `/admin/${resource.id}/${options.action}${options.id === undefined ? '' : `/${encodeURIComponent(options.id)}`}`

  function Harness() {
    const router = useLocation()
    const navigate = useNavigate()
    current.url = router.pathname + router.search
    current.navigate = (to) => { void navigate(to) }
    const value = useMemo<ViewContextValue>(() => ({
      resource: resource as unknown as ViewResource<unknown>,
      action: options.action,
      ...(options.id === undefined ? {} : { id: options.id }),
      scope: 'admin',
      location: parseViewPath(router.pathname + router.search) ?? { scope: 'admin', resource: resource.id, action: options.action },
      viewResourceContext: { scope: 'admin', ...options.viewResourceContext },
      frame: options.frame ?? 'page',
      close,
      open: (action, id, values) => open(action, id, values),
    }), [router.pathname, router.search])
    // As AtriumViews does: the list view a record's list tab draws (SubView).
    return <ListViewContext.Provider value={ListView}><ViewContext.Provider value={value}>{ui}</ViewContext.Provider></ListViewContext.Provider>
  }

  const routed = options.dataRouter
    ? <RouterProvider router={createMemoryRouter([{ path: '*', element: <Harness /> }], { initialEntries: [start] })} />
    : <MemoryRouter initialEntries={[start]}><Routes><Route path="*" element={<Harness />} /></Routes></MemoryRouter>

  const view = render(
    <Provider store={store}>
      <NoticeProvider>
        {routed}
        <NoticeRegion />
      </NoticeProvider>
    </Provider>,
  )
  return {
    ...view,
    store,
    close,
    open,
    /** The router's current path and query. */
    url: () => current.url,
    /** Moves the router (as a link or Back would). */
    navigate: (to: string) => current.navigate(to),
  }
}
