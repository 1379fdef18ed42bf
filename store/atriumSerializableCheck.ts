import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist'

/**
 * `serializableCheck` options for a store that holds Atrium: redux-persist's
 * own actions (`persist/PERSIST`, `persist/REHYDRATE`…) carry functions by
 * design, and Atrium keeps its session token and list preferences with
 * redux-persist. Pass it to `getDefaultMiddleware({ serializableCheck: atriumSerializableCheck })`
 * (`createAtriumStore` does); to ignore more actions, spread it and extend `ignoredActions`.
 */
export const atriumSerializableCheck: { ignoredActions: string[] } = {
  ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
}
