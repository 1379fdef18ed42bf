import { createApi, type Api, type coreModuleName, type reactHooksModuleName } from '@reduxjs/toolkit/query/react'
import type { AtriumBaseQuery } from '../resource/ViewResource'

// Every endpoint brings its own `queryFn`, so the base query is never called. Not RTK's
// `fakeBaseQuery()`: its declared type names an internal symbol (`_NEVER`) that older RTK 2.x
// releases do not export, and Atrium's declarations must compile against every supported RTK.
const noBaseQuery: AtriumBaseQuery = () => {
  throw new Error('Atrium: no queryFn')
}

/** The type of `atriumApi`: no endpoints of its own, RTK Query's core and React modules. */
export type AtriumApi = Api<AtriumBaseQuery, {}, 'atriumApi', string, typeof coreModuleName | typeof reactHooksModuleName>

/**
 * The one RTK Query API every resource injects its endpoints into, so the
 * host's reducer and middleware lists never grow with the number of resources.
 * Its state lives at `state.atriumApi`.
 */
export const atriumApi: AtriumApi = /* @__PURE__ */ createApi({
  reducerPath: 'atriumApi',
  baseQuery: noBaseQuery,
  tagTypes: [] as string[],
  // Lists and records on screen are fetched again when the network comes back (OfflineBanner, or a host's setupListeners).
  refetchOnReconnect: true,
  endpoints: () => ({}),
})
