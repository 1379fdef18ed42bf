import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { Provider } from 'react-redux'
import {
  configureAtrium, createAtriumStore, createViewResource, useChangedElsewhere, useRealtime, type ViewResource,
} from '../../lib/index'
import { resetHubDiscovery } from '../../lib/repositories/hubDiscovery'
import { clearViewResources } from '../../lib/state/registry'
import { clockMoves, flush } from '../support/deferred'
import { FakeEventSource } from '../support/fakeEventSource'
import { hydraRecord, hydraServer, type HydraRecord } from '../support/hydraServer'

function setup() {
  const server = hydraServer({ articles: [hydraRecord('articles', 1, 'One')], comments: [hydraRecord('comments', 1, 'Hi')] })
  configureAtrium({ api: { baseUrl: 'https://api.test', fetch: server.fetch }, realtime: { EventSource: FakeEventSource } })
  const articles = createViewResource<HydraRecord>('articles', { path: '/api/articles', realtime: true })
  const comments = createViewResource<HydraRecord>('comments', { path: '/api/comments', realtime: true })
  const plain = createViewResource<HydraRecord>('plain', { path: '/api/plain' })
  return { server, articles, comments, plain, store: createAtriumStore({ persist: false }) }
}

function ListView({ resource }: { resource: ViewResource<HydraRecord> }) {
  useRealtime(resource)
  const { data } = resource.endpoints.list.useQuery({})
  return <p>{resource.id}: {data?.items.length ?? 'loading'}</p>
}

function EditForm({ resource, id }: { resource: ViewResource<HydraRecord>; id: string }) {
  useRealtime(resource)
  resource.endpoints.read.useQuery({ id })
  const [openedAt] = useState(() => Date.now())
  const changed = useChangedElsewhere(resource, id, openedAt)
  return <p role="status">{changed ? 'changed elsewhere' : 'up to date'}</p>
}

beforeEach(() => {
  FakeEventSource.reset()
  resetHubDiscovery()
})
afterEach(() => {
  clearViewResources()
  configureAtrium({})
})

describe('useRealtime', () => {
  it('connects while views are mounted: one EventSource for two resources, closed when the last unmounts', async () => {
    const { articles, comments, plain, store } = setup()
    const view = render(
      <Provider store={store}>
        <ListView resource={articles} />
        <ListView resource={comments} />
        <ListView resource={plain} />
      </Provider>,
    )
    await act(() => flush())
    expect(screen.getByText('articles: 1')).toBeInTheDocument()
    expect(FakeEventSource.live()).toHaveLength(1)
    expect(FakeEventSource.only().topics).toHaveLength(4)

    view.rerender(<Provider store={store}><ListView resource={articles} /></Provider>)
    expect(FakeEventSource.only().topics).toEqual(['https://api.test/api/articles', 'https://api.test/api/articles/{id}'])
    view.unmount()
    expect(FakeEventSource.live()).toHaveLength(0)
  })
})

describe('useChangedElsewhere', () => {
  it('flips when an update of the record is pushed after the form opened', async () => {
    const { articles, store } = setup()
    store.dispatch(articles.endpoints.list.initiate({}))
    await flush()
    render(<Provider store={store}><EditForm resource={articles} id="1" /></Provider>)
    await act(() => flush())
    expect(screen.getByRole('status')).toHaveTextContent('up to date')
    await act(async () => {
      await clockMoves()
      FakeEventSource.only().emit(hydraRecord('articles', 2, 'Another record'))
    })
    expect(screen.getByRole('status')).toHaveTextContent('up to date')
    act(() => FakeEventSource.only().emit(hydraRecord('articles', 1, 'Changed by someone')))
    expect(screen.getByRole('status')).toHaveTextContent('changed elsewhere')
    // The cache follows the pushed record; keeping the form's own values is the form's part.
    expect(articles.endpoints.read.select({ id: '1' })(store.getState()).data?.title).toBe('Changed by someone')
  })

  it('does not flip for a change pushed before the form opened, nor for the echo of its own save', async () => {
    const { articles, store } = setup()
    store.dispatch(articles.endpoints.list.initiate({}))
    await flush()
    store.dispatch({ type: 'atrium/realtime/subscribed', payload: { resourceId: 'articles' } })
    FakeEventSource.only().emit(hydraRecord('articles', 1, 'Earlier change'))
    await clockMoves()
    render(<Provider store={store}><EditForm resource={articles} id="1" /></Provider>)
    await act(() => flush())
    expect(screen.getByRole('status')).toHaveTextContent('up to date')

    await act(async () => {
      const saving = store.dispatch(articles.endpoints.update.initiate({ id: '1', data: { title: 'Mine' } }))
      FakeEventSource.only().emit(hydraRecord('articles', 1, 'Mine')) // the hub may push before the PATCH answers
      await saving
      FakeEventSource.only().emit(hydraRecord('articles', 1, 'Mine'))
      await flush()
    })
    expect(screen.getByRole('status')).toHaveTextContent('up to date')
    act(() => FakeEventSource.only().emit(hydraRecord('articles', 1, 'Theirs')))
    expect(screen.getByRole('status')).toHaveTextContent('changed elsewhere')
  })

  it('a record deleted elsewhere is read again where a form shows it, so the form can say it is gone', async () => {
    const { articles, server, store } = setup()
    store.dispatch(articles.endpoints.list.initiate({}))
    await flush()
    render(<Provider store={store}><EditForm resource={articles} id="1" /></Provider>)
    await act(() => flush())
    const reads = () => server.requests.filter((request) => request === 'GET /api/articles/1').length
    expect(reads()).toBe(1)
    server.collections.articles.splice(0, 1)
    await act(async () => {
      FakeEventSource.only().emit({ '@id': '/api/articles/1' })
      await flush()
    })
    expect(screen.getByRole('status')).toHaveTextContent('changed elsewhere')
    expect(reads()).toBe(2)
    const read = articles.endpoints.read.select({ id: '1' })(store.getState())
    expect((read.error as { status?: number } | undefined)?.status).toBe(404)
    // The version last read stays for the form (what the reader typed is the form's own).
    expect(read.data?.title).toBe('One')
  })
})
