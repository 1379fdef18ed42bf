import { screen, waitFor } from '@testing-library/react'
import { configureAtrium, createViewResource, layout } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderApp } from '../support/renderApp'
import { renderList } from '../support/renderList'

// A walk met "Export 300" on most lists but "Export CSV" on the calendar, the timeline, an empty list and a filter that
// matched nothing: two wordings for one button. Now "Export N" whenever the count is known (0 included, disabled, so the
// wording never switches) and a plain "Export" when it is not (an API that gives no total); its accessible name says
// what it writes: "Export 300 articles as CSV", "Export 120 events as CSV". A calendar and a timeline said "Export" with
// no count (their answer counts the days shown only): they now count what their export writes apart.

afterEach(() => {
  clearViewResources()
  configureAtrium({})
})

const form = { inputs: { title: { label: 'Title' } } }

/** The list's export button, once the list has its answer. */
async function exportButton() {
  await waitFor(() => expect(screen.getByRole('region', { name: 'Tasks' })).toHaveAttribute('aria-busy', 'false'))
  return screen.getByRole('button', { name: /^Export/ })
}

describe('the export button', () => {
  it.each([
    [5, 'Export 5', 'Export 5 tasks as CSV'],
    [1, 'Export 1', 'Export 1 task as CSV'],
  ])('with %s records known: "%s", named "%s"', async (count, text, name) => {
    renderList(createViewResource<Task>('known', { name: 'Tasks', form, repository: listRepository(makeTasks(count)).repository }))
    const button = await exportButton()
    expect(button).toHaveTextContent(new RegExp(`^${text}$`))
    expect(button).toHaveAccessibleName(name)
    expect(button).toBeEnabled()
  })

  it('with none: "Export 0", disabled (a file of headers alone), not another wording', async () => {
    renderList(createViewResource<Task>('none', { name: 'Tasks', form, repository: listRepository([]).repository }))
    const button = await exportButton()
    expect(button).toHaveTextContent(/^Export 0$/)
    expect(button).toHaveAccessibleName('Export 0 tasks as CSV')
    expect(button).toBeDisabled()
  })

  it('with no total from the API: "Export", named for the resource', async () => {
    renderList(createViewResource<Task>('unknown', { name: 'Tasks', form, repository: listRepository(makeTasks(3), { withTotal: false }).repository }))
    const button = await exportButton()
    expect(button).toHaveTextContent(/^Export$/)
    expect(button).toHaveAccessibleName('Export tasks as CSV')
    expect(button).toBeEnabled()
  })

  it('on a calendar: "Export N", every record it writes (not its days\'), enabled even on days with nothing', async () => {
    const data = listRepository(makeTasks(2, () => ({ due: '2024-05-02' })))
    const resource = createViewResource<Task>('meetings', {
      name: 'Meetings', repository: data.repository,
      form: { inputs: { title: { label: 'Title' }, due: { type: 'date', label: 'Due' } } },
      layouts: [layout.calendar<Task>({ dateField: 'due' })],
    })
    renderApp([resource], { url: '/admin/meetings/list?view=week&date=2024-02-14' })
    expect(await screen.findByText('No meetings on these dates.')).toBeInTheDocument()
    const button = await screen.findByRole('button', { name: 'Export 2 meetings as CSV' })
    expect(button).toHaveTextContent(/^Export 2$/)
    expect(button).toBeEnabled()
  })

  it('on a timeline: "Export N", the records its filter matches on any day; "Export 0", disabled, when none', async () => {
    const data = listRepository([
      ...makeTasks(3, (index) => ({ owner: 'ana', start: `2024-05-0${index + 1}`, end: `2024-05-0${index + 2}` })),
      { id: 'bo', title: 'Bo', owner: 'bo', start: '2030-01-01', end: '2030-01-02' },
    ] as Task[])
    const resource = createViewResource<Task>('schedule', {
      name: 'Schedule', repository: data.repository,
      form: { inputs: { title: { label: 'Title' }, owner: { label: 'Owner' } } },
      filters: { owner: { type: 'text', label: 'Owner' } },
      layouts: [layout.timeline<Task>({ startField: 'start', endField: 'end', days: 7 })],
    })
    const all = renderApp([resource], { url: '/admin/schedule/list' })
    expect(await screen.findByRole('button', { name: 'Export 4 schedule as CSV' })).toHaveTextContent(/^Export 4$/)
    all.unmount()
    const ana = renderApp([resource], { url: `/admin/schedule/list?filter=${encodeURIComponent(JSON.stringify({ owner: 'ana' }))}` })
    expect(await screen.findByRole('button', { name: 'Export 3 schedule as CSV' })).toBeEnabled()
    ana.unmount()
    renderApp([resource], { url: `/admin/schedule/list?filter=${encodeURIComponent(JSON.stringify({ owner: 'nobody' }))}` })
    const none = await screen.findByRole('button', { name: 'Export 0 schedule as CSV' })
    expect(none).toHaveTextContent(/^Export 0$/)
    expect(none).toBeDisabled()
  })

  it('takes a host\'s texts (list.exportCount, list.exportLabel, action.export, list.exportAllLabel)', async () => {
    configureAtrium({ messages: {
      'list.exportCount': 'Exporter {count}', 'list.exportLabel': 'Exporter {count} {resource} en CSV',
      'action.export': 'Exporter', 'list.exportAllLabel': 'Exporter les {resource} en CSV',
    } })
    const known = renderList(createViewResource<Task>('host', { name: 'Tasks', form, repository: listRepository(makeTasks(2)).repository }))
    const button = await exportButton()
    expect(button).toHaveTextContent(/^Exporter 2$/)
    expect(button).toHaveAccessibleName('Exporter 2 tasks en CSV')
    known.unmount()
    clearViewResources()
    renderList(createViewResource<Task>('host', { name: 'Tasks', form, repository: listRepository(makeTasks(2), { withTotal: false }).repository }))
    const unknown = await exportButton()
    expect(unknown).toHaveTextContent(/^Exporter$/)
    expect(unknown).toHaveAccessibleName('Exporter les tasks en CSV')
  })
})
