// Issue 18: the store is checked once, where AtriumProvider mounts (data calls never probe it).
// A host store that lacks Atrium's middleware is told how to fix it, once.
import { configureStore } from '@reduxjs/toolkit'
import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { MemoryRouter } from 'react-router-dom'
import { AtriumProvider, atriumMiddleware, atriumReducers, createScope } from '../../lib/index'

class Catch extends Component<{ children: ReactNode; onError(error: unknown): void }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() { return { failed: true } }
  override componentDidCatch(error: unknown) { this.props.onError(error) }
  override render() { return this.state.failed ? <p role="alert">failed</p> : this.props.children }
}

// The scope's loader tells when it has answered: the provider draws the scope after that, inside act.
let scopeLoaded: Promise<void> = Promise.resolve()
let markLoaded = () => {}
const configuration = {
  scopes: { admin: async () => { markLoaded(); return createScope({ name: 'admin', authorization: () => true }) } },
  defaultScope: 'admin',
}
beforeEach(() => { scopeLoaded = new Promise((resolve) => { markLoaded = resolve }) })

function mount(store: ReturnType<typeof configureStore>) {
  const errors: unknown[] = []
  render(
    <Catch onError={(error) => errors.push(error)}>
      <Provider store={store}><MemoryRouter><AtriumProvider configuration={configuration} /></MemoryRouter></Provider>
    </Catch>,
  )
  return errors
}

describe('AtriumProvider over a host store', () => {
  it('names the fix when the store lacks Atrium’s middleware, logged once', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = configureStore({ reducer: { ...atriumReducers } })
    const errors = mount(store)
    expect(String((errors[0] as Error)?.message)).toMatch(/lacks Atrium's middleware.*concat\(atriumMiddleware\)/)
    const ours = logged.mock.calls.filter((call) => String(call[0]).startsWith("Atrium: the store lacks Atrium's middleware"))
    expect(ours).toHaveLength(1)
    logged.mockRestore()
  })

  it('draws nothing wrong for a store with both lines', async () => {
    const store = configureStore({ reducer: { ...atriumReducers }, middleware: (gDM) => gDM().concat(atriumMiddleware) })
    const errors = mount(store)
    // The scope loads and is drawn (inside act, before the test ends): still nothing wrong.
    await act(async () => { await scopeLoaded })
    expect(screen.getByRole('heading', { name: 'admin' })).toBeInTheDocument()
    expect(errors).toEqual([])
  })
})
