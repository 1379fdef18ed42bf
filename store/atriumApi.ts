import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react'
import type { ApiErrorData } from '../lib/errors/ApiError'

/**
 * The one RTK Query API every resource injects its endpoints into, so the
 * host's reducer and middleware lists never grow with the number of resources.
 * Its state lives at `state.atriumApi`.
 */
export const atriumApi = /* @__PURE__ */ createApi({
  reducerPath: 'atriumApi',
  baseQuery: fakeBaseQuery<ApiErrorData>(),
  tagTypes: [] as string[],
  endpoints: () => ({}),
})

/** The type of `atriumApi`. */
export type AtriumApi = typeof atriumApi
