// The test harness (support/setup.ts): every store is built without RTK's timing warnings but
// with its checks, and async queries wait long enough for a loaded machine. These tests fail
// if any of it stops holding.
import { configureStore } from '@reduxjs/toolkit'
import { getConfig } from '@testing-library/dom'
import { createAtriumStore } from '../../lib/index'

// A state whose one field takes at least 60 ms to read: longer than RTK's 32 ms threshold
// on any machine, so without the harness each check would warn.
function slowState() {
  return {
    get slow() {
      const until = Date.now() + 60
      while (Date.now() < until) { /* a deliberately slow read */ }
      return 'done'
    },
  }
}

let warn: jest.SpyInstance
let error: jest.SpyInstance
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  warn.mockRestore()
  error.mockRestore()
})

it('a slow check prints no timing warning, in createAtriumStore and in a host store', () => {
  const atrium = createAtriumStore({ reducer: { slow: slowState }, persist: false })
  atrium.dispatch({ type: 'host/ping' })
  const host = configureStore({ reducer: { slow: slowState } })
  host.dispatch({ type: 'host/ping' })
  expect(warn.mock.calls.filter(([message]) => /InvariantMiddleware took/.test(String(message)))).toEqual([])
})

it('the checks still run: a non-serializable value in state is reported', () => {
  const store = configureStore({ reducer: { bad: (state: unknown = null, action: { type: string; value?: unknown }) => action.value ?? state } })
  store.dispatch({ type: 'host/keep', value: new Map() })
  expect(error.mock.calls.some(([message]) => /non-serializable value was detected in the state/.test(String(message)))).toBe(true)
})

it('the checks still run: a state mutated between dispatches throws', () => {
  const shared = { count: 0 }
  const store = configureStore({ reducer: { counter: () => shared } })
  shared.count = 1
  expect(() => store.dispatch({ type: 'host/ping' })).toThrow(/mutation/i)
})

it('findBy*/waitFor wait up to 15 s for their condition, not 1 s', () => {
  expect(getConfig().asyncUtilTimeout).toBe(15_000)
})
