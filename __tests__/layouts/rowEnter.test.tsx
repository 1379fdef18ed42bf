// A walk found a list's rows focusable, Arrow Up/Down and Space working, but Enter on a focused row doing nothing. As a
// grid's row (or react-admin's `rowClick`), Enter now opens the row: its Show, or its Edit where it may not be shown;
// Space still selects it, and Enter on a control in the row is the control's own.
import { act, fireEvent, screen } from '@testing-library/react'
import { createViewResource, type Permissions } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { listRepository, makeTasks, type Task } from '../views/support/listRepository'
import { renderList } from '../views/support/renderList'

afterEach(() => clearViewResources())

async function tasksList(id: string, permissions: Permissions<Task>, count = 3) {
  const data = listRepository(makeTasks(count))
  const view = renderList(createViewResource<Task>(id, { repository: data.repository, permissions, pageSize: count, form: { inputs: { title: { label: 'Title' } } } }))
  await screen.findByText('Task 1')
  return view
}

const rowOf = (title: string) => screen.getByText(title).closest('tr')!

/** Focuses the row of `title` and presses `key` on it. */
function press(title: string, key: string, options: { ctrlKey?: boolean } = {}) {
  const row = rowOf(title)
  act(() => row.focus())
  fireEvent.keyDown(row, { key, ...options })
}

describe('Enter on a focused row', () => {
  it('opens the row\'s Show, and Space still selects it', async () => {
    const view = await tasksList('entershow', 'all')
    press('Task 2', 'Enter')
    expect(view.open).toHaveBeenCalledTimes(1)
    expect(view.open).toHaveBeenLastCalledWith('read', '2', undefined)
    press('Task 3', ' ')
    expect(screen.getByRole('checkbox', { name: 'Select Task 3' })).toBeChecked()
    expect(view.open).toHaveBeenCalledTimes(1)
  })

  it('opens the Edit of a record that may not be shown', async () => {
    const view = await tasksList('enteredit', { read: false, update: true, delete: true })
    press('Task 1', 'Enter')
    expect(view.open).toHaveBeenLastCalledWith('update', '1', undefined)
  })

  it('opens the Edit of a row whose Show is refused for that record alone', async () => {
    const view = await tasksList('enterone', { read: (task) => task?.id !== '2', update: true })
    press('Task 1', 'Enter')
    expect(view.open).toHaveBeenLastCalledWith('read', '1', undefined)
    press('Task 2', 'Enter')
    expect(view.open).toHaveBeenLastCalledWith('update', '2', undefined)
  })

  it('does nothing on a row that may be neither shown nor edited, nor with Ctrl, nor from a control in the row', async () => {
    const view = await tasksList('enternone', { read: (task) => task?.id !== '1', update: (task) => task?.id !== '1', delete: true })
    press('Task 1', 'Enter')
    press('Task 2', 'Enter', { ctrlKey: true })
    const box = screen.getByRole('checkbox', { name: 'Select Task 2' })
    act(() => box.focus())
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(view.open).not.toHaveBeenCalled()
  })

  it('opens a row of a windowed page (more than 100 rows) too', async () => {
    const view = await tasksList('enterwindow', 'all', 150)
    press('Task 1', 'End')
    const last = await screen.findByText('Task 150')
    expect(document.activeElement).toBe(last.closest('tr'))
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' })
    expect(view.open).toHaveBeenLastCalledWith('read', '150', undefined)
  })
})
