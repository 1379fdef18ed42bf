import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ApiError, createViewResource } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'

afterEach(() => clearViewResources())

const nav = () => screen.getByRole('navigation', { name: 'Pagination' })
const check = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name }))

describe('selection', () => {
  it('survives paging: the bar counts records of every page, and their boxes stay checked', async () => {
    const data = listRepository(makeTasks(6))
    renderList(createViewResource<Task>('paging', { repository: data.repository, pageSize: 3, form: { inputs: { title: {} } } }))
    await screen.findByText('Task 1')
    check('Select Task 1')
    check('Select Task 3')
    // The bulk bar's code loads with the first selection.
    expect(await screen.findByText('2 selected')).toBeInTheDocument()

    fireEvent.click(within(nav()).getByRole('button', { name: 'Page 2' }))
    await screen.findByText('Task 4')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    // The two of page 1 are counted, and said to be elsewhere.
    expect(screen.getByText('5 selected, 2 not shown here')).toBeInTheDocument()

    fireEvent.click(within(nav()).getByRole('button', { name: 'Page 1' }))
    await screen.findByText('Task 1')
    expect(screen.getByRole('checkbox', { name: 'Select Task 1' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select Task 2' })).not.toBeChecked()
    expect((screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement).indeterminate).toBe(true)
  })

  it('has no checkboxes when the list is not selectable', async () => {
    const data = listRepository(makeTasks(2))
    renderList(createViewResource<Task>('unselectable', { repository: data.repository, permissions: 'readonly', form: { inputs: { title: {} } } }))
    await screen.findByText('Task 1')
    expect(screen.queryByRole('checkbox')).toBeNull()
  })
})

describe('bulk delete', () => {
  it('says the delete cannot be undone where no Undo will follow (it waits for the API: optimistic: false)', async () => {
    const data = listRepository(makeTasks(2))
    renderList(createViewResource<Task>('bulk-final', { repository: data.repository, views: { delete: { optimistic: false } }, form: { inputs: { title: {} } } }))
    await screen.findByText('Task 1')
    check('Select Task 1')
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }))
    expect(screen.getByText('Delete 1 selected (Task 1)? This cannot be undone.')).toBeInTheDocument()
  })

  it('asks first, deletes through the delete endpoint at once (optimistic: false), reports refused records and keeps them selected', async () => {
    const data = listRepository(makeTasks(4), { refuseDelete: { '2': 'Task 2 has open sub-tasks.' } })
    renderList(createViewResource<Task>('bulk-delete', { repository: data.repository, optimistic: false, form: { inputs: { title: {}, status: {} } } }))
    await screen.findByText('Task 1')
    check('Select Task 1')
    check('Select Task 2')
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }))
    expect(screen.getByText('Delete 2 selected (Task 1, Task 2)? This cannot be undone.')).toBeInTheDocument()
    // Drawn as a dangerous action.
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass('atrium-button--danger')
    expect(data.rows).toHaveLength(4)

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Deleted 1 of 2; 1 failed: Task 2 has open sub-tasks.')).toBeInTheDocument()
    expect(data.rows.map((row) => row.id)).toEqual(['2', '3', '4'])
    await waitFor(() => expect(screen.queryByText('Task 1')).toBeNull())
    await waitFor(() => expect(screen.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Task 2', 'Task 3', 'Task 4'].map((title) => expect.stringContaining(title))))
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Task 1 deleted.')
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select Task 2' })).toBeChecked()
  })

  it('says how many selected records are not on screen, and the confirmation names them (a filter had hidden one, deleted unseen)', async () => {
    const data = listRepository(makeTasks(12))
    renderList(createViewResource<Task>('bulk-hidden', { repository: data.repository, pageSize: 5, form: { inputs: { title: {} } } }))
    await screen.findByText('Task 1')
    check('Select Task 1')
    fireEvent.click(within(nav()).getByRole('button', { name: 'Page 2' }))
    await screen.findByText('Task 6')
    check('Select Task 6')
    expect(await screen.findByText('2 selected, 1 not shown here')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }))
    expect(screen.getByText(/^Delete 2 selected \(Task 1, Task 6\)\? /)).toBeInTheDocument()
  })

  it('deletes in one request when the repository deletes in bulk (PostgREST), all or nothing, once its notice lapses', async () => {
    const data = listRepository(makeTasks(3))
    const removeItems = jest.fn(async (ids: readonly string[]) => {
      for (const id of ids) data.rows.splice(data.rows.findIndex((row) => row.id === id), 1)
    })
    const removeItem = jest.fn(data.repository.removeItem)
    renderList(createViewResource<Task>('bulk-one-request', { repository: { ...data.repository, removeItem, removeItems }, form: { inputs: { title: {} } } }))
    await screen.findByText('Task 1')
    check('Select Task 1')
    check('Select Task 3')
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }))
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Task 1, Task 3 deleted.')).toBeInTheDocument()
    expect(removeItems).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(removeItems).toHaveBeenCalledTimes(1))
    expect(removeItems.mock.calls[0][0]).toEqual(['1', '3'])
    expect(removeItem).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([expect.stringContaining('Task 2')]))
  })

  it('reports every record refused when the one bulk request is refused', async () => {
    const data = listRepository(makeTasks(2))
    const { ApiError } = await import('../../../lib/index')
    const removeItems = jest.fn(async () => { throw new ApiError({ status: 409, detail: 'Rows are referenced.' }) })
    renderList(createViewResource<Task>('bulk-one-refused', { repository: { ...data.repository, removeItems }, optimistic: false, form: { inputs: { title: {} } } }))
    await screen.findByText('Task 1')
    check('Select Task 1')
    check('Select Task 2')
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }))
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Deleted 0 of 2; 2 failed: Rows are referenced.')).toBeInTheDocument()
    expect(screen.getByText('Task 1: Rows are referenced.')).toBeInTheDocument()
    expect(screen.getByText('Task 2: Rows are referenced.')).toBeInTheDocument()
    expect(data.rows).toHaveLength(2)
    expect(screen.getByText('2 selected')).toBeInTheDocument()
  })

  it('does nothing when the confirmation is cancelled', async () => {
    const data = listRepository(makeTasks(2))
    renderList(createViewResource<Task>('bulk-cancel', { repository: data.repository, form: { inputs: { title: {} } } }))
    await screen.findByText('Task 1')
    check('Select Task 1')
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByText(/^Delete 1 selected\?/)).toBeNull()
    expect(data.rows).toHaveLength(2)
  })

  it('counts, names and deletes only the records the reader may delete; the others are named as kept, not reported as failed, and stay selected', async () => {
    // A walk ticked Users' admin (no Delete on its row) and another: "Delete 2 selected (admin, rosa.rossi)?", then
    // "Deleted 1 of 2; 1 failed: Not allowed." though only one DELETE was sent.
    const data = listRepository(makeTasks(4))
    const removeItem = jest.spyOn(data.repository, 'removeItem')
    renderList(createViewResource<Task>('bulk-some-allowed', {
      repository: data.repository, optimistic: false, permissions: { delete: (task) => task?.id !== '2' }, form: { inputs: { title: {} } },
    }))
    await screen.findByText('Task 1')
    check('Select Task 2')
    await screen.findByText('1 selected')
    // Nothing selected may be deleted: no "Delete selected".
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull()
    check('Select Task 1')
    check('Select Task 3')
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }))
    expect(screen.getByText('Delete 2 of 3 selected (Task 1, Task 3)? Task 2 can’t be deleted. This cannot be undone.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Task 1, Task 3 deleted.'))
    expect(removeItem.mock.calls.map(([id]) => id)).toEqual(['1', '3'])
    expect(data.rows.map((row) => row.id)).toEqual(['2', '4'])
    expect(document.querySelector('.atrium-bulk__report')).toBeNull()
    expect(screen.queryByText(/failed|not allowed/i)).toBeNull()
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select Task 2' })).toBeChecked()
  })

  it('is not offered when permissions refuse deleting', async () => {
    const data = listRepository(makeTasks(2))
    renderList(createViewResource<Task>('bulk-forbidden', {
      repository: data.repository, permissions: { delete: false }, selectable: true, form: { inputs: { title: {} } },
    }))
    await screen.findByText('Task 1')
    check('Select Task 1')
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull()
  })
})

