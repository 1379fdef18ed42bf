import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { configureAtrium } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { withoutWaiting } from '../../../lib/views/useQuota'
import { renderApp } from '../support/renderApp'
import { deleteFromRow, notices, setup, shown } from '../support/deferredBooks'

// A creation quota and a delete waiting for its Undo (the demo's Bookmarks at 5 of 5, one deleted): the list showed the
// record gone but the quota still reached (Create disabled, the reason under the header) until the notice lapsed. The list
// now counts the waiting delete out; the create view sends it first (its notice goes), then reads the quota, so the list,
// the create page and the save agree. Here: three books, a quota of 3, the fake API counting its requests.

afterEach(() => {
  clearViewResources()
  configureAtrium({})
})

/** Books with a quota of `limit`, read from the API's rows; `log` records each quota read among the requests. */
function quotaBooks(limit: number | undefined) {
  const log: string[] = []
  const bench = setup(limit === undefined ? {} : {
    quota: {
      get: async () => {
        log.push(`quota ${bench.titles().length}`)
        return { used: bench.titles().length, limit }
      },
      // Nothing of the host's: Atrium's own reason.
      fallback: null,
    },
  })
  return { ...bench, log, requests: () => bench.sent.map((request) => `${request.method} ${request.path}`) }
}

const createButton = () => screen.getByRole('button', { name: 'Create' })
/** The list's reason for a disabled Create, when shown (its place is kept, hidden, below the limit). */
const reason = () => {
  const text = screen.queryByText('You have reached the limit of 3 books. Delete one to add another.')
  return text?.closest('[aria-hidden="true"]') ? null : text
}

describe('withoutWaiting', () => {
  it.each([
    ['nothing waits', { reached: true, usage: { used: 3, limit: 3 } }, 0, { reached: true, usage: { used: 3, limit: 3 } }],
    ['one waits at the limit', { reached: true, usage: { used: 3, limit: 3 } }, 1, { reached: false, usage: { used: 2, limit: 3 } }],
    ['one waits over the limit', { reached: true, usage: { used: 4, limit: 3 } }, 1, { reached: true, usage: { used: 3, limit: 3 } }],
    ['more wait than were counted', { reached: false, usage: { used: 1, limit: 3 } }, 2, { reached: false, usage: { used: 0, limit: 3 } }],
    ['no usage (no quota, or not read)', { reached: false }, 2, { reached: false }],
  ])('%s', (_case, quota, waiting, expected) => {
    expect(withoutWaiting(quota, waiting)).toEqual(expected)
  })
})

describe('a quota and a delete waiting for its Undo', () => {
  it('at the quota, the list counts the waiting delete out at once (Create usable, no reason), sending nothing; Undo counts it in again', async () => {
    const { books, deletes } = quotaBooks(3)
    renderApp([books], { url: '/admin/books/list' })
    await waitFor(() => expect(createButton()).toBeDisabled())
    expect(reason()).toBeInTheDocument()
    await deleteFromRow('Emma')
    await waitFor(() => expect(createButton()).toBeEnabled())
    expect(reason()).toBeNull()
    expect(createButton()).not.toHaveAttribute('aria-describedby')
    expect(deletes()).toEqual([])
    fireEvent.click(within(notices()).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(shown()).toEqual(['Dune', 'Emma', 'Ulysses']))
    await waitFor(() => expect(createButton()).toBeDisabled())
    expect(reason()).toBeInTheDocument()
    expect(deletes()).toEqual([])
  })

  it('Create sends the waiting delete before the quota is read: the form, not the fallback, and its notice gone', async () => {
    const { books, deletes, log, titles } = quotaBooks(3)
    const app = renderApp([books], { url: '/admin/books/list' })
    await waitFor(() => expect(createButton()).toBeDisabled())
    await deleteFromRow('Emma')
    await waitFor(() => expect(createButton()).toBeEnabled())
    // Still waiting for its Undo when Create is pressed.
    expect(within(notices()).getByRole('button', { name: 'Undo' })).toBeInTheDocument()
    expect(deletes()).toEqual([])
    const readsBefore = log.length
    fireEvent.click(createButton())
    await waitFor(() => expect(app.url()).toMatch(/\/books\/create$/))
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument()
    expect(reason()).toBeNull()
    expect(deletes().map((request) => request.path)).toEqual(['/api/books/2'])
    expect(titles()).toEqual(['Dune', 'Ulysses'])
    // The create view's reads came after the DELETE was answered: each counted 2.
    expect(log.length).toBeGreaterThan(readsBefore)
    expect(new Set(log.slice(readsBefore))).toEqual(new Set(['quota 2']))
    expect(within(notices()).queryByText('Emma deleted.')).toBeNull()
    expect(within(notices()).queryByRole('button', { name: 'Undo' })).toBeNull()
  })

  it('a delete the API refuses once Create sent it comes back, and the create page says the quota is reached', async () => {
    const { books, deletes, refusal } = quotaBooks(3)
    renderApp([books], { url: '/admin/books/list' })
    await waitFor(() => expect(createButton()).toBeDisabled())
    await deleteFromRow('Emma')
    await waitFor(() => expect(createButton()).toBeEnabled())
    refusal.reason = 'Emma is still lent out.'
    fireEvent.click(createButton())
    expect(await screen.findByText('You have reached the limit of 3 books. Delete one to add another.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(deletes()).toHaveLength(1)
    expect(await screen.findByText(/Emma is still lent out\./)).toBeInTheDocument()
  })

  it('without a quota, Create leaves the delete waiting for its Undo', async () => {
    const { books, deletes } = quotaBooks(undefined)
    const app = renderApp([books], { url: '/admin/books/list' })
    await deleteFromRow('Emma')
    fireEvent.click(createButton())
    await waitFor(() => expect(app.url()).toMatch(/\/books\/create$/))
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument()
    expect(within(notices()).getByRole('button', { name: 'Undo' })).toBeInTheDocument()
    expect(deletes()).toEqual([])
  })
})
