import { act, screen } from '@testing-library/react'
import { createViewResource } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { flush } from '../support/deferred'
import { listRepository, makeTasks, type Task } from './support/listRepository'
import { renderApp } from './support/renderApp'

afterEach(async () => {
  await act(async () => { await flush() })
  clearViewResources()
})

describe('going from one resource to another through the menu', () => {
  it("reads the second list even though its arguments are the first one's (same page and size)", async () => {
    const first = listRepository(makeTasks(2))
    const second = listRepository(makeTasks(3).map((task) => ({ ...task, title: `Other ${task.title}` })))
    const tasks = createViewResource<Task>('tasks', { repository: first.repository, form: { inputs: { title: { label: 'Title' } } } })
    const others = createViewResource<Task>('others', { repository: second.repository, form: { inputs: { title: { label: 'Title' } } } })
    const app = renderApp([tasks, others], { url: '/admin/tasks/list' })
    await screen.findByText('Task 1')
    await app.go('/admin/others/list')
    expect(await screen.findByText('Other Task 3')).toBeInTheDocument()
    expect(second.requests).toHaveLength(1)
  })
})
