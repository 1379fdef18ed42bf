// Issue 8, faults — network, as the reader sees it: reads of a view left are
// aborted down to fetch and show no error; offline → a banner; back online → lists come back.
import { act, render, screen, waitFor } from '@testing-library/react'
import { Provider } from 'react-redux'
import {
  OfflineBanner, configureAtrium, createAtriumStore, createHttpRepository, createViewResource, restDialect, type Repository,
} from '../../lib/index'
import { defaultMessages } from '../../lib/config/messages'
import { EnsureNotices } from '../../lib/views/notices/EnsureNotices'
import { memoryRepository, type Article } from '../support/memoryRepository'
import { recordFigures } from '../support/reliabilityFigures'
import { renderList } from '../views/support/renderList'
import { hangingFetch } from '../support/hangingFetch'

const OFFLINE_MESSAGE = defaultMessages.offline
const figures = { leaves: 0, leavesHeld: 0, offline: 0, offlineHeld: 0 }
afterAll(() => {
  recordFigures('network-views', [
    { what: 'views left with a read in flight (read aborted at fetch, no error shown)', tried: figures.leaves, held: figures.leavesHeld },
    { what: 'offline → online switches (banner shown, failed list fetched again)', tried: figures.offline, held: figures.offlineHeld },
  ])
})

let online = true
beforeAll(() => { Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online }) })
afterEach(() => { online = true; configureAtrium({}) })

function goOffline(): void { act(() => { online = false; window.dispatchEvent(new Event('offline')) }) }
function goOnline(): void { act(() => { online = true; window.dispatchEvent(new Event('online')) }) }

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
let declared = 0
const nextId = () => { declared += 1; return `network-view-${declared}` }

describe('leaving a view', () => {
  it('aborts its read in flight down to fetch, and nobody sees an error', async () => {
    figures.leaves += 1
    const fetch = hangingFetch()
    configureAtrium({ api: { baseUrl: 'https://api.example', dialect: restDialect(), fetch } })
    const resource = createViewResource<Article>(nextId(), { name: 'Articles', repository: createHttpRepository<Article>({ path: '/articles' }) })
    const view = renderList(resource)
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
    expect(fetch.signals[0].aborted).toBe(false)
    view.unmount()
    await waitFor(() => expect(fetch.signals[0].aborted).toBe(true))
    expect(screen.queryByRole('alert')).toBeNull()
    figures.leavesHeld += 1
  })

  it('does not abort a read another view still shows', async () => {
    const fetch = hangingFetch()
    configureAtrium({ api: { baseUrl: 'https://api.example', dialect: restDialect(), fetch } })
    const resource = createViewResource<Article>(nextId(), { name: 'Articles', repository: createHttpRepository<Article>({ path: '/articles' }) })
    // A fake clock: the 10 s below pass at once, whatever the machine's load.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
    try {
      const store = createAtriumStore()
      const first = renderList(resource, { store })
      const second = renderList(resource, { store })
      await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
      first.unmount()
      // However long the second view stays, the read is still wanted by it.
      await act(async () => { await jest.advanceTimersByTimeAsync(10_000) })
      expect(fetch.signals[0].aborted).toBe(false)
      second.unmount()
      await act(async () => { await jest.advanceTimersByTimeAsync(10_000) })
      expect(fetch.signals[0].aborted).toBe(true)
    } finally {
      jest.useRealTimers()
    }
  })
})

describe('offline', () => {
  it('shows a banner while offline, in the views (EnsureNotices) and as OfflineBanner', () => {
    render(<EnsureNotices><p>content</p></EnsureNotices>)
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull()
    goOffline()
    expect(screen.getByText(OFFLINE_MESSAGE).closest('[role=status]')).not.toBeNull()
    expect(OFFLINE_MESSAGE).toMatch(/offline.*not be saved/)
    goOnline()
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull()
    // The text comes from the messages a host translates.
    configureAtrium({ messages: { offline: 'Hors ligne' } })
    goOffline()
    expect(screen.getByText('Hors ligne').closest('[role=status]')).not.toBeNull()
  })

  it('starts shown when the page loads offline', () => {
    online = false
    render(<OfflineBanner message="Hors ligne" />)
    // The sentence, and a word standing for it where there is no room (AdminLayout's top bar on a phone), not read out.
    expect(screen.getByRole('status').textContent).toBe('Hors ligneOffline')
    expect(screen.getByText('Offline').getAttribute('aria-hidden')).toBe('true')
  })

  it('a list that failed while offline comes back when the online event comes', async () => {
    figures.offline += 1
    const server = memoryRepository([{ id: '1', title: 'First', status: 'draft' }])
    const repository: Repository<Article> = {
      ...server.repository,
      getCollection: (params, context) => (online ? server.repository.getCollection(params, context) : Promise.reject(new TypeError('Failed to fetch'))),
    }
    const resource = createViewResource<Article>(nextId(), { name: 'Articles', repository })
    const store = createAtriumStore()
    online = false
    render(<Provider store={store}><OfflineBanner /></Provider>)
    renderList(resource, { store })
    expect(await screen.findByText('The list could not be loaded: you are offline.')).toBeTruthy()
    expect(screen.getByText(OFFLINE_MESSAGE)).toBeTruthy()
    expect(screen.queryByText('First')).toBeNull()
    goOnline()
    expect(await screen.findByText('First')).toBeTruthy()
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull()
    figures.offlineHeld += 1
  })

  it('a page asked for while offline says it could not be loaded rather than showing the last page\'s rows as its own; a page read before comes back from the cache', async () => {
    const server = memoryRepository(Array.from({ length: 30 }, (_, index) => ({ id: String(index + 1), title: `Article ${index + 1}`, status: 'draft' })))
    // 30 articles, served a page at a time.
    const repository: Repository<Article> = {
      ...server.repository,
      getCollection: async (params, context) => {
        if (!online) throw new TypeError('Failed to fetch')
        const all = await server.repository.getCollection(params, context)
        const size = params.itemsPerPage ?? 25
        const start = ((params.page ?? 1) - 1) * size
        return { items: all.items.slice(start, start + size), total: all.total }
      },
    }
    const resource = createViewResource<Article>(nextId(), { name: 'Articles', repository })
    const view = renderList(resource)
    expect(await screen.findByText('Article 1')).toBeTruthy()
    goOffline()
    await act(async () => { screen.getByRole('button', { name: 'Page 2' }).click() })
    expect(await screen.findByText('The list could not be loaded: you are offline.')).toBeTruthy()
    expect(view.params().get('page')).toBe('2')
    // Page 1's rows are not drawn under page 2.
    expect(screen.queryByText('Article 1')).toBeNull()
    expect(screen.queryByText('Article 26')).toBeNull()
    // Page 1, read before, is there again; page 2 comes once the browser is back online.
    await act(async () => { screen.getByRole('button', { name: 'Page 1' }).click() })
    expect(await screen.findByText('Article 1')).toBeTruthy()
    expect(screen.queryByText(/The list could not be loaded/)).toBeNull()
    await act(async () => { screen.getByRole('button', { name: 'Page 2' }).click() })
    expect(await screen.findByText('The list could not be loaded: you are offline.')).toBeTruthy()
    goOnline()
    expect(await screen.findByText('Article 26')).toBeTruthy()
    expect(screen.queryByText('Article 1')).toBeNull()
    expect(screen.queryByText(/The list could not be loaded/)).toBeNull()
  })
})
