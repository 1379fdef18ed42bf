import { fireEvent, screen, waitFor } from '@testing-library/react'
import { configureStore, type Middleware } from '@reduxjs/toolkit'
import { atriumMiddleware, atriumReducers, CreateView, createViewResource, UpdateView, type AtriumStore, type Repository } from '../../../lib/index'
import { findFile } from '../../../lib/dialects/fileValues'
import { clearViewResources } from '../../../lib/state/registry'
import { renderRecordView } from '../support/renderRecordView'

interface Book {
  id: string
  title: string
  cover?: string | Blob | null
}

afterEach(() => clearViewResources())

function books(stored: Book[] = []) {
  const created: Partial<Book>[] = []
  const updated: [string, Partial<Book>][] = []
  const repository: Partial<Repository<Book>> = {
    getCollection: async () => ({ items: stored, total: stored.length }),
    getItem: async (id) => ({ ...stored.find((book) => book.id === id)! }),
    createItem: async (data) => { created.push(data); return { id: '9', title: String(data.title), cover: '/media/9.pdf' } },
    updateItem: async (id, data) => { updated.push([id, data]); return { ...stored.find((book) => book.id === id)!, ...data, cover: '/media/new.pdf' } },
  }
  const resource = createViewResource<Book>(`books${Math.random()}`, {
    repository,
    titleField: 'title',
    form: { inputs: { title: { label: 'Title', required: true }, cover: { type: 'file', label: 'Cover', accept: 'application/pdf', required: true } } },
  })
  return { resource, created, updated }
}

const pdf = () => new File(['%PDF-1.4'], 'cover.pdf', { type: 'application/pdf' })

describe('file input', () => {
  it('is a native file picker with its accepted types; the chosen file is named and sent as a File, never stored in Redux', async () => {
    const { resource, created } = books()
    const states: unknown[] = []
    const actions: unknown[] = []
    const store = configureStore({
      reducer: atriumReducers,
      middleware: (gDM) => gDM().concat(atriumMiddleware, (() => (next: (action: unknown) => unknown) => (action: unknown) => { actions.push(action); return next(action) }) as Middleware),
    })
    store.subscribe(() => states.push(store.getState()))
    renderRecordView(resource, <CreateView />, { action: 'create', store: store as unknown as AtriumStore })
    // The file control's code loads with the first form that has one.
    await waitFor(() => expect(screen.getByLabelText('Cover')).not.toHaveAttribute('aria-busy'))
    const input = screen.getByLabelText('Cover')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAttribute('accept', 'application/pdf')
    expect(input).toBeRequired()
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Dune' } })
    fireEvent.change(input, { target: { files: [pdf()] } })
    expect(screen.getByText('Chosen: cover.pdf (8 B)')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(created).toHaveLength(1))
    expect(created[0].title).toBe('Dune')
    expect(Object.prototype.toString.call(created[0].cover)).toBe('[object File]')
    expect((created[0].cover as File).name).toBe('cover.pdf')
    // The store holds only serializable data: no file, whatever RTK Query keeps of the arguments.
    expect(states.length).toBeGreaterThan(0)
    for (const state of states) expect(findFile(state)).toBeUndefined()
    // Nor do the actions Redux DevTools shows: the form's file travels as a descriptor.
    expect(actions.some((action) => JSON.stringify(action).includes('"name":"cover.pdf"'))).toBe(true)
    for (const action of actions) expect(findFile(action)).toBeUndefined()
  })

  it('in an update, shows the stored file, sends nothing for it unless another is chosen', async () => {
    const { resource, updated } = books([{ id: '1', title: 'Dune', cover: 'https://cdn.example/dune.pdf' }])
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    expect(await screen.findByRole('link', { name: 'https://cdn.example/dune.pdf' })).toHaveAttribute('href', 'https://cdn.example/dune.pdf')
    await waitFor(() => expect(screen.getByLabelText('Cover')).not.toHaveAttribute('aria-busy'))
    expect(screen.getByLabelText('Cover')).not.toBeRequired()
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Dune II' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(updated).toHaveLength(1))
    expect(updated[0]).toEqual(['1', { title: 'Dune II' }])

    fireEvent.change(screen.getByLabelText('Cover'), { target: { files: [pdf()] } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(updated).toHaveLength(2))
    expect(Object.keys(updated[1][1])).toEqual(['cover'])
    expect((updated[1][1].cover as File).name).toBe('cover.pdf')
  })

  it('a stored reference that is not a safe address stays text', async () => {
    const { resource } = books([{ id: '1', title: 'Dune', cover: 'javascript:alert(1)' }])
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    expect(await screen.findByText(/javascript:alert\(1\)/)).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
