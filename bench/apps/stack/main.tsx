// For scale only: Atrium's fixed stack with no Atrium — React + ReactDOM, a Redux Toolkit store with
// RTK Query (React hooks) and the listener middleware, react-redux, react-router-dom's BrowserRouter
// and redux-persist, each used the way Atrium uses it, drawing one list from one query. What any app
// on this stack ships before its first line of admin code: the floor under the whole-app size.
import { combineReducers, configureStore, createListenerMiddleware, createSlice } from '@reduxjs/toolkit'
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react'
import { createRoot } from 'react-dom/client'
import { Provider, useSelector } from 'react-redux'
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom'
import { persistReducer, persistStore } from 'redux-persist'

interface Article { id: number; title: string }

const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<{ status: number }>(),
  endpoints: (build) => ({
    list: build.query<Article[], number>({
      queryFn: async (page) => {
        const response = await fetch(`/api/articles?_page=${page}`)
        return response.ok ? { data: (await response.json()) as Article[] } : { error: { status: response.status } }
      },
    }),
  }),
})

const preferences = createSlice({ name: 'preferences', initialState: { layout: 'table' }, reducers: { chosen: (state, action: { payload: string }) => { state.layout = action.payload } } })
const storage = {
  getItem: (key: string) => Promise.resolve(window.localStorage.getItem(key)),
  setItem: (key: string, value: string) => Promise.resolve(window.localStorage.setItem(key, value)),
  removeItem: (key: string) => Promise.resolve(window.localStorage.removeItem(key)),
}
const listeners = createListenerMiddleware()
listeners.startListening({ actionCreator: preferences.actions.chosen, effect: (action) => { document.title = action.payload } })

const store = configureStore({
  reducer: combineReducers({ preferences: persistReducer({ key: 'preferences', storage }, preferences.reducer), [api.reducerPath]: api.reducer }),
  middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware, listeners.middleware),
})
persistStore(store)

function List() {
  const location = useLocation()
  const navigate = useNavigate()
  const layout = useSelector((state: { preferences: { layout: string } }) => state.preferences.layout)
  const page = Number(new URLSearchParams(location.search).get('page') ?? 1)
  const { data, error } = api.endpoints.list.useQuery(page)
  if (error) return <p role="alert">Error</p>
  return (
    <main data-layout={layout}>
      <table><tbody>{data?.map((article) => <tr key={article.id}><td><Link to={`/articles/${article.id}`}>{article.title}</Link></td></tr>)}</tbody></table>
      <button type="button" onClick={() => navigate(`?page=${page + 1}`)}>Next</button>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <BrowserRouter>
      <Routes><Route path="*" element={<List />} /></Routes>
    </BrowserRouter>
  </Provider>,
)
