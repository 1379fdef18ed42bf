import { Component, StrictMode, type ReactNode } from 'react'
import { act, render } from '@testing-library/react'
import { Provider } from 'react-redux'
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom'
import { AtriumProvider, type AtriumProviderConfiguration, type ViewResourceContextParams } from '../../lib/index'

/** Catches what the gate throws, like a host's error boundary. */
export class Boundary extends Component<{ children: ReactNode; onError?: (error: unknown) => void }, { error?: unknown }> {
  override state: { error?: unknown } = {}
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override componentDidCatch(error: unknown) {
    this.props.onError?.(error)
  }
  override render() {
    if (this.state.error !== undefined) {
      const message = this.state.error instanceof Error ? this.state.error.message : String(this.state.error)
      return <p data-testid="boundary">{message}</p>
    }
    return this.props.children
  }
}

/** Where the router is, and a way to move it from a test. */
export const router: { navigate?: NavigateFunction; pathname?: string } = {}

function RouterProbe() {
  router.navigate = useNavigate()
  router.pathname = useLocation().pathname
  return <span data-testid="location">{router.pathname}</span>
}

export interface RenderScopeOptions {
  path?: string
  strict?: boolean
  store?: Parameters<typeof Provider>[0]['store']
  children?: ReactNode
  onError?: (error: unknown) => void
  params?: ViewResourceContextParams
}

/** Renders AtriumProvider at `path` among a host's routes (`/login` outside Atrium), inside an error boundary. */
export function renderScope(configuration: AtriumProviderConfiguration, options: RenderScopeOptions = {}) {
  const tree = (
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <RouterProbe />
      <Boundary onError={options.onError}>
        <Routes>
          <Route path="/login" element={<p>Sign-in page</p>} />
          <Route path="*" element={<AtriumProvider configuration={configuration} viewResourceContextParams={options.params}>{options.children}</AtriumProvider>} />
        </Routes>
      </Boundary>
    </MemoryRouter>
  )
  const withStore = options.store ? <Provider store={options.store}>{tree}</Provider> : tree
  return render(options.strict ? <StrictMode>{withStore}</StrictMode> : withStore)
}

/** Navigates inside act. */
export async function go(path: string): Promise<void> {
  await act(async () => {
    await router.navigate?.(path)
  })
}

/** Lets promise callbacks and the renders they cause run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

/** A decorator that counts its renders. */
export function countingDecorator(label = 'decorator') {
  const counter = { renders: 0 }
  function Decorator({ children }: { children?: ReactNode }) {
    counter.renders += 1
    return <div data-testid={label}>{children}</div>
  }
  return { Decorator, counter }
}
