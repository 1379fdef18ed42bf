import { act, render } from '@testing-library/react'
import { useMemo } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom'
import { buildViewPath, createAtriumStore, parseViewPath, type AtriumStore, type ViewResource, type ViewResourceContext } from '../../../lib/index'
import { ListView } from '../../../lib/views/list/ListView'
import { NoticeProvider } from '../../../lib/views/notices/NoticeContext'
import { NoticeRegion } from '../../../lib/views/notices/NoticeRegion'
import { ViewContext, type ViewContextValue } from '../../../lib/views/ViewContext'
import { installFormDataShim } from './formDataShim'

let restoreFormData: (() => void) | undefined
beforeAll(() => { restoreFormData = installFormDataShim() })
afterAll(() => restoreFormData?.())

/** Options of `renderList`. */
export interface RenderListOptions {
  /** The URL the router starts at. Defaults to `/admin/<resource>/list`. */
  url?: string
  /** The view's context (its active filter). */
  viewResourceContext?: ViewResourceContext
  /** The store; a fresh `createAtriumStore()` by default. */
  store?: AtriumStore
  /** Whether the view gives its openings' addresses (`hrefOf`: Show and Edit are links, as in an app). Defaults to true. */
  links?: boolean
}

/**
 * Draws the list view of `resource` the way an application would: a real
 * store, a router at `url`, notices, and a ViewContext built from the URL.
 * `url()` reads where the router is; `open` records the actions opened;
 * `hrefOf` gives each opening the address of its page view (`/admin/<resource>/<action>/<id>`).
 */
export function renderList<T>(resource: ViewResource<T>, options: RenderListOptions = {}) {
  const store = options.store ?? createAtriumStore()
  const open = jest.fn<void, [string, string | undefined, Record<string, unknown> | undefined]>()
  const close = jest.fn()
  const current: { pathname: string; search: string; navigate?: NavigateFunction } = { pathname: '', search: '' }

  function Harness() {
    const router = useLocation()
    current.navigate = useNavigate()
    current.pathname = router.pathname
    current.search = router.search
    const value = useMemo<ViewContextValue>(() => ({
      resource: resource as ViewResource<unknown>,
      action: 'list',
      scope: 'admin',
      location: parseViewPath(router.pathname + router.search) ?? { scope: 'admin', resource: resource.id, action: 'list' },
      viewResourceContext: { scope: 'admin', ...options.viewResourceContext },
      frame: 'page',
      close,
      open: (action, id, values) => open(action, id, values),
      ...(options.links === false ? {} : { hrefOf: (action, id) => buildViewPath({ scope: 'admin', resource: resource.id, action, ...(id === undefined ? {} : { id }) }) }),
    }), [router.pathname, router.search])
    return <ViewContext.Provider value={value}><ListView /></ViewContext.Provider>
  }

  const view = render(
    <Provider store={store}>
      <NoticeProvider>
        <MemoryRouter initialEntries={[options.url ?? `/admin/${resource.id}/list`]}>
          <Routes><Route path="*" element={<Harness />} /></Routes>
        </MemoryRouter>
        <NoticeRegion />
      </NoticeProvider>
    </Provider>,
  )
  return {
    ...view,
    store,
    open,
    close,
    /** The router's current path and query. */
    url: () => current.pathname + current.search,
    /** The router's current query parameters. */
    params: () => new URLSearchParams(current.search),
    /** The browser's Back button. */
    back: async () => { await act(async () => { await current.navigate?.(-1) }) },
  }
}
