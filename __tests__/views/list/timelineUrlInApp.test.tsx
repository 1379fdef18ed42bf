import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createViewResource, layout } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderApp } from '../support/renderApp'

// The timeline's window lives in the list's URL (`date`, its first day), as the calendar's day does:
// a reload, a shared link or Back shows the same days; anything unreadable is the default (today).

afterEach(() => clearViewResources())

function declare(rows: Task[] = []) {
  const data = listRepository(rows)
  const resource = createViewResource<Task>('plans', {
    repository: data.repository,
    form: { inputs: { title: { label: 'Title' }, due: { type: 'date', label: 'Due' }, createdAt: { type: 'date', label: 'Until' } } },
    layouts: [layout.timeline<Task>({ startField: 'due', endField: 'createdAt', days: 7 })],
  })
  return { data, resource }
}

const shownDays = () => Array.from(document.querySelectorAll('.atrium-timeline-day')).map((day) => day.getAttribute('data-date'))
const isoOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

describe('the timeline window in the URL', () => {
  it('opens the days named in the URL and asks for the records of that window', async () => {
    const { data, resource } = declare(makeTasks(1, () => ({ due: '2024-02-14', createdAt: '2024-02-15' })))
    renderApp([resource], { url: '/admin/plans/list?date=2024-02-12' })
    await waitFor(() => expect(shownDays()).toEqual(['2024-02-12', '2024-02-13', '2024-02-14', '2024-02-15', '2024-02-16', '2024-02-17', '2024-02-18']))
    await waitFor(() => expect(JSON.stringify(data.last()?.filters)).toContain('2024-02-12'))
    expect(await screen.findByRole('link', { name: /Task 1/ })).toBeInTheDocument()
  })

  it('writes each move to the URL, so Back and a reload show the same days; Today writes nothing', async () => {
    const { resource } = declare()
    const app = renderApp([resource], { url: '/admin/plans/list?date=2024-02-12' })
    await waitFor(() => expect(shownDays()[0]).toBe('2024-02-12'))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(app.params().get('date')).toBe('2024-02-19'))
    await waitFor(() => expect(shownDays()[0]).toBe('2024-02-19'))
    await app.back()
    await waitFor(() => expect(shownDays()[0]).toBe('2024-02-12'))
    fireEvent.click(screen.getByRole('button', { name: 'Today' }))
    await waitFor(() => expect(app.params().get('date')).toBeNull())
    await waitFor(() => expect(shownDays()[0]).toBe(isoOf(new Date())))

    app.unmount()
    clearViewResources()
    const again = declare()
    renderApp([again.resource], { url: '/admin/plans/list?date=2024-02-19' })
    await waitFor(() => expect(shownDays()[0]).toBe('2024-02-19'))
  })

  it.each([['date=2024-02-31'], ['date=javascript:alert(1)'], ['date=9999-99-99'], ['date=2024-2-1'], ['date=%00']])('starts today for %s, without failing', async (query) => {
    const { data, resource } = declare()
    renderApp([resource], { url: `/admin/plans/list?${query}` })
    await waitFor(() => expect(shownDays()[0]).toBe(isoOf(new Date())))
    await waitFor(() => expect(data.requests.length).toBeGreaterThan(0))
  })
})
