import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { configureAtrium } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { renderApp } from '../support/renderApp'
import { NOTICE_MS, deleteFromRow, notices, passTime, setup, shown } from '../support/deferredBooks'
import { hydraRecord } from '../../support/hydraServer'

// A record whose undoable delete waits is gone for its own views too, and a delete the API answers 404 (deleted
// meanwhile, elsewhere) is done, not refused. Before: Back to the record's Show or Edit view drew it from the cache as if
// it still existed (its form could be saved); a 404 brought the record back with "could not be deleted: Not Found"; and
// a notice whose delete left with the page (pagehide) still offered an Undo that undid nothing once the page came back.

afterEach(() => {
  clearViewResources()
  configureAtrium({})
  jest.useRealTimers()
})

const MISSING = 'This record does not exist: it may have been deleted.'
/** The record's own view drawing Dune: its heading. */
const dune = () => screen.queryByRole('heading', { name: 'Dune' })

describe('while a delete waits, the record\'s own views', () => {
  it('show it as deleted, reading nothing, in Show and Edit; Undo shows it again', async () => {
    const { books, sent } = setup()
    const app = renderApp([books], { url: '/admin/books/list' })
    await deleteFromRow('Dune')
    const before = sent.length
    await app.go('/admin/books/read/1')
    expect(await screen.findByText(MISSING)).toBeInTheDocument()
    expect(dune()).toBeNull()
    await app.go('/admin/books/update/1')
    expect(await screen.findByText(MISSING)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(sent.slice(before).filter((request) => request.path === '/api/books/1')).toEqual([])

    fireEvent.click(within(notices()).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByRole('heading', { name: 'Dune' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument()
    expect(screen.queryByText(MISSING)).toBeNull()
  })

  it('once its time is up, Show goes on saying it does not exist: neither the record nor "Loading…" is drawn in between', async () => {
    jest.useFakeTimers()
    const { books, deletes, sent } = setup()
    const app = renderApp([books], { url: '/admin/books/read/1' })
    // Read before (its Show opened from the list), so its read is cached.
    await screen.findByRole('heading', { name: 'Dune' })
    await app.go('/admin/books/list')
    await deleteFromRow('Dune')
    await app.go('/admin/books/read/1')
    await screen.findByText(MISSING)
    // A list still shown (the demo's Show is a drawer over it) is read again once the delete is done.
    act(() => { app.store.dispatch(books.endpoints.list.initiate({})) })
    // Every element drawn from now on: none is the record's heading, nor "Loading…".
    const drawn: string[] = []
    const watch = new MutationObserver((changes) => {
      for (const node of changes.flatMap((change) => [...change.addedNodes])) {
        if (node instanceof Element) drawn.push(...[node, ...node.querySelectorAll('*')].filter((element) => element.matches('h1, .atrium-loading')).map((element) => element.outerHTML))
      }
    })
    watch.observe(document.body, { subtree: true, childList: true, characterData: true })
    await passTime(NOTICE_MS)
    await waitFor(() => expect(deletes()).toHaveLength(1))
    // Not read again once the delete is done (it read it again, the API answering 404): the view says what it said.
    await waitFor(() => expect(app.store.getState().atrium.deferredDeletes).toEqual({}))
    await passTime(NOTICE_MS)
    await act(async () => { await Promise.resolve() })
    expect(sent.filter((request) => request.method === 'GET' && request.path === '/api/books/1')).toHaveLength(1)
    watch.disconnect()
    expect(drawn).toEqual([])
    expect(screen.getByText(MISSING)).toBeInTheDocument()
  })
})

describe('a waiting delete the API answers 404 (deleted meanwhile, elsewhere)', () => {
  it('is done: the record stays out, no error notice, its Show view says it does not exist', async () => {
    const { books, server, deletes, sent } = setup()
    const app = renderApp([books], { url: '/admin/books/list' })
    await deleteFromRow('Dune')
    // Someone else deletes it while the notice offers Undo.
    server.collections.books.splice(0, 1)
    fireEvent.click(within(notices()).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(deletes()).toHaveLength(1))
    await waitFor(() => expect(sent.filter((request) => request.method === 'GET' && request.path === '/api/books').length).toBeGreaterThan(0))
    // A list read again does not bring it back, and nothing is said to have failed.
    act(() => { app.store.dispatch(books.api.util.invalidateTags([books.util.listTag])) })
    await waitFor(() => expect(screen.getByText('2 in all')).toBeInTheDocument())
    expect(shown()).toEqual(['Emma', 'Ulysses'])
    expect(within(screen.getByRole('alert', { name: 'Errors' })).queryByText(/could not be deleted/)).toBeNull()
    const before = sent.length
    await app.go('/admin/books/read/1')
    expect(await screen.findByText(MISSING)).toBeInTheDocument()
    // The API said it is gone: nothing more is asked of it.
    expect(sent.slice(before).filter((request) => request.path === '/api/books/1')).toEqual([])
  })
})

describe('a delete sent and done', () => {
  it('Back to the record\'s Show reads nothing and says it does not exist; a book created since under its id (an API reusing ids) is read', async () => {
    const { books, server, deletes, sent, fetch } = setup()
    const app = renderApp([books], { url: '/admin/books/read/3' })
    await screen.findByRole('heading', { name: 'Ulysses' })
    await app.go('/admin/books/list')
    await deleteFromRow('Ulysses')
    fireEvent.click(within(notices()).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(deletes()).toHaveLength(1))
    await waitFor(() => expect(app.store.getState().atrium.deferredDeletes).toEqual({}))
    const before = sent.length
    await app.go('/admin/books/read/3')
    expect(await screen.findByText(MISSING)).toBeInTheDocument()
    await act(async () => { await Promise.resolve() })
    expect(sent.slice(before).filter((request) => request.path === '/api/books/3')).toEqual([])

    // The API makes the next book under the freed id 3: it is a record again, read as any other.
    configureAtrium({ api: { baseUrl: 'https://api.test', fetch: async (input, init) => {
      if (init?.method !== 'POST') return fetch(input, init)
      const book = hydraRecord('books', 3, 'Ulysses again')
      server.collections.books.push(book)
      return new Response(JSON.stringify(book), { status: 201, headers: { 'Content-Type': 'application/ld+json' } })
    } } })
    await act(async () => { await app.store.dispatch(books.endpoints.create.initiate({ data: { title: 'Ulysses again' } })) })
    await app.go('/admin/books/list')
    await app.go('/admin/books/read/3')
    expect(await screen.findByRole('heading', { name: 'Ulysses again' })).toBeInTheDocument()
  })
})

describe('a delete sent as the page is left (pagehide)', () => {
  it('takes its notice away: a page restored from the back-forward cache offers no Undo that cannot undo', async () => {
    const { books, deletes } = setup()
    renderApp([books], { url: '/admin/books/list' })
    await deleteFromRow('Emma')
    await act(async () => { window.dispatchEvent(new Event('pagehide')) })
    expect(deletes().map((request) => request.path)).toEqual(['/api/books/2'])
    // Gone with the page, not when its time is up (the page's timers stand still in the back-forward cache).
    expect(within(notices()).queryByText('Emma deleted.')).toBeNull()
    expect(within(notices()).queryByRole('button', { name: 'Undo' })).toBeNull()
    await waitFor(() => expect(shown()).toEqual(['Dune', 'Ulysses']))
  })
})
