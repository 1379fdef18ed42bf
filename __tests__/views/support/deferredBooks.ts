import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { configureAtrium, createViewResource, type ResourceDeclaration } from '../../../lib/index'
import { hydraRecord, hydraServer, type HydraRecord } from '../../support/hydraServer'

// The undoable delete's test bench (deferredDelete*.test.tsx): a fake API Platform with three books, counting its
// requests, and the steps a reader takes on the books' list.

/** How long a notice stays (`NOTICE_DURATION_MS`). */
export const NOTICE_MS = 5000

/** A request the fake API received. */
export interface Sent { method: string; path: string; keepalive: boolean; authorization: string | null }

/** A fake API Platform with three books (Dune 1, Emma 2, Ulysses 3); `refusal.reason` makes its DELETEs answer 409 with that reason. */
export function setup(declaration: Partial<ResourceDeclaration<HydraRecord>> = {}) {
  const server = hydraServer({ books: [hydraRecord('books', 1, 'Dune'), hydraRecord('books', 2, 'Emma'), hydraRecord('books', 3, 'Ulysses')] }, null)
  const sent: Sent[] = []
  const refusal: { reason?: string } = {}
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input))
    const method = init?.method ?? 'GET'
    sent.push({ method, path: url.pathname, keepalive: init?.keepalive === true, authorization: new Headers(init?.headers).get('Authorization') })
    if (method === 'DELETE' && refusal.reason) {
      return new Response(JSON.stringify({ title: 'Conflict', detail: refusal.reason }), { status: 409, headers: { 'Content-Type': 'application/problem+json' } })
    }
    const size = Number(url.searchParams.get('itemsPerPage'))
    if (method === 'GET' && url.pathname === '/api/books' && size > 0) {
      // API Platform's pages: `page` and `itemsPerPage`, the total of the whole collection.
      const rows = server.collections.books
      const start = (Number(url.searchParams.get('page') ?? 1) - 1) * size
      return new Response(JSON.stringify({ member: rows.slice(start, start + size), totalItems: rows.length }), { status: 200, headers: { 'Content-Type': 'application/ld+json' } })
    }
    return server.fetch(input, init)
  }
  configureAtrium({ api: { baseUrl: 'https://api.test', fetch } })
  const books = createViewResource<HydraRecord>('books', { ...declaration, path: '/api/books', titleField: 'title' })
  const titles = () => server.collections.books.map((book) => book.title)
  const deletes = () => sent.filter((request) => request.method === 'DELETE')
  return { server, books, sent, refusal, titles, deletes, fetch }
}

/** The books' titles. */
export const TITLES = ['Dune', 'Emma', 'Ulysses']
/** The books in the table, by title, in order. */
export const shown = () => screen.queryAllByRole('row').slice(1).map((row) => TITLES.find((title) => row.textContent?.includes(title)) ?? row.textContent)
/** The region of the notices that are no failures. */
export const notices = () => screen.getByRole('status', { name: 'Notifications' })
/** Moves jest's fake clock on by `ms`. */
export const passTime = (ms: number) => act(() => { jest.advanceTimersByTime(ms) })

/** Opens the list, deletes `title` from its row and confirms; resolves once its notice is shown. */
export async function deleteFromRow(title: string) {
  await screen.findByText(title)
  fireEvent.click(screen.getByRole('button', { name: `Delete ${title}` }))
  const dialog = await screen.findByRole('alertdialog')
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }))
  await within(notices()).findByText(`${title} deleted.`)
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
}
