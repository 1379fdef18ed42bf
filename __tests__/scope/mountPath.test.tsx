// Atrium mounted under a host's own path (issue 17): `/backoffice/*` hosts scope `admin`, read
// from the enclosing route or given as `basename`; an address naming no scope is a "not found" page.
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Provider } from 'react-redux'
import {
  Link, MemoryRouter, Route, RouterProvider, Routes, createMemoryRouter, useLocation, useNavigate, type NavigateFunction,
} from 'react-router-dom'
import { AdminLayout, AtriumProvider, createAtriumStore, createScope, createViewResource } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { joinMountPath, normalizeMountPath, stripMountPath } from '../../lib/routing/mountPath'
import { listRepository, makeTasks, type Task } from '../views/support/listRepository'
import { recordRepository } from '../views/support/recordRepository'
import { installFormDataShim } from '../views/support/formDataShim'

// A whole journey per test (authorization, list, form, dialog): on a loaded machine one step may
// take more than Testing Library's default second. Each wait still ends as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 })
jest.setTimeout(60_000)

let restoreFormData: (() => void) | undefined
beforeAll(() => { restoreFormData = installFormDataShim() })
afterAll(() => restoreFormData?.())
afterEach(() => clearViewResources())

const where: { pathname: string; search: string; navigate?: NavigateFunction } = { pathname: '', search: '' }
function Probe() {
  const location = useLocation()
  where.navigate = useNavigate()
  where.pathname = location.pathname
  where.search = location.search
  return null
}
const url = () => where.pathname + where.search

function declare() {
  const data = listRepository(makeTasks(6))
  const tasks = createViewResource<Task>('tasks', {
    repository: data.repository,
    titleField: 'title',
    form: { inputs: { title: { label: 'Title', required: true } } },
  })
  const admin = createScope({ name: 'admin', label: 'Back office', resources: [tasks], decoratorComponent: AdminLayout, authorization: () => true })
  return { data, configuration: { defaultScope: 'admin', scopes: { admin: () => admin } } }
}

function HostHome() {
  return <main><h1>Host home</h1><Link to="/backoffice">Back office</Link></main>
}

