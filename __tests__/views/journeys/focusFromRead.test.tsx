import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createViewResource } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { recordRepository } from '../support/recordRepository'
import { renderApp } from '../support/renderApp'

// Issue 14, point 9: focus is never lost. From the read drawer, Edit and
// Delete move the focus into the view that opens (its frame is a new one),
// Escape closes it at once, and the focus goes back to the list.

afterEach(() => clearViewResources())

interface Row { id: string; title: string }

function declare() {
  const data = recordRepository<Row>([{ id: '1', title: 'First' }])
  return createViewResource<Row>('rows', {
    repository: data.repository, titleField: 'title',
    views: { read: { open: 'drawer' }, update: { open: 'drawer' } },
    form: { inputs: { title: { type: 'text', label: 'Title' } } },
  })
}

describe('from the read drawer', () => {
  it.each([['Edit', 'update'], ['Delete', 'delete']])('%s moves the focus into the %s view, and Escape closes it at once', async (button, action) => {
    const app = renderApp([declare()], { url: '/admin/rows/list' })
    // A person's click focuses the link it presses (jsdom's click does not).
    const opener = await screen.findByRole('link', { name: 'Show First' })
    act(() => opener.focus())
    fireEvent.click(opener)
    const readFrame = await screen.findByRole('dialog')
    await waitFor(() => expect(readFrame).toContainElement(document.activeElement as HTMLElement))
    const edit = await screen.findByRole('button', { name: button })
    act(() => edit.focus())
    fireEvent.click(edit)
    await waitFor(() => expect(app.url()).toBe(`/admin/rows/list/rows/${action}/1`))
    // The delete confirmation's frame is an alertdialog, its safe choice focused.
    const frame = await screen.findByRole(action === 'delete' ? 'alertdialog' : 'dialog')
    await waitFor(() => expect(frame).toContainElement(document.activeElement as HTMLElement))
    expect(document.activeElement).not.toBe(document.body)
    if (action === 'delete') await waitFor(() => expect(within(frame).getByRole('button', { name: 'Cancel' })).toHaveFocus())

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' })
    await waitFor(() => expect(app.url()).toBe('/admin/rows/list'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(opener).toHaveFocus()
  })
})