describe('custom bulk actions', () => {
  it('receive the selected records, including those of other pages, then the selection clears', async () => {
    const run = jest.fn(async (_items: Task[]) => undefined)
    const data = listRepository(makeTasks(4))
    renderList(createViewResource<Task>('bulk-custom', {
      repository: data.repository, pageSize: 2, form: { inputs: { title: {} } },
      bulkActions: [{ label: 'Archive', run }],
    }))
    await screen.findByText('Task 1')
    check('Select Task 2')
    fireEvent.click(within(nav()).getByRole('button', { name: 'Next' }))
    await screen.findByText('Task 3')
    check('Select Task 4')
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }))
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1))
    expect(run.mock.calls[0][0]).toEqual([
      { id: '2', title: 'Task 2', status: 'done' },
      { id: '4', title: 'Task 4', status: 'done' },
    ])
    await waitFor(() => expect(screen.queryByText(/selected$/)).toBeNull())
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Archive: done for 2.')
  })

  it('say why they failed', async () => {
    const data = listRepository(makeTasks(2))
    renderList(createViewResource<Task>('bulk-failing', {
      repository: data.repository, form: { inputs: { title: {} } },
      bulkActions: [{ label: 'Publish', run: async () => { throw new Error('The API is down.') } }],
    }))
    await screen.findByText('Task 1')
    check('Select Task 1')
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Publish failed: The API is down.')).toBeInTheDocument()
    expect(screen.getByText('1 selected')).toBeInTheDocument()
  })
})

