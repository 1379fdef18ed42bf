// The host's store, as the README's "existing store" section shows it: its own slice, Atrium's two
// entries, the root persisted with Atrium's parts blacklisted, atriumSerializableCheck, persistStore.
import { combineReducers, configureStore, createSlice } from '@reduxjs/toolkit'
import { persistReducer, persistStore } from 'redux-persist'
// The ES module build of the storage: bundlers that follow Node's rules for CommonJS (Vite 8)
// would hand `redux-persist/lib/storage`'s whole exports object to a default import.
import storage from 'redux-persist/es/storage'
import { atriumMiddleware, atriumReducers, atriumSerializableCheck } from 'atrium'

export const counter = createSlice({
  name: 'counter',
  initialState: { value: 0 },
  reducers: { incremented: (state) => { state.value += 1 } },
})

const rootReducer = combineReducers({ counter: counter.reducer, ...atriumReducers })

export const store = configureStore({
  reducer: persistReducer({ key: 'host', storage, blacklist: ['atriumApi', 'atrium'] }, rootReducer),
  middleware: (getDefaultMiddleware) => getDefaultMiddleware({ serializableCheck: atriumSerializableCheck }).concat(atriumMiddleware),
})
export const persistor = persistStore(store)

export type RootState = ReturnType<typeof rootReducer>
export type AppDispatch = typeof store.dispatch
