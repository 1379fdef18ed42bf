// Moving from one resource's view to another's with the same request (page 1 of a list, record
// '1') draws the second resource's data: found when the packed package ran in a host
// (__tests__/package), where the second list never loaded.
import { screen } from '@testing-library/react'
import { createViewResource } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { listRepository, makeTasks, type Task } from './support/listRepository'
import { renderApp } from './support/renderApp'

afterEach(() => clearViewResources())

function declareTwo() {
  const alpha = createViewResource<Task>('alpha', { repository: listRepository(makeTasks(3)).repository, titleField: 'title' })
  const rows = makeTasks(2).map((task) => ({ ...task, title: `Beta ${task.title}` }))
  const beta = createViewResource<Task>('beta', { repository: listRepository(rows).repository, titleField: 'title' })
  return [alpha, beta]
}

describe('another resource, the same request', () => {
  it('a list then another list', async () => {
    const app = renderApp(declareTwo(), { url: '/admin/alpha/list' })
    expect(await screen.findByRole('cell', { name: 'Task 1' })).toBeInTheDocument()
    await app.go('/admin/beta/list')
    expect(await screen.findByRole('cell', { name: 'Beta Task 1' })).toBeInTheDocument()
    expect(screen.queryByRole('cell', { name: 'Task 3' })).toBeNull()
  })

  it('a record then the record with the same id of another resource', async () => {
    const app = renderApp(declareTwo(), { url: '/admin/alpha/read/1' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Task 1' })).toBeInTheDocument()
    await app.go('/admin/beta/read/1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Beta Task 1' })).toBeInTheDocument()
  })
})
