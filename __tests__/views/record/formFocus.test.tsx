import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createViewResource, type ActionOptions, type FormInputs } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { recordRepository } from '../support/recordRepository'
import { renderApp } from '../support/renderApp'

// A walk tabbed to a row's Edit and pressed Enter: the edit drawer opened with the focus on its × and a space typed
// there closed it, the typing lost. A create or update form opened in a frame (drawer, dialog) now puts the focus in
// its first editable input, whether the frame opened with the form drawn or the form came after (its record or its
// code still loading). A form on a page does the same (the page view's container had the focus).

afterEach(() => clearViewResources())

interface Row { id: string; title: string; createdAt?: string; notes?: string }

function declare(views: Partial<Record<'update' | 'create', ActionOptions<Row>>>, inputs: FormInputs<Row> = { title: { label: 'Title' }, notes: { type: 'textarea', label: 'Notes' } }) {
  const data = recordRepository<Row>([{ id: '1', title: 'First', createdAt: '2024-01-01T00:00:00.000Z' }])
  const resource = createViewResource<Row>('rows', { repository: data.repository, titleField: 'title', views, form: { inputs }, filters: { title: { type: 'text', label: 'Search' } } })
  return { resource, ...data }
}

/** Presses a control as a keyboard reader does: focused, then activated (a row's Edit is a link, Create a button). */
async function press(name: string) {
  const control = await screen.findByRole(name.startsWith('Edit ') ? 'link' : 'button', { name })
  act(() => control.focus())
  fireEvent.click(control)
}

describe('a form opened in a frame', () => {
  it.each(['drawer', 'dialog'] as const)('update in a %s: the frame focuses its ×, then the first field once the record is read', async (open) => {
    const { resource, hold } = declare({ update: { open } })
    const read = hold('getItem')
    renderApp([resource], { url: '/admin/rows/list' })
    await press('Edit First')
    const frame = await screen.findByRole('dialog')
    await waitFor(() => expect(within(frame).getByRole('button', { name: 'Close' })).toHaveFocus())
    await act(async () => { read.resolve() })
    const title = await within(frame).findByLabelText('Title')
    await waitFor(() => expect(title).toHaveFocus())
    // Typing goes into the field; the frame stays.
    fireEvent.change(title, { target: { value: 'First edited' } })
    expect(screen.getByRole('dialog')).toBe(frame)
    expect(title).toHaveValue('First edited')
  })

  it('update in a drawer opened with its form drawn (record read, code loaded): the first field at once', async () => {
    const { resource } = declare({ update: { open: 'drawer' } })
    const app = renderApp([resource], { url: '/admin/rows/list' })
    await press('Edit First')
    await within(await screen.findByRole('dialog')).findByLabelText('Title')
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    await waitFor(() => expect(app.url()).toBe('/admin/rows/list'))
    await press('Edit First')
    const frame = await screen.findByRole('dialog')
    // Drawn in the commit that opened the frame: the frame itself focuses the field marked for it.
    const title = within(frame).getByLabelText('Title')
    expect(title).toHaveAttribute('data-autofocus')
    expect(title).toHaveFocus()
    expect(within(frame).getAllByRole('textbox').filter((input) => input.hasAttribute('data-autofocus'))).toHaveLength(1)
  })

  it('skips a read-only first input (a generated value): the first one a person can type in', async () => {
    const { resource } = declare({ update: { open: 'drawer' } }, { createdAt: { generatedValue: true, label: 'Created at' }, title: { label: 'Title' } })
    renderApp([resource], { url: '/admin/rows/list' })
    await press('Edit First')
    const frame = await screen.findByRole('dialog')
    const title = await within(frame).findByLabelText('Title')
    await waitFor(() => expect(title).toHaveFocus())
    expect(within(frame).getByLabelText('Created at')).not.toHaveAttribute('data-autofocus')
  })

  it('create in a dialog: the first field', async () => {
    const { resource } = declare({ create: { open: 'dialog' } })
    renderApp([resource], { url: '/admin/rows/list' })
    await press('Create')
    const frame = await screen.findByRole('dialog', { name: 'New row' })
    await waitFor(() => expect(within(frame).getByLabelText('Title')).toHaveFocus())
  })
})

describe('a form on a page', () => {
  // A walk found the page view's container with the focus on a create or edit page: the reader had to Tab to the first
  // field. The form takes it as in a frame, and is named by the page's heading (announced with the field).
  it.each([
    ['update', 'Edit First', 'First'],
    ['create', 'Create', 'New row'],
  ] as const)('%s: the first field takes the focus, in a form named by the page\'s heading', async (action, control, heading) => {
    const { resource } = declare({ [action]: { open: 'page' } })
    renderApp([resource], { url: '/admin/rows/list' })
    await press(control)
    const title = await screen.findByLabelText('Title')
    await waitFor(() => expect(title).toHaveFocus())
    expect(screen.getByRole('form', { name: heading })).toContainElement(title)
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
  })

  it('update: the focus the reader moved elsewhere while the record was read stays there', async () => {
    const { resource, hold } = declare({ update: { open: 'page' } })
    const read = hold('getItem')
    renderApp([resource], { url: '/admin/rows/list' })
    await press('Edit First')
    await waitFor(() => expect(document.activeElement?.matches('.atrium-page')).toBe(true))
    const elsewhere = document.createElement('button')
    document.body.appendChild(elsewhere)
    act(() => elsewhere.focus())
    await act(async () => { read.resolve() })
    await screen.findByLabelText('Title')
    expect(elsewhere).toHaveFocus()
    elsewhere.remove()
  })

  // The walk's Create → Save left the focus on the page's body: a keyboard or screen-reader user started again from the top.
  it('create: Save goes back to the list with the focus on the new record\'s Show link, or on Create when the list does not show it', async () => {
    const { resource } = declare({ create: { open: 'page' } })
    const app = renderApp([resource], { url: '/admin/rows/list' })
    await press('Create')
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Second' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const show = await screen.findByRole('link', { name: 'Show Second' })
    await waitFor(() => expect(show).toHaveFocus())
    expect(app.url()).toBe('/admin/rows/list')

    // A list filtered so that it does not show the new record: its Create button.
    await app.go(`/admin/rows/list?filter=${encodeURIComponent(JSON.stringify({ title: { contains: 'First' } }))}`)
    await screen.findByRole('link', { name: 'Show First' })
    await press('Create')
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Third' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Third created.')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toHaveFocus())
    expect(screen.queryByRole('link', { name: 'Show Third' })).toBeNull()
  })
})
