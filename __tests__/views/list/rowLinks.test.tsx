// A list's Show and Edit (row actions, a phone card's title, the items of a row's "⋯" menu) are links to the
// address their click opens: a reader can open them in a new tab, copy them, see them on hover. Their address
// comes from the same path function as the click (`openPath`) and never leaves the site, whatever the record's id.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createViewResource, parseViewPath } from '../../../lib/index'
import { PHONE_QUERY } from '../../../lib/config/usePhoneWidth'
import { clearViewResources } from '../../../lib/state/registry'
import { flush } from '../../support/deferred'
import { recordRepository } from '../support/recordRepository'
import { renderApp } from '../support/renderApp'

interface Row { id: string; title: string }

const SITE = 'https://atrium.test'
const HOSTILE = ['//evil.example', 'javascript:alert(1)', '../../x', 'https://evil.example/', '\\\\evil.example']
const LIST_URL = '/admin/rows/list?sort=-title'

const original = window.matchMedia
function phoneWidth(phone: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_QUERY ? phone : false,
    media: query, addEventListener: () => undefined, removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
}

afterEach(async () => {
  window.matchMedia = original
  await act(async () => { await flush() })
  clearViewResources()
})

function declare(ids: readonly string[]) {
  const data = recordRepository<Row>(ids.map((id, index) => ({ id, title: `Row ${index + 1}` })))
  return createViewResource<Row>('rows', {
    name: 'Rows', titleField: 'title', repository: data.repository,
    // Show over the list in a drawer; Edit on a page of its own.
    views: { read: { open: 'drawer' } },
    form: { inputs: { title: { label: 'Title' } } },
  })
}

/** Clicks `element` as `init` says; returns whether the app took the click (the browser then follows nothing). */
function click(element: HTMLElement, init: MouseEventInit = {}): boolean {
  let prevented = false
  // After React's own listener (at the root): what it did, then nothing for jsdom to follow.
  const after = (event: Event) => {
    prevented = event.defaultPrevented
    event.preventDefault()
  }
  window.addEventListener('click', after)
  try {
    fireEvent.click(element, init)
  } finally {
    window.removeEventListener('click', after)
  }
  return prevented
}

/** Where a link leads, read as the browser reads it from the list's page. */
const target = (link: HTMLElement) => new URL(link.getAttribute('href')!, `${SITE}${LIST_URL}`)

