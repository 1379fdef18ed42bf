import '@testing-library/jest-dom'

// jsdom has no PointerEvent: without it Testing Library's pointer events lose clientX/clientY.
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init)
      this.pointerId = init.pointerId ?? 1
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent
}

// Every store a test builds (by hand or through createAtriumStore) keeps Redux Toolkit's
// development checks but not their timing warnings (see withoutTimingWarnings).
jest.mock('@reduxjs/toolkit', () => {
  const actual = jest.requireActual('@reduxjs/toolkit')
  const { withoutTimingWarnings } = jest.requireActual('./withoutTimingWarnings')
  return { ...actual, configureStore: withoutTimingWarnings(actual.configureStore) }
})

// findBy*/waitFor give up after 1 s by default. On a loaded CI machine the first render of a
// lazily loaded part (transformed on first use) can take longer: the condition is the same,
// only the limit for a slow machine is wider.
if (typeof document !== 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('@testing-library/dom').configure({ asyncUtilTimeout: 15_000 })
}
