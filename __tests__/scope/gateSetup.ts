import type { AtriumProviderConfiguration, Scope } from '../../lib/index'
import { countingDecorator } from './renderScope'

/** What a scope's `authorization` may be. */
export type Authorization = NonNullable<Scope['authorization']>

/** Silences the errors React logs for what the test's error boundary catches, around each test. */
export function silenceBoundaryErrors(): void {
  let consoleError: jest.SpyInstance
  beforeEach(() => {
    localStorage.clear()
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => consoleError.mockRestore())
}

/**
 * A configuration with an `admin` scope (the default) checked by `authorization`, and a `public`
 * scope that always passes; their decorators count their renders, their loaders their loads.
 */
export function setup(authorization: Authorization | (() => unknown), extra: Partial<AtriumProviderConfiguration> = {}, scopeExtra: Partial<Scope> = {}) {
  const admin = countingDecorator('admin-decorator')
  const pub = countingDecorator('public-decorator')
  const loads = { admin: 0, public: 0 }
  const configuration: AtriumProviderConfiguration = {
    defaultScope: 'admin',
    scopes: {
      admin: async () => {
        loads.admin += 1
        return { name: 'admin', label: 'Administration', decoratorComponent: admin.Decorator, authorization: authorization as Authorization, ...scopeExtra }
      },
      public: async () => {
        loads.public += 1
        return { name: 'public', decoratorComponent: pub.Decorator, authorization: () => true }
      },
    },
    ...extra,
  }
  return { configuration, admin: admin.counter, pub: pub.counter, loads }
}
