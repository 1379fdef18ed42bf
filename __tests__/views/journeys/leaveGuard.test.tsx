import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { createViewResource, useConfirmLeave } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderApp } from '../support/renderApp'

// Issue 14, point 2: a form with changes is never left without asking, in the
// page, whatever the way out; staying puts the URL back and the focus in the
// field, as it was; leaving goes where the reader asked.

afterEach(() => { clearViewResources(); jest.restoreAllMocks() })

const DRAWER = '/admin/tasks/list/tasks/update/1'
const question = () => screen.queryByRole('alertdialog', { name: 'Leave without saving?' })

function declare() {
  const confirm = jest.spyOn(window, 'confirm')
  const tasks = createViewResource<Task>('tasks', {
    repository: listRepository(makeTasks(3)).repository, titleField: 'title',
    views: { update: { open: 'drawer' }, read: { open: 'drawer' } },
    form: { inputs: { title: { type: 'text', label: 'Title' } } },
  })
  const notes = createViewResource<Task>('notes', { repository: listRepository(makeTasks(2)).repository, titleField: 'title' })
  return { tasks, notes, confirm }
}

async function dirtyDrawer() {
  const declared = declare()
  const app = renderApp([declared.tasks, declared.notes], { url: '/admin/tasks/list' })
  await screen.findByText('Task 1')
  await app.go(DRAWER)
  const title = await screen.findByLabelText('Title')
  act(() => title.focus())
  fireEvent.change(title, { target: { value: 'Changed' } })
  return { ...declared, app, title }
}

async function expectStayed(app: ReturnType<typeof renderApp>, title: HTMLElement) {
  const stay = await screen.findByRole('button', { name: 'Keep editing' })
  expect(stay).toHaveFocus()
  fireEvent.click(stay)
  await waitFor(() => expect(app.url()).toBe(DRAWER))
  expect(question()).toBeNull()
  expect(screen.getByLabelText('Title')).toBe(title)
  expect(title).toHaveValue('Changed')
  await waitFor(() => expect(title).toHaveFocus())
}

describe('leaving a form with changes', () => {
  // While it asks, the address is the form's, but after a move made from outside Atrium (the host's own navigate).
  it.each([
    ['a navigation from outside Atrium', '/admin/notes/list', async (app: ReturnType<typeof renderApp>) => app.go('/admin/notes/list')],
    ['browser Back', DRAWER, async (app: ReturnType<typeof renderApp>) => app.back()],
    ['Escape', DRAWER, async () => { fireEvent.keyDown(screen.getByLabelText('Title'), { key: 'Escape' }) }],
    ['the close button', DRAWER, async () => { fireEvent.click(screen.getByRole('button', { name: 'Close' })) }],
    ['a click beside the drawer (a row of the list behind)', DRAWER, async () => { fireEvent.click(screen.getByTestId('atrium-backdrop')) }],
  ])('by %s asks in the page; Keep editing stays, field focused, value kept', async (_way, asking, leave) => {
    const { app, title, confirm } = await dirtyDrawer()
    await leave(app)
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument()
    expect(app.url()).toBe(asking)
    // Still drawn where the form is while it asks, and nothing of the target drew.
    expect(screen.getByLabelText('Title')).toBe(title)
    expect(screen.queryByText('Note 1')).toBeNull()
    await expectStayed(app, title)
    expect(confirm).not.toHaveBeenCalled()
  })

  it('Leave without saving goes where the reader asked', async () => {
    const { app } = await dirtyDrawer()
    await app.go('/admin/notes/list')
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }))
    await waitFor(() => expect(app.url()).toBe('/admin/notes/list'))
    await waitFor(() => expect(document.querySelector('.atrium-list[data-resource="notes"]')).not.toBeNull())
    expect(screen.queryByLabelText('Title')).toBeNull()
    expect(question()).toBeNull()
  })

  it('a clean form, or a move that keeps the form drawn, is not asked about', async () => {
    const declared = declare()
    const app = renderApp([declared.tasks, declared.notes], { url: DRAWER })
    await screen.findByLabelText('Title')
    await app.go('/admin/notes/list')
    await waitFor(() => expect(app.url()).toBe('/admin/notes/list'))
    expect(question()).toBeNull()
  })
})

