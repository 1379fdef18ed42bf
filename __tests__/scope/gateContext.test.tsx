// Which scope AtriumProvider enters, useScopeContext, and the store the gate writes to.
import { act, render, screen } from '@testing-library/react'
import { configureStore } from '@reduxjs/toolkit'
import { MemoryRouter } from 'react-router-dom'
import { AtriumProvider, createAtriumStore, createViewResource, useScopeContext } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { deferred } from '../support/deferred'
import { setup, silenceBoundaryErrors } from './gateSetup'
import { renderScope, router, settle } from './renderScope'

silenceBoundaryErrors()

describe('which scope', () => {
  it('needs a Router around AtriumProvider, and says so', () => {
    const { configuration } = setup(() => true)
    expect(() => render(<AtriumProvider configuration={configuration} />)).toThrow('must sit inside a react-router Router')
  })

  it('is the default scope at /', async () => {
    const { configuration } = setup(() => true)
    renderScope(configuration, { path: '/' })
    await settle()
    expect(screen.getByTestId('admin-decorator')).toBeInTheDocument()
  })

  it('at / goes to the default scope\'s first visible menu entry once authorized', async () => {
    const { configuration } = setup(() => true, {}, {
      menu: [{ label: 'Hidden', to: '/admin/hidden/list', hidden: true }, { label: 'Articles', to: '/admin/articles/list' }],
    })
    renderScope(configuration, { path: '/' })
    await settle()
    expect(router.pathname).toBe('/admin/articles/list')
  })

  it('is the one viewResourceContextParams names, when given, whatever the location', async () => {
    const { configuration } = setup(() => true)
    renderScope(configuration, { path: '/admin/articles/list', params: { scope: 'public' } })
    await settle()
    expect(screen.getByTestId('public-decorator')).toBeInTheDocument()
    expect(screen.queryByTestId('admin-decorator')).toBeNull()
  })
})

describe('useScopeContext', () => {
  function ScopeName() {
    const context = useScopeContext()
    return <p>{context ? `in ${context.scope.name}` : 'outside'}</p>
  }

  it('is undefined outside a scope', () => {
    render(<MemoryRouter><ScopeName /></MemoryRouter>)
    expect(screen.getByText('outside')).toBeInTheDocument()
  })

  it('gives the scope and recheckAuthorization inside', async () => {
    const { configuration } = setup(() => true)
    renderScope(configuration, { path: '/admin', children: <ScopeName /> })
    await settle()
    expect(screen.getByText('in admin')).toBeInTheDocument()
  })
})

describe('the store', () => {
  it('uses the host\'s store and shows each check there', async () => {
    const store = createAtriumStore()
    const seen: string[] = []
    store.subscribe(() => seen.push(JSON.stringify(store.getState().atrium.authorization.scopes.admin ?? null)))
    const answer = deferred<boolean>()
    const { configuration } = setup(() => answer.promise)
    renderScope(configuration, { path: '/admin', store })
    await settle()
    const pending = store.getState().atrium.authorization.scopes.admin
    expect(pending).toEqual({ status: 'pending', requestId: expect.any(String) })
    await act(async () => answer.resolve(true))
    await settle()
    expect(store.getState().atrium.authorization.scopes.admin).toEqual({ status: 'rendered', requestId: pending.requestId })
  })

  it('keeps only a serializable summary of an error in the store', async () => {
    const store = createAtriumStore()
    const entries: unknown[] = []
    store.subscribe(() => entries.push(store.getState().atrium.authorization.scopes.admin))
    const { configuration } = setup(() => Promise.reject(Object.assign(new Error('boom'), { status: 500 })))
    renderScope(configuration, { path: '/admin', store })
    await settle()
    expect(entries).toContainEqual({ status: 'error', requestId: expect.any(String), error: { message: 'boom', status: 500 } })
    // Once the boundary took the gate down, the reader has left the scope.
    expect(store.getState().atrium.authorization.scopes.admin).toBeUndefined()
  })

  it('says how to fix a host store without Atrium\'s reducers', async () => {
    const store = configureStore({ reducer: { todos: (state: string[] = []) => state } })
    const { configuration } = setup(() => true)
    renderScope(configuration, { path: '/admin', store })
    await settle()
    expect(screen.getByTestId('boundary')).toHaveTextContent('...atriumReducers')
  })

  it('routes a 401 from a data call to onUnauthorized', async () => {
    const store = createAtriumStore()
    const onUnauthorized = jest.fn()
    const { configuration } = setup(() => true, { onUnauthorized })
    renderScope(configuration, { path: '/admin', store })
    await settle()
    // A real data call refused with 401 (matched by its endpoint's own matchRejected).
    const expired = Object.assign(new Error('expired'), { status: 401 })
    const refused = createViewResource('gateArticles', {
      repository: {
        getCollection: () => Promise.reject(expired), getItem: () => Promise.reject(expired), createItem: () => Promise.reject(expired),
        updateItem: () => Promise.reject(expired), removeItem: () => Promise.reject(expired),
      },
    })
    await act(async () => { await store.dispatch(refused.endpoints.list.initiate({})) })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    clearViewResources()
  })
})