/** The journey through Atrium under `/backoffice`, from the host's own page. */
async function walkTheBackOffice(data: ReturnType<typeof declare>['data'], routerBase = '') {
  expect(screen.getByRole('heading', { name: 'Host home' })).toBeInTheDocument()
  fireEvent.click(screen.getByRole('link', { name: 'Back office' }))
  // The mount point itself goes to the default scope's first menu entry, under the mount point.
  await waitFor(() => expect(url()).toBe('/backoffice/admin/tasks/list'))
  // Edit is a link to the record's address under the mount point (and the router's own basename).
  expect(await screen.findByRole('link', { name: 'Edit Task 4' })).toHaveAttribute('href', `${routerBase}/backoffice/admin/tasks/update/4`)
  const menu = screen.getByRole('navigation', { name: /menu/i })
  expect(within(menu).getByRole('link', { name: /tasks/i })).toHaveAttribute('href', `${routerBase}/backoffice/admin/tasks/list`)

  fireEvent.click(screen.getByRole('link', { name: 'Edit Task 4' }))
  await waitFor(() => expect(where.pathname).toBe('/backoffice/admin/tasks/update/4'))
  const title = await screen.findByLabelText('Title')
  await waitFor(() => expect(title).toHaveValue('Task 4'))
  fireEvent.change(title, { target: { value: 'Task 4, renamed' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(data.rows.find((row) => row.id === '4')?.title).toBe('Task 4, renamed'))
  // The breadcrumb leads back to the list under the mount point.
  const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i })
  fireEvent.click(within(crumbs).getByRole('link', { name: /tasks/i }))
  await waitFor(() => expect(where.pathname).toBe('/backoffice/admin/tasks/list'))

  fireEvent.click(await screen.findByRole('button', { name: 'Delete Task 2' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete task?' })
  expect(where.pathname).toBe('/backoffice/admin/tasks/list/tasks/delete/2')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
  await waitFor(() => expect(where.pathname).toBe('/backoffice/admin/tasks/list'))
  await waitFor(() => expect(data.rows.some((row) => row.id === '2')).toBe(false))

  // An address under the mount point that names no scope: a page, not a crash.
  await act(async () => { await where.navigate?.('/backoffice/nowhere/tasks/list') })
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', `${routerBase}/backoffice`)
  await act(async () => { await where.navigate?.('/') })
  expect(screen.getByRole('heading', { name: 'Host home' })).toBeInTheDocument()
}

describe('AtriumProvider under a host path', () => {
  it('reads its mount point from the enclosing <Route path="/backoffice/*"> (BrowserRouter-style router)', async () => {
    const { data, configuration } = declare()
    render(
      <Provider store={createAtriumStore({ persist: false })}>
        <MemoryRouter initialEntries={['/']}>
          <Probe />
          <Routes>
            <Route path="/" element={<HostHome />} />
            <Route path="/backoffice/*" element={<AtriumProvider configuration={configuration} />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    )
    await walkTheBackOffice(data)
  })

  it('takes `basename` under a data router (createMemoryRouter), with the router\'s own basename on top', async () => {
    const { data, configuration } = declare()
    const router = createMemoryRouter([
      { path: '/', element: <><Probe /><HostHome /></> },
      { path: '*', element: <><Probe /><AtriumProvider basename="/backoffice" configuration={configuration} /></> },
    ], { initialEntries: ['/app/'], basename: '/app' })
    render(<Provider store={createAtriumStore({ persist: false })}><RouterProvider router={router} /></Provider>)
    // Links carry the router's basename too; locations read inside the router do not.
    await walkTheBackOffice(data, '/app')
  })

  it('shows "Page not found" for an address outside its basename', async () => {
    const { configuration } = declare()
    render(
      <Provider store={createAtriumStore({ persist: false })}>
        <MemoryRouter initialEntries={['/elsewhere/admin/tasks/list']}>
          <AtriumProvider basename="/backoffice/" configuration={configuration} />
        </MemoryRouter>
      </Provider>,
    )
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/backoffice')
  })
})

describe('a record tab under a host path', () => {
  it("leads its list's Show to the child view under the mount point, as a link and as a click; Back returns to the tab; a child page's 'Back to' link leads back under the mount point", async () => {
    interface Note { id: string; title: string; task: string }
    const notes = createViewResource<Note>('notes', {
      titleField: 'title', views: { read: { open: 'drawer' } },
      repository: recordRepository<Note>([{ id: 'n1', title: 'First note', task: '4' }]).repository,
      form: { inputs: { title: { label: 'Title' } } },
    })
    const tasks = createViewResource<Task>('tasks', {
      repository: listRepository(makeTasks(6)).repository, titleField: 'title',
      form: { inputs: { title: { label: 'Title' } } },
      tabs: [{ label: 'Details', render: (task) => <p>Details of {task.title}</p> }, { label: 'Notes', resource: notes, filter: (task) => ({ task: task.id }) }],
    })
    const admin = createScope({ name: 'admin', resources: [tasks, notes], authorization: () => true })
    render(
      <Provider store={createAtriumStore({ persist: false })}>
        <MemoryRouter initialEntries={['/backoffice/admin/tasks/read/4/notes']}>
          <Probe />
          <Routes><Route path="/backoffice/*" element={<AtriumProvider configuration={{ defaultScope: 'admin', scopes: { admin: () => admin } }} />} /></Routes>
        </MemoryRouter>
      </Provider>,
    )
    const show = await screen.findByRole('link', { name: 'Show First note' })
    expect(show).toHaveAttribute('href', '/backoffice/admin/tasks/read/4/notes/read/n1')
    fireEvent.click(show)
    await waitFor(() => expect(url()).toBe('/backoffice/admin/tasks/read/4/notes/read/n1'))
    expect(await screen.findByRole('dialog', { name: 'First note' })).toBeInTheDocument()
    await act(async () => { await where.navigate?.(-1) })
    await waitFor(() => expect(url()).toBe('/backoffice/admin/tasks/read/4/notes'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    // Create opens on a page of its own over the record: its "Back to Task 4" leads to the record's tab under the
    // mount point (it led to /admin/tasks/read/4/notes, outside Atrium, a page of the host's).
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }))
    await waitFor(() => expect(url()).toBe('/backoffice/admin/tasks/read/4/notes/create'))
    const back = await screen.findByRole('link', { name: 'Back to Task 4' })
    expect(back).toHaveAttribute('href', '/backoffice/admin/tasks/read/4/notes')
    fireEvent.click(back)
    await waitFor(() => expect(url()).toBe('/backoffice/admin/tasks/read/4/notes'))
    expect(await screen.findByRole('link', { name: 'Show First note' })).toBeInTheDocument()
  })
})

describe('mount path functions', () => {
  it.each([
    [undefined, ''], ['', ''], ['/', ''], ['/backoffice', '/backoffice'], ['/backoffice/', '/backoffice'], ['backoffice', '/backoffice'], ['/a/b//', '/a/b'],
  ])('normalizes %p to %p', (input, output) => expect(normalizeMountPath(input)).toBe(output))

  it('joins and strips as exact inverses under the mount point', () => {
    expect(joinMountPath('', '/admin/tasks/list')).toBe('/admin/tasks/list')
    expect(joinMountPath('', '/')).toBe('/')
    expect(joinMountPath('/backoffice', '/')).toBe('/backoffice')
    expect(joinMountPath('/backoffice', '/admin/tasks/list?page=2')).toBe('/backoffice/admin/tasks/list?page=2')
    for (const path of ['/', '/admin', '/admin/tasks/update/4', '/admin/tasks/list/tasks/delete/a%2Fb']) {
      const site = joinMountPath('/backoffice', path)
      expect(stripMountPath('/backoffice', site)).toBe(path)
    }
    expect(stripMountPath('/backoffice', '/backoffice/')).toBe('/')
    expect(stripMountPath('/backoffice', '/BackOffice/admin')).toBe('/admin')
    expect(stripMountPath('/backoffice', '/backofficex/admin')).toBeUndefined()
    expect(stripMountPath('/backoffice', '/')).toBeUndefined()
    expect(stripMountPath('', '/admin/tasks/list')).toBe('/admin/tasks/list')
    expect(stripMountPath('', '/')).toBe('/')
  })
})
