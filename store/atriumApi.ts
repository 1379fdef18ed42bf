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
  // Lists and records on screen are fetched again when the network comes back (OfflineBanner, or a host's setupListeners).
  refetchOnReconnect: true,
  endpoints: () => ({}),
})

/** The type of `atriumApi`. */
export type AtriumApi = typeof atriumApi
