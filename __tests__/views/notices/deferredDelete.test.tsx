import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { clearUserData, configureAtrium, createTokenSession } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { hydraRecord } from '../../support/hydraServer'
import { renderApp } from '../support/renderApp'
import { NOTICE_MS, deleteFromRow, notices, passTime, setup, shown } from '../support/deferredBooks'

// The undoable delete (react-admin's `undoable` mutation mode), through the public entry against a fake API counting
// its requests: a record deleted leaves the list at once, its notice offers Undo, and the DELETE is sent only when
// the notice's time is up (5 s, jest's fake clock) or it is closed. Undo puts the same record back, sending nothing.
// Before, the DELETE left at once and Undo re-created the record under a new id.

afterEach(() => {
  clearViewResources()
  configureAtrium({})
  jest.useRealTimers()
})

describe('an undoable delete (the default)', () => {
  it('draws the record away at once and sends nothing while its notice offers Undo; exactly one DELETE once its time is up', async () => {
    jest.useFakeTimers()
    const { books, deletes, titles } = setup()
    renderApp([books], { url: '/admin/books/list' })
    await screen.findByText('Dune')
    fireEvent.click(screen.getByRole('button', { name: 'Delete Dune' }))
    expect(await within(await screen.findByRole('alertdialog')).findByText('“Dune” will be deleted. You can undo this for a few seconds.')).toBeInTheDocument()
    fireEvent.click(await within(screen.getByRole('alertdialog')).findByRole('button', { name: 'Delete' }))
    await within(notices()).findByText('Dune deleted.')
    await waitFor(() => expect(shown()).toEqual(['Emma', 'Ulysses']))
    expect(within(notices()).getByRole('button', { name: 'Undo' })).toBeInTheDocument()
    expect(deletes()).toEqual([])
    // Most of its time gone: still nothing sent, the API still has it.
    await passTime(NOTICE_MS - 1000)
    expect(deletes()).toEqual([])
    expect(titles()).toContain('Dune')
    await passTime(1000)
    await waitFor(() => expect(deletes()).toHaveLength(1))
    expect(deletes()[0].path).toBe('/api/books/1')
    expect(within(notices()).queryByText('Dune deleted.')).toBeNull()
    await waitFor(() => expect(titles()).toEqual(['Emma', 'Ulysses']))
    // The lists are read again without it; no second DELETE ever follows.
    await passTime(NOTICE_MS * 2)
    expect(shown()).toEqual(['Emma', 'Ulysses'])
    expect(deletes()).toHaveLength(1)
  })

  it('Undo puts the same record back in its place, sending no request at all', async () => {
    jest.useFakeTimers()
    const { books, sent, titles } = setup()
    const app = renderApp([books], { url: '/admin/books/list' })
    await deleteFromRow('Emma')
    expect(shown()).toEqual(['Dune', 'Ulysses'])
    const before = sent.length
    fireEvent.click(within(notices()).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(shown()).toEqual(['Dune', 'Emma', 'Ulysses']))
    expect(await within(notices()).findByText('Emma restored.')).toBeInTheDocument()
    await passTime(NOTICE_MS * 2)
    expect(sent.slice(before)).toEqual([])
    expect(titles()).toEqual(['Dune', 'Emma', 'Ulysses'])
    // The same record: its id, so its address, is the one it had.
    const show = screen.getByRole('link', { name: 'Show Emma' })
    expect(show.getAttribute('href')).toMatch(/\/books\/read\/2$/)
    fireEvent.click(show)
    await waitFor(() => expect(app.url()).toMatch(/\/books\/read\/2$/))
  })

  it('closing the notice sends it at once', async () => {
    const { books, deletes } = setup()
    renderApp([books], { url: '/admin/books/list' })
    await deleteFromRow('Dune')
    expect(deletes()).toEqual([])
    fireEvent.click(within(notices()).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(deletes().map((request) => request.path)).toEqual(['/api/books/1']))
  })

  it('a notice that goes with its provider (the views unmounted: a scope left) sends it then', async () => {
    const { books, deletes } = setup()
    const app = renderApp([books], { url: '/admin/books/list' })
    await deleteFromRow('Dune')
    expect(deletes()).toEqual([])
    app.unmount()
    await waitFor(() => expect(deletes().map((request) => request.path)).toEqual(['/api/books/1']))
  })

  it('refused when finally sent, the record comes back in place and an error notice names it with the API\'s reason', async () => {
    jest.useFakeTimers()
    const { books, deletes, refusal, titles } = setup()
    refusal.reason = 'Dune is still lent out.'
    renderApp([books], { url: '/admin/books/list' })
    await deleteFromRow('Dune')
    expect(shown()).toEqual(['Emma', 'Ulysses'])
    await passTime(NOTICE_MS)
    await waitFor(() => expect(deletes()).toHaveLength(1))
    const errors = screen.getByRole('alert', { name: 'Errors' })
    expect(await within(errors).findByText('“Dune” could not be deleted: Dune is still lent out.')).toBeInTheDocument()
    await waitFor(() => expect(shown()).toEqual(['Dune', 'Emma', 'Ulysses']))
    expect(titles()).toEqual(['Dune', 'Emma', 'Ulysses'])
  })

  it('leaving the page (pagehide) sends it at once, before any timer, with keepalive; its notice lapsing later sends nothing more', async () => {
    jest.useFakeTimers()
    const { books, deletes } = setup()
    renderApp([books], { url: '/admin/books/list' })
    await deleteFromRow('Ulysses')
    expect(deletes()).toEqual([])
    // Only promise callbacks run here (no timer, no task): what a page being left still runs.
    await act(async () => { window.dispatchEvent(new Event('pagehide')) })
    expect(deletes()).toEqual([expect.objectContaining({ path: '/api/books/3', keepalive: true })])
    await passTime(NOTICE_MS * 2)
    expect(deletes()).toHaveLength(1)
  })

  it('a list read again while the delete waits does not bring the record back', async () => {
    const { books, deletes, sent } = setup()
    const app = renderApp([books], { url: '/admin/books/list' })
    await deleteFromRow('Dune')
    const lists = () => sent.filter((request) => request.method === 'GET' && request.path === '/api/books').length
    const before = lists()
    // Another write, a pushed change: the lists are read again, and the API still has Dune.
    act(() => { app.store.dispatch(books.api.util.invalidateTags([books.util.listTag])) })
    await waitFor(() => expect(lists()).toBe(before + 1))
    await waitFor(() => expect(screen.getByText('2 in all')).toBeInTheDocument())
    expect(shown()).toEqual(['Emma', 'Ulysses'])
    expect(deletes()).toEqual([])
    // Undone, it comes back once.
    fireEvent.click(within(notices()).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(shown()).toEqual(['Dune', 'Emma', 'Ulysses']))
  })

  it('a full page read again while a delete waits, one record short, is not taken for the API\'s page size limit', async () => {
    const { books, server, sent } = setup({ pageSize: 3 })
    server.collections.books.push(hydraRecord('books', 4, 'Walden'), hydraRecord('books', 5, 'Zazie'))
    const app = renderApp([books], { url: '/admin/books/list' })
    await deleteFromRow('Dune')
    const lists = () => sent.filter((request) => request.method === 'GET' && request.path === '/api/books').length
    const before = lists()
    act(() => { app.store.dispatch(books.api.util.invalidateTags([books.util.listTag])) })
    await waitFor(() => expect(lists()).toBe(before + 1))
    await waitFor(() => expect(screen.getByText('4 in all')).toBeInTheDocument())
    expect(shown()).toEqual(['Emma', 'Ulysses'])
    expect(app.params().get('pageSize')).toBeNull()
    fireEvent.click(within(notices()).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(shown()).toEqual(['Dune', 'Emma', 'Ulysses']))
  })

  it('a bulk delete is one deferred batch: Undo brings every record back with no request; its time up sends them', async () => {
    jest.useFakeTimers()
    const { books, deletes, sent, titles } = setup()
    renderApp([books], { url: '/admin/books/list' })
    await screen.findByText('Dune')
    const deleteSelection = async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select Dune' }))
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ulysses' }))
      fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' }))
      expect(screen.getByText('Delete 2 selected (Dune, Ulysses)? You can undo it from the notice that follows.')).toBeInTheDocument()
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
      await within(notices()).findByText('Dune, Ulysses deleted.')
      await waitFor(() => expect(shown()).toEqual(['Emma']))
    }
    await deleteSelection()
    const before = sent.length
    fireEvent.click(within(notices()).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(shown()).toEqual(['Dune', 'Emma', 'Ulysses']))
    expect(await within(notices()).findByText('2 records restored.')).toBeInTheDocument()
    await passTime(NOTICE_MS * 2)
    expect(sent.slice(before)).toEqual([])

    await deleteSelection()
    expect(deletes()).toEqual([])
    await passTime(NOTICE_MS)
    // API Platform deletes one record per request.
    await waitFor(() => expect(deletes().map((request) => request.path)).toEqual(['/api/books/1', '/api/books/3']))
    await waitFor(() => expect(titles()).toEqual(['Emma']))
    expect(shown()).toEqual(['Emma'])
  })

  it('a batch refused when sent brings its records back and one error notice names each with its reason', async () => {
    const { books, refusal } = setup()
    refusal.reason = 'Lent out.'
    renderApp([books], { url: '/admin/books/list' })
    await screen.findByText('Dune')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Dune' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Emma' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' }))
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(shown()).toEqual(['Ulysses']))
    fireEvent.click(within(notices()).getByRole('button', { name: 'Dismiss' }))
    const errors = screen.getByRole('alert', { name: 'Errors' })
    expect(await within(errors).findByText('2 records could not be deleted: Dune: Lent out.; Emma: Lent out.')).toBeInTheDocument()
    await waitFor(() => expect(shown()).toEqual(['Dune', 'Emma', 'Ulysses']))
  })
})

