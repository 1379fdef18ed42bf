import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createViewResource, layout } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderApp } from '../support/renderApp'

// The calendar's view and day live in the list's URL (`view`, `date`): a reload,
// a shared link or Back shows the same days; anything unreadable is the default.

afterEach(() => clearViewResources())

function declare(rows: Task[] = []) {
  const data = listRepository(rows)
  const resource = createViewResource<Task>('meetings', {
    repository: data.repository,
    form: { inputs: { title: { label: 'Title' }, due: { type: 'date', label: 'Due' } } },
    layouts: [layout.calendar<Task>({ dateField: 'due' })],
  })
  return { data, resource }
}

const shownDays = () => Array.from(screen.getByRole('grid').querySelectorAll('[data-date]')).map((cell) => cell.getAttribute('data-date'))
const pressed = () => screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent)
const isoOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

describe('the calendar position in the URL', () => {
  it('opens the week and day named in the URL and asks for the records of those days', async () => {
    const { data, resource } = declare(makeTasks(1, () => ({ due: '2024-02-14' })))
    renderApp([resource], { url: '/admin/meetings/list?view=week&date=2024-02-14' })
    await waitFor(() => expect(shownDays()).toEqual(['2024-02-12', '2024-02-13', '2024-02-14', '2024-02-15', '2024-02-16', '2024-02-17', '2024-02-18']))
    expect(pressed()).toEqual(['Week'])
    await waitFor(() => expect(data.last()?.filters).toEqual({ due: { gte: '2024-02-12', lt: '2024-02-19' } }))
    expect(await screen.findByRole('link', { name: /Task 1/ })).toBeInTheDocument()
  })

  it('writes each move to the URL, so Back and a reload show the same days', async () => {
    const { resource } = declare()
    const app = renderApp([resource], { url: '/admin/meetings/list?view=week&date=2024-02-14' })
    await waitFor(() => expect(shownDays()[0]).toBe('2024-02-12'))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(app.params().get('date')).toBe('2024-02-21'))
    expect(app.params().get('view')).toBe('week')
    await waitFor(() => expect(shownDays()[0]).toBe('2024-02-19'))
    fireEvent.click(screen.getByRole('button', { name: 'Day' }))
    await waitFor(() => expect(app.params().get('view')).toBe('day'))
    await waitFor(() => expect(shownDays()).toEqual(['2024-02-21']))

    await app.back()
    await waitFor(() => expect(shownDays()[0]).toBe('2024-02-19'))
    expect(pressed()).toEqual(['Week'])
    await app.back()
    await waitFor(() => expect(shownDays()[0]).toBe('2024-02-12'))

    const search = app.params().toString()
    app.unmount()
    clearViewResources()
    const again = declare()
    renderApp([again.resource], { url: `/admin/meetings/list?${search}` })
    await waitFor(() => expect(shownDays()[0]).toBe('2024-02-12'))
    expect(pressed()).toEqual(['Week'])
  })

  it('leaves the defaults out of the URL: Today and the declared view write nothing', async () => {
    const { resource } = declare()
    const app = renderApp([resource], { url: '/admin/meetings/list?date=2020-06-10&view=week' })
    await waitFor(() => expect(shownDays()[0]).toBe('2020-06-08'))
    fireEvent.click(screen.getByRole('button', { name: 'Today' }))
    await waitFor(() => expect(app.params().get('date')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Month' }))
    await waitFor(() => expect(app.params().get('view')).toBeNull())
    await waitFor(() => expect(shownDays()).toContain(isoOf(new Date())))
  })

  it.each([
    ['view=<script>alert(1)</script>&date=2024-02-31'],
    ['view=__proto__&date=9999-99-99'],
    ['view=&date=javascript:alert(1)'],
    ['view=WEEK&date=2024-2-1'],
    ['view=week%00&date=0000-01-01'],
  ])('shows the default month of today for %s, without failing', async (query) => {
    const { data, resource } = declare()
    renderApp([resource], { url: `/admin/meetings/list?${query}` })
    await waitFor(() => expect(shownDays()).toHaveLength(42))
    expect(shownDays()).toContain(isoOf(new Date()))
    await waitFor(() => expect(data.requests.length).toBeGreaterThan(0))
  })
})

describe('a calendar with nothing on its days', () => {
  it('says none are on these dates (not "yet"), with no "Create the first one", and says so of a filter too', async () => {
    const { resource } = declare(makeTasks(2, () => ({ due: '2024-05-02' })))
    const app = renderApp([resource], { url: '/admin/meetings/list?view=week&date=2024-02-14' })
    const note = await screen.findByText('No meetings on these dates.')
    // In the calendar, after its navigation (above it, the message pushed Previous/Today/Next down as a person paged).
    const next = screen.getByRole('button', { name: 'Next' })
    expect(note.closest('.atrium-calendar')).not.toBeNull()
    expect(next.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.queryByText(/yet\./)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Create the first one' })).toBeNull()
    app.unmount()
    clearViewResources()
    const filtered = createViewResource<Task>('meetings', {
      repository: listRepository(makeTasks(2, () => ({ due: '2024-05-02' }))).repository,
      form: { inputs: { title: { label: 'Title' }, due: { type: 'date', label: 'Due' } } },
      filters: { title: { type: 'text' } },
      layouts: [layout.calendar<Task>({ dateField: 'due' })],
    })
    const filter = encodeURIComponent(JSON.stringify({ title: 'Task 1' }))
    renderApp([filtered], { url: `/admin/meetings/list?view=week&date=2024-02-14&filter=${filter}` })
    expect(await screen.findByText('No meetings match these filters on these dates.')).toBeInTheDocument()
  })
})