describe('row actions as links', () => {
  it.each(HOSTILE)('the id %p gives Show and Edit addresses on this site that open that record, as the click does', async (id) => {
    const app = renderApp([declare([id])], { url: LIST_URL })
    const show = await screen.findByRole('link', { name: 'Show Row 1' })
    const edit = screen.getByRole('link', { name: 'Edit Row 1' })
    for (const link of [show, edit]) {
      const url = target(link)
      expect(url.origin).toBe(SITE)
      expect(url.protocol).toBe('https:')
      expect(link.getAttribute('href')).toMatch(/^\/admin\/rows\//)
    }
    // Show opens over the list, keeping its query; Edit on its page, carrying the list's query for the way back.
    expect(parseViewPath(show.getAttribute('href')!)).toEqual({ scope: 'admin', resource: 'rows', action: 'list', over: { resource: 'rows', action: 'read', id }, list: { sort: ['-title'] } })
    expect(parseViewPath(edit.getAttribute('href')!)).toEqual({ scope: 'admin', resource: 'rows', action: 'update', id, list: { sort: ['-title'] } })
    expect(parseViewPath(target(edit).pathname + target(edit).search)?.id).toBe(id)

    // A plain click is the app's: it goes exactly where the link leads.
    const href = show.getAttribute('href')
    expect(click(show)).toBe(true)
    await waitFor(() => expect(app.url()).toBe(href))
    expect(await screen.findByRole('dialog', { name: 'Row 1' })).toBeInTheDocument()
  })

  it('leaves a middle, Ctrl, ⌘, Shift or Alt click to the browser (a new tab or window), the app staying where it is', async () => {
    const app = renderApp([declare(['7'])], { url: LIST_URL })
    const edit = await screen.findByRole('link', { name: 'Edit Row 1' })
    for (const init of [{ button: 1 }, { ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }]) {
      expect(click(edit, init)).toBe(false)
    }
    await act(async () => { await flush() })
    expect(app.url()).toBe(LIST_URL)
    expect(click(edit)).toBe(true)
    await waitFor(() => expect(app.url()).toBe('/admin/rows/update/7?sort=-title'))
  })

  it('draws the opener of an id the browser would resolve away (`..`, `.`) as a button, not a link elsewhere', async () => {
    renderApp([declare(['..', '.', 'ok'])], { url: LIST_URL })
    expect(await screen.findByRole('link', { name: 'Show Row 3' })).toHaveAttribute('href', '/admin/rows/list/rows/read/ok?sort=-title')
    for (const name of ['Show Row 1', 'Edit Row 1', 'Show Row 2', 'Edit Row 2']) {
      expect(screen.queryByRole('link', { name })).toBeNull()
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    }
    // No link of the page holds a dot segment.
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/\/\.{1,2}(?=[/?#]|$)/)
  })
})

describe('the leave guard', () => {
  it("asks when a row's link would leave a form holding changes (a row behind the drawer), as the row's button did", async () => {
    const rows = createViewResource<Row>('rows', {
      name: 'Rows', titleField: 'title', repository: recordRepository<Row>([{ id: '1', title: 'Row 1' }, { id: '2', title: 'Row 2' }]).repository,
      views: { update: { open: 'drawer' }, read: { open: 'drawer' } },
      form: { inputs: { title: { label: 'Title' } } },
    })
    const app = renderApp([rows], { url: LIST_URL })
    fireEvent.click(await screen.findByRole('link', { name: 'Edit Row 1' }))
    const drawer = '/admin/rows/list/rows/update/1?sort=-title'
    await waitFor(() => expect(app.url()).toBe(drawer))
    const title = await screen.findByLabelText('Title')
    await waitFor(() => expect(title).toHaveValue('Row 1'))
    fireEvent.change(title, { target: { value: 'Changed' } })

    // The list behind the modal drawer is hidden from the accessibility tree; a pointer may still reach it.
    expect(click(screen.getByRole('link', { name: 'Show Row 2', hidden: true }))).toBe(true)
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument()
    expect(screen.getByLabelText('Title')).toBe(title)
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(app.url()).toBe(drawer))
    expect(screen.getByLabelText('Title')).toHaveValue('Changed')
  })
})

describe('a phone card', () => {
  it.each(HOSTILE)("with the id %p: its title and its menu's Show and Edit are links on this site; Delete stays a button", async (id) => {
    phoneWidth(true)
    const app = renderApp([declare([id])], { url: LIST_URL })
    const title = await screen.findByRole('link', { name: 'Row 1' })
    expect(target(title).origin).toBe(SITE)
    expect(parseViewPath(title.getAttribute('href')!)?.over).toEqual({ resource: 'rows', action: 'read', id })

    fireEvent.click(screen.getByRole('button', { name: 'Actions for Row 1' }))
    const menu = await screen.findByRole('menu', { name: 'Actions for Row 1' })
    const [show, edit, remove] = within(menu).getAllByRole('menuitem')
    expect(show).toHaveAttribute('href', title.getAttribute('href'))
    expect(parseViewPath(edit.getAttribute('href')!)).toMatchObject({ action: 'update', id })
    for (const link of [show, edit]) expect(target(link).origin).toBe(SITE)
    expect(remove.tagName).toBe('BUTTON')
    expect(remove).not.toHaveAttribute('href')

    // A Ctrl click leaves the menu open and the app where it is; a plain click chooses the item.
    expect(click(edit, { ctrlKey: true })).toBe(false)
    expect(screen.getByRole('menu')).toBe(menu)
    const href = edit.getAttribute('href')
    expect(click(edit)).toBe(true)
    await waitFor(() => expect(app.url()).toBe(href))
  })
})