describe('a link inside the page (the sidebar) while the form holds changes', () => {
  function WithLink({ children }: { children?: ReactNode }) {
    return <>{children}<Link to="/admin/notes/list">Notes</Link></>
  }
  async function dirtyWithLink() {
    const declared = declare()
    const app = renderApp([declared.tasks, declared.notes], { url: '/admin/tasks/list', scope: { decoratorComponent: WithLink } })
    await screen.findByText('Task 1')
    await app.go(DRAWER)
    const title = await screen.findByLabelText('Title')
    act(() => title.focus())
    fireEvent.change(title, { target: { value: 'Changed' } })
    return { app, title }
  }

  it('is not followed while it asks: the address stays the form\'s, and Keep editing leaves it so', async () => {
    const { app, title } = await dirtyWithLink()
    fireEvent.click(screen.getByRole('link', { name: 'Notes' }))
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument()
    expect(app.url()).toBe(DRAWER)
    await expectStayed(app, title)
  })

  it('is followed once the reader chooses to leave', async () => {
    const { app } = await dirtyWithLink()
    fireEvent.click(screen.getByRole('link', { name: 'Notes' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }))
    await waitFor(() => expect(app.url()).toBe('/admin/notes/list'))
    await waitFor(() => expect(document.querySelector('.atrium-list[data-resource="notes"]')).not.toBeNull())
    expect(question()).toBeNull()
  })
})

describe('an action that leaves every form (a sign-out, through useConfirmLeave)', () => {
  const signOut = jest.fn()
  function WithSignOut({ children }: { children?: ReactNode }) {
    const confirmLeave = useConfirmLeave()
    // In a sidebar, as AdminLayout's footer puts a host's Sign out.
    return <>{children}<aside><button type="button" onClick={() => confirmLeave(signOut)}>Sign out</button></aside></>
  }
  beforeEach(() => signOut.mockClear())

  async function dirtyWithSignOut() {
    const declared = declare()
    const app = renderApp([declared.tasks, declared.notes], { url: DRAWER, scope: { decoratorComponent: WithSignOut } })
    const title = await screen.findByLabelText('Title')
    act(() => title.focus())
    fireEvent.change(title, { target: { value: 'Changed' } })
    return { app, title }
  }

  it('asks first; Keep editing keeps the value and does not sign out', async () => {
    const { app, title } = await dirtyWithSignOut()
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument()
    expect(signOut).not.toHaveBeenCalled()
    await expectStayed(app, title)
    expect(signOut).not.toHaveBeenCalled()
  })

  it('Leave without saving drops the changes, then signs out', async () => {
    await dirtyWithSignOut()
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }))
    await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1))
    expect(question()).toBeNull()
    // The changes were dropped: another sign-out asks nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(signOut).toHaveBeenCalledTimes(2)
    expect(question()).toBeNull()
  })

  it('a click on the drawer\'s backdrop over Sign out (a wide screen) asks once; leaving signs out', async () => {
    const { app } = await dirtyWithSignOut()
    const backdrop = screen.getByTestId('atrium-backdrop')
    const button = screen.getByRole('button', { name: 'Sign out', hidden: true })
    // jsdom lays nothing out: what a browser finds at the click's point, the backdrop over the sidebar's button.
    Object.defineProperty(document, 'elementsFromPoint', { configurable: true, value: () => [backdrop, button, document.body] })
    try {
      fireEvent.click(backdrop)
      // Before, the backdrop only closed the drawer (the question was about that), and Leave left the reader signed in.
      fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }))
      await waitFor(() => expect(signOut).toHaveBeenCalledTimes(1))
      expect(app.url()).toBe(DRAWER)
      expect(question()).toBeNull()
    } finally {
      delete (document as { elementsFromPoint?: unknown }).elementsFromPoint
    }
  })

  it('with no unsaved changes, signs out at once', async () => {
    const declared = declare()
    renderApp([declared.tasks, declared.notes], { url: DRAWER, scope: { decoratorComponent: WithSignOut } })
    await screen.findByLabelText('Title')
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    expect(signOut).toHaveBeenCalledTimes(1)
    expect(question()).toBeNull()
  })
})
