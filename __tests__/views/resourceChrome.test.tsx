import type { ReactNode } from 'react'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { AdminLayout, configureAtrium, createViewResource, type ResourceComponents } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { listRepository, makeTasks, type Task } from './support/listRepository'
import { renderApp } from './support/renderApp'

afterEach(() => {
  configureAtrium({})
  clearViewResources()
})

function CheckIcon() {
  return <svg data-testid="check-icon" />
}

function OwnHeader({ title, children }: { title: string; children?: ReactNode }) {
  return <header data-testid="own-header"><h1>{title} (own header)</h1>{children}</header>
}

function declare(id: string, extra: { components?: ResourceComponents; listComponents?: ResourceComponents; rows?: number } = {}) {
  return createViewResource<Task>(id, {
    repository: listRepository(makeTasks(extra.rows ?? 3)).repository,
    name: 'tasks',
    title: 'Things to do',
    description: 'Everything the team still has to do.',
    icon: CheckIcon,
    titleField: 'title',
    form: { inputs: { title: { label: 'Title' } } },
    ...(extra.components ? { components: extra.components } : {}),
    ...(extra.listComponents ? { views: { list: { components: extra.listComponents } } } : {}),
  })
}

function Decorator({ children }: { children?: ReactNode }) {
  return <AdminLayout>{children}</AdminLayout>
}

describe('title, description and icon', () => {
  it('head the list, and the menu entry shows the title and icon', async () => {
    renderApp([declare('tasks')], { url: '/admin/tasks/list', scope: { decoratorComponent: Decorator } })
    const heading = await screen.findByRole('heading', { level: 1, name: 'Things to do' })
    expect(within(heading).getByTestId('check-icon').closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.getByText('Everything the team still has to do.')).toBeInTheDocument()
    const link = within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Things to do' })
    expect(link).toHaveAttribute('href', '/admin/tasks/list')
    expect(within(link).getByTestId('check-icon')).toBeInTheDocument()
  })
})

describe('components', () => {
  it('a component declared on the resource is drawn by its views', async () => {
    renderApp([declare('tasks', { components: { header: OwnHeader } })], { url: '/admin/tasks/list' })
    expect(await screen.findByTestId('own-header')).toHaveTextContent('Things to do (own header)')
  })

  it('an entry set to null in views.<action> removes the inherited one: the built-in is drawn', async () => {
    renderApp([declare('tasks', { components: { header: OwnHeader }, listComponents: { header: null } })], { url: '/admin/tasks/list' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Things to do' })).toBeInTheDocument()
    expect(screen.queryByTestId('own-header')).toBeNull()
    expect(screen.getByText('Everything the team still has to do.')).toBeInTheDocument()
  })

  it('an empty-state component is inherited unless removed', async () => {
    function Empty() { return <p>Nothing here, relax.</p> }
    const first = renderApp([declare('tasks', { rows: 0, components: { empty: Empty } })], { url: '/admin/tasks/list' })
    expect(await screen.findByText('Nothing here, relax.')).toBeInTheDocument()
    first.unmount()
    clearViewResources()
    renderApp([declare('tasks', { rows: 0, components: { empty: Empty }, listComponents: { empty: null } })], { url: '/admin/tasks/list' })
    expect(await screen.findByText('No tasks yet.')).toBeInTheDocument()
    expect(screen.queryByText('Nothing here, relax.')).toBeNull()
  })
})

describe('titleField', () => {
  it('names the record in the frame title, the read header and the delete confirmation', async () => {
    const resource = createViewResource<Task>('tasks', {
      repository: listRepository(makeTasks(3)).repository,
      titleField: 'title',
      form: { inputs: { title: { label: 'Title' }, status: { label: 'Status' } } },
      views: { update: { open: 'drawer' } },
    })
    const app = renderApp([resource], { url: '/admin/tasks/list/tasks/update/2' })
    expect(await screen.findByRole('dialog', { name: 'Task 2' })).toBeInTheDocument()
    await app.go('/admin/tasks/read/2')
    expect(await screen.findByRole('heading', { level: 1, name: 'Task 2' })).toBeInTheDocument()
    await app.go('/admin/tasks/list/tasks/delete/2')
    expect(await within(await screen.findByRole('alertdialog')).findByText('“Task 2” will be deleted. You can undo this for a few seconds.')).toBeInTheDocument()
  })

  it('names the record in the breadcrumb once read, by its id before', async () => {
    const data = listRepository(makeTasks(3, (index) => ({ code: `T-${index + 1}` })))
    let answer: (() => void) | undefined
    const held = new Promise<void>((resolve) => { answer = resolve })
    const resource = createViewResource<Task>('tasks', {
      repository: { ...data.repository, getItem: async (id) => { await held; return data.repository.getItem(id) } },
      titleField: 'code',
      form: { inputs: { title: { label: 'Title' } } },
    })
    const Layout = ({ children }: { children?: ReactNode }) => <AdminLayout>{children}</AdminLayout>
    const app = renderApp([resource], { url: '/admin/tasks/read/2', scope: { decoratorComponent: Layout } })
    const crumbs = async () => within(await screen.findByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem').map((crumb) => crumb.textContent)
    expect(await crumbs()).toEqual(['admin', 'tasks', '2'])
    answer?.()
    await waitFor(async () => expect(await crumbs()).toEqual(['admin', 'tasks', 'T-2']))
    await app.go('/admin/tasks/update/2')
    expect(await crumbs()).toEqual(['admin', 'tasks', 'T-2'])
  })
})

describe('configureAtrium({ messages })', () => {
  it('replaces the built-in texts the views draw', async () => {
    configureAtrium({
      messages: {
        'action.update': 'Modifier',
        'action.create': 'Nouveau',
        'action.save': 'Enregistrer',
        'action.close': 'Fermer',
        'notice.updated': '{title} enregistré.',
      },
      defaults: { open: 'drawer' },
    })
    renderApp([declare('tasks')], { url: '/admin/tasks/list' })
    expect(await screen.findByRole('button', { name: 'Nouveau' })).toBeInTheDocument()
    fireEvent.click(await screen.findByRole('link', { name: 'Modifier Task 2' }))
    const drawer = await screen.findByRole('dialog', { name: 'Task 2' })
    expect(within(drawer).getByRole('button', { name: 'Fermer' })).toBeInTheDocument()
    fireEvent.change(await within(drawer).findByLabelText('Title'), { target: { value: 'Fini' } })
    fireEvent.click(within(drawer).getByRole('button', { name: 'Enregistrer' }))
    expect(await screen.findByText('Fini enregistré.')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
