import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit'
import { atriumMiddleware, atriumReducers, createAtriumStore, createViewResource } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { assertAtriumStore } from '../../lib/state/assertAtriumStore'
import { memoryRepository, type Article } from '../support/memoryRepository'

afterEach(() => clearViewResources())

describe('store checks', () => {
  it('names the fix when the reducers are missing, and logs it once per store', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = configureStore({ reducer: { todos: (state: string[] = []) => state }, middleware: (gDM) => gDM().concat(atriumMiddleware) })
    expect(() => assertAtriumStore(store)).toThrow(/state\.atrium.*\.\.\.atriumReducers/)
    expect(() => assertAtriumStore(store)).toThrow(/atriumReducers/)
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })

  it('accepts a store built by createAtriumStore or by hand with both lines', () => {
    expect(assertAtriumStore(createAtriumStore())).toMatchObject({ atriumRuntime: true })
    const byHand = configureStore({ reducer: { ...atriumReducers }, middleware: (gDM) => gDM().concat(atriumMiddleware) })
    expect(assertAtriumStore(byHand)).toMatchObject({ atriumRuntime: true })
  })

  it('gives each store its own runtime', () => {
    expect(assertAtriumStore(createAtriumStore())).not.toBe(assertAtriumStore(createAtriumStore()))
  })
})

describe('state and actions', () => {
  it('stay serializable through reads, writes and refusals, and Atrium’s own action types start with atrium/', async () => {
    const seen: UnknownAction[] = []
    const record: Middleware = () => (next) => (action) => { seen.push(action as UnknownAction); return next(action) }
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const store = configureStore({
      reducer: { ...atriumReducers },
      // RTK's serializable check logs through console.error when a value is not serializable.
      middleware: (gDM) => gDM({ serializableCheck: { warnAfter: 1000 } }).concat(record, atriumMiddleware),
    })
    const { repository } = memoryRepository([{ id: '1', title: 'One', status: 'draft' }])
    const articles = createViewResource<Article>('serializable', {
      repository: { ...repository, removeItem: () => Promise.reject(Object.assign(new Error('expired'), { status: 401 })) },
    })
    await store.dispatch(articles.endpoints.list.initiate({ context: { scope: 'admin', filter: { status: 'draft' } } }))
    await store.dispatch(articles.endpoints.update.initiate({ id: '1', data: { title: 'Two' } }))
    await store.dispatch(articles.endpoints.delete.initiate({ id: '1' }))
    expect(error).not.toHaveBeenCalled()
    error.mockRestore()
    expect(JSON.parse(JSON.stringify(store.getState()))).toEqual(store.getState())
    const types = seen.map((a) => a.type)
    expect(types).toContain('atrium/api/unauthorized')
    expect(types.every((type) => type.startsWith('atrium/') || type.startsWith('atriumApi/'))).toBe(true)
  })
})
