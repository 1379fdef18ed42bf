import { act, render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom'
import {
  AtriumProvider, createAtriumStore, createScope,
  type AtriumStore, type Scope, type ScopeResource,
} from '../../../lib/index'
import { installFormDataShim } from './formDataShim'

let restoreFormData: (() => void) | undefined
beforeAll(() => { restoreFormData = installFormDataShim() })
afterAll(() => restoreFormData?.())

/** Options of `renderApp`. */
export interface RenderAppOptions {
  /** Where the router starts (the URL a reader typed, followed or reloaded). */
  url: string
  /** The store; a fresh `createAtriumStore({ persist: false })` by default (a reload starts with an empty cache). */
  store?: AtriumStore
  /** More of the `admin` scope's declaration. */
  scope?: Partial<Scope>
}

/**
 * Draws Atrium the way an application does, through the public entry only:
 * a react-redux store, a `MemoryRouter` at `url`, and `AtriumProvider` with an
 * `admin` scope holding `resources`, which draws the view the URL names.
 * `url()` reads where the router is; `back()` is the browser's Back button.
 */
export function renderApp(resources: ReadonlyArray<ScopeResource>, options: RenderAppOptions) {
  const store = options.store ?? createAtriumStore({ persist: false })
  const current: { pathname: string; search: string; navigate?: NavigateFunction } = { pathname: '', search: '' }

  function Probe() {
    const router = useLocation()
    current.navigate = useNavigate()
    current.pathname = router.pathname
    current.search = router.search
    return null
  }

  const scope = createScope({ name: 'admin', resources, authorization: () => true, ...options.scope })
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[options.url]}>
        <Probe />
        <Routes>
          <Route path="*" element={<AtriumProvider configuration={{ defaultScope: 'admin', scopes: { admin: () => scope } }} />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  )
  return {
    ...view,
    store,
    /** The router's current path and query. */
    url: () => current.pathname + current.search,
    /** The router's current query parameters. */
    params: () => new URLSearchParams(current.search),
    /** The browser's Back button. */
    back: async () => { await act(async () => { await current.navigate?.(-1) }) },
    /** Follows a link to `to`. */
    go: async (to: string) => { await act(async () => { await current.navigate?.(to) }) },
  }
}