describe('a change of user drops a delete that waits (never sent with the next user\'s token)', () => {
  /** The fake API's sign-in: `POST /api/login_check` answers `token-<username>`, `GET /api/me` the user. */
  function signInApi(fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
    return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      const url = new URL(String(input), 'https://api.test')
      if (url.pathname === '/api/login_check') {
        const { username } = JSON.parse(String(init?.body)) as { username: string }
        return new Response(JSON.stringify({ token: `token-${username}` }), { status: 200, headers: { 'Content-Type': 'application/json' } })
      }
      return fetch(input, init)
    }
  }

  it('clearUserData (a host\'s sign-out) drops it: nothing is sent, not when its time is up, not when the page is left', async () => {
    jest.useFakeTimers()
    const { books, deletes, server } = setup()
    const app = renderApp([books], { url: '/admin/books/list' })
    await deleteFromRow('Dune')
    // The next user's books are others: the list read again shows theirs.
    server.collections.books = [hydraRecord('books', 7, 'Zola')]
    act(() => { app.store.dispatch(clearUserData()) })
    await screen.findByText('Zola')
    await passTime(NOTICE_MS * 2)
    await act(async () => { window.dispatchEvent(new Event('pagehide')) })
    expect(deletes()).toEqual([])
    // Nothing of the dropped delete is drawn into the next user's list, nor told.
    expect(screen.queryByText('Dune')).toBeNull()
    expect(screen.getAllByRole('row')).toHaveLength(2)
  })

  it('a sign-out, or another user signing in, drops it; made and lapsed by one user, it carries that user\'s token', async () => {
    const { books, deletes, fetch } = setup()
    const session = createTokenSession({ fetch: signInApi(fetch) })
    configureAtrium({ api: { baseUrl: 'https://api.test', fetch, getAuthToken: session.getAuthToken } })
    const app = renderApp([books], { url: '/admin/books/list' })
    const detach = session.attach(app.store)
    await act(async () => { await session.signIn('ada', 'secret') })

    // Ada's delete, lapsed while she is signed in: sent with her token.
    await deleteFromRow('Emma')
    fireEvent.click(within(notices()).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(deletes()).toEqual([expect.objectContaining({ path: '/api/books/2', authorization: 'Bearer token-ada' })]))

    // Signed out while it waits: dropped.
    await deleteFromRow('Dune')
    act(() => session.signOut())
    act(() => { window.dispatchEvent(new Event('pagehide')) })

    // Bob signs in over Ada's session while her delete waits (the token changes before any check reads him): dropped.
    await act(async () => { await session.signIn('ada', 'secret') })
    await deleteFromRow('Ulysses')
    await act(async () => { await session.signIn('bob', 'secret') })
    await act(async () => { window.dispatchEvent(new Event('pagehide')) })
    expect(deletes()).toHaveLength(1)
    expect(deletes().filter((request) => request.authorization === 'Bearer token-bob')).toEqual([])
    detach?.()
  })
})

describe('a delete that waits for the API (`optimistic: false`)', () => {
  it('is sent at once, says it cannot be undone, and its notice offers no Undo (as before)', async () => {
    const { books, deletes } = setup({ views: { delete: { optimistic: false } } })
    renderApp([books], { url: '/admin/books/list' })
    await screen.findByText('Dune')
    fireEvent.click(screen.getByRole('button', { name: 'Delete Dune' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(await within(dialog).findByText('“Dune” will be deleted. This cannot be undone.')).toBeInTheDocument()
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(deletes().map((request) => request.path)).toEqual(['/api/books/1']))
    expect(await within(notices()).findByText('Dune deleted.')).toBeInTheDocument()
    expect(within(notices()).queryByRole('button', { name: 'Undo' })).toBeNull()
  })
})
