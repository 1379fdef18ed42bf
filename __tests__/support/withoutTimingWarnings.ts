import type { configureStore as ConfigureStore } from '@reduxjs/toolkit'

type Configure = typeof ConfigureStore
type CheckOption = boolean | { warnAfter?: number } | undefined

// Far above any pass of the checks: the warning measures the machine, not the state.
const NEVER_WARN_MS = 3_600_000

function quiet(option: CheckOption): CheckOption {
  if (option === false) return false
  return { ...(typeof option === 'object' ? option : {}), warnAfter: NEVER_WARN_MS }
}

/**
 * `configureStore` for tests: the same store, whose immutability and serializability checks
 * still run (and still throw on a mutation or a non-serializable value) but never print
 * "…InvariantMiddleware took 40ms": that warning times one pass of the check, so on a loaded
 * CI machine it fires for tiny states and says nothing about the code under test.
 */
export function withoutTimingWarnings(configureStore: Configure): Configure {
  return ((options: Parameters<Configure>[0]) => {
    const own = options.middleware
    type GetDefault = Parameters<NonNullable<typeof own>>[0]
    const middleware = (getDefaultMiddleware: GetDefault) => {
      const quietDefaults = ((checks: Record<string, unknown> = {}) => getDefaultMiddleware({
        ...checks,
        immutableCheck: quiet(checks.immutableCheck as CheckOption),
        serializableCheck: quiet(checks.serializableCheck as CheckOption),
      } as Parameters<GetDefault>[0])) as GetDefault
      return own ? own(quietDefaults) : quietDefaults()
    }
    return configureStore({ ...options, middleware } as Parameters<Configure>[0])
  }) as Configure
}