describe('bulk actions count each record (issue 14, point 4)', () => {
  it('each: "Published 2 of 3; 1 failed: <reason>", the failed row stays selected, nothing says done', async () => {
    const data = listRepository(makeTasks(3))
    const each = jest.fn(async (task: Task) => {
      if (task.id === '2') throw new ApiError({ status: 404, title: 'Not Found', detail: 'Task 2 was deleted meanwhile.' })
    })
    renderList(createViewResource<Task>('bulk-each', {
      repository: data.repository, form: { inputs: { title: {} } },
      bulkActions: [{ label: 'Publish', doneLabel: 'Published', each }],
    }))
    await screen.findByText('Task 1')
    for (const title of ['Task 1', 'Task 2', 'Task 3']) check(`Select ${title}`)
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Published 2 of 3; 1 failed: Task 2 was deleted meanwhile.')).toBeInTheDocument()
    expect(each).toHaveBeenCalledTimes(3)
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select Task 2' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select Task 1' })).not.toBeChecked()
    expect(screen.getByRole('status', { name: 'Notifications' })).not.toHaveTextContent(/done|Published/)
  })

  it('run answering one RTK Query result per record is read the same way', async () => {
    const data = listRepository(makeTasks(3))
    renderList(createViewResource<Task>('bulk-results', {
      repository: data.repository, form: { inputs: { title: {} } },
      bulkActions: [{ label: 'Archive', doneLabel: 'Archived', run: async (items) => items.map((item) => (item.id === '3' ? { error: { name: 'ApiError', status: 422, detail: 'Already archived.' } } : { data: item })) }],
    }))
    await screen.findByText('Task 1')
    for (const title of ['Task 1', 'Task 3']) check(`Select ${title}`)
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }))
    expect(await screen.findByText('Archived 1 of 2; 1 failed: Already archived.')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select Task 3' })).toBeChecked()
  })

  it('all done: the notice counts them, the selection clears', async () => {
    const data = listRepository(makeTasks(2))
    renderList(createViewResource<Task>('bulk-all', {
      repository: data.repository, form: { inputs: { title: {} } },
      bulkActions: [{ label: 'Publish', doneLabel: 'Published', each: async () => ({ data: {} }) }],
    }))
    await screen.findByText('Task 1')
    check('Select Task 1')
    check('Select Task 2')
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    await waitFor(() => expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Published 2 of 2.'))
    expect(screen.queryByText(/selected$/)).toBeNull()
  })

  it('several failures are listed record by record', async () => {
    const data = listRepository(makeTasks(3))
    renderList(createViewResource<Task>('bulk-several', {
      repository: data.repository, titleField: 'title', form: { inputs: { title: {} } },
      bulkActions: [{ label: 'Publish', doneLabel: 'Published', each: async (task) => { if (task.id !== '1') throw new Error(`No ${task.id}`) } }],
    }))
    await screen.findByText('Task 1')
    for (const title of ['Task 1', 'Task 2', 'Task 3']) check(`Select ${title}`)
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Published 1 of 3; 2 failed: No 2')).toBeInTheDocument()
    expect(screen.getByText('Task 2: No 2')).toBeInTheDocument()
    expect(screen.getByText('Task 3: No 3')).toBeInTheDocument()
    expect(screen.getByText('2 selected')).toBeInTheDocument()
  })

  it('a failure met offline is told again once back online: "you are offline." no longer holds, the records stay selected', async () => {
    let online = false
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online)
    try {
      const data = listRepository(makeTasks(2))
      renderList(createViewResource<Task>('bulk-offline', {
        repository: data.repository, titleField: 'title', form: { inputs: { title: {} } },
        bulkActions: [{ label: 'Publish', run: async () => { throw new Error('you are offline.') } }],
      }))
      await screen.findByText('Task 1')
      check('Select Task 1')
      const publish = await screen.findByRole('button', { name: 'Publish' })
      publish.focus()
      fireEvent.click(publish)
      // Busy, not disabled: the keyboard's focus stays on the button.
      expect(publish).toHaveAttribute('aria-disabled', 'true')
      expect(document.activeElement).toBe(publish)
      expect(await screen.findByText('Publish failed: you are offline.')).toBeInTheDocument()
      act(() => { online = true; window.dispatchEvent(new Event('online')) })
      expect(screen.queryByText('Publish failed: you are offline.')).toBeNull()
      expect(document.querySelector('.atrium-bulk__report')).toHaveTextContent('Not done while you were offline. You are back online: the records not done are still selected, try again.')
      expect(screen.getByText('1 selected')).toBeInTheDocument()
    } finally {
      onLine.mockRestore()
    }
  })

  it('while a delete of the selection runs (sent at once), its bar\'s other actions start nothing (busy, told with aria-disabled)', async () => {
    const data = listRepository(makeTasks(2))
    let release = () => {}
    const removeItems = jest.fn(() => new Promise<void>((resolve) => { release = resolve }))
    const each = jest.fn(async () => {})
    renderList(createViewResource<Task>('bulk-busy', {
      repository: { ...data.repository, removeItems }, titleField: 'title', form: { inputs: { title: {} } }, optimistic: false,
      bulkActions: [{ label: 'Publish', each }],
    }))
    await screen.findByText('Task 1')
    check('Select Task 1')
    fireEvent.click(await screen.findByRole('button', { name: 'Delete selected' }))
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(removeItems).toHaveBeenCalledTimes(1))
    const publish = screen.getByRole('button', { name: 'Publish' })
    expect(publish).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(publish)
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }))
    expect(each).not.toHaveBeenCalled()
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    await act(async () => release())
    expect(await screen.findByText('Task 1 deleted.')).toBeInTheDocument()
    expect(each).not.toHaveBeenCalled()
  })
})
