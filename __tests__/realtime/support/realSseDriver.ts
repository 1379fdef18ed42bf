// Runs in a child Node process (with Node's own EventSource) against the test's
// server: real fetch, real EventSource, real store. Prints the list's state as
// JSON lines until killed.
import { configureAtrium } from '../../../lib/config/configureAtrium'
import { createViewResource } from '../../../lib/resource/createViewResource'
import { createAtriumStore } from '../../../store/createAtriumStore'
import { realtimeSubscribed, selectRealtime } from '../../../slices/realtimeSlice'

type Article = { '@id': string; id: number; title: string }

const baseUrl = process.argv[2]
configureAtrium({ api: { baseUrl }, realtime: { coalesceMs: 50 } })
const articles = createViewResource<Article>('articles', { path: '/api/articles', realtime: true })
const store = createAtriumStore({ persist: false })

let last = ''
store.subscribe(() => {
  const state = store.getState()
  const line = JSON.stringify({
    titles: articles.endpoints.list.select({})(state).data?.items.map((item) => item.title) ?? null,
    connections: selectRealtime(state)?.connections ?? {},
  })
  if (line !== last) console.log((last = line))
})
store.dispatch(realtimeSubscribed({ resourceId: 'articles' }))
store.dispatch(articles.endpoints.list.initiate({}))
// Node's EventSource does not hold the process open while it waits to reconnect; a page would stay.
setInterval(() => undefined, 1000)
