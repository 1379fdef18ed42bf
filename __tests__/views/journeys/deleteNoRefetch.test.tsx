import { fireEvent, screen, waitFor } from '@testing-library/react'
import { createViewResource } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { recordRepository } from '../support/recordRepository'
import { renderApp } from '../support/renderApp'
import { flush } from '../../support/deferred'

// Issue 14, point 5: after a delete, the deleted record's read is not asked
// again (it would answer 404, a rejected query in DevTools), its cached reads
// go once unused, and the lists are read again without it.

afterEach(() => clearViewResources())

interface Row { id: string; title: string }

function declare() {
  const data = recordRepository<Row>([{ id: '1', title: 'Doomed' }, { id: '2', title: 'Kept' }])
  const resource = createViewResource<Row>('rows', {
    repository: data.repository, titleField: 'title',
    views: { read: { open: 'drawer' } },
    form: { inputs: { title: { type: 'text', label: 'Title' } } },
  })
  return { resource, ...data }
}

describe('deleting a record', () => {
  it.each([
    ['from the read drawer', '/admin/rows/list/rows/read/1', true],
    ['from the row', '/admin/rows/list', false],
  ])('%s: no read of it afterwards, no rejected query, the list without it', async (_from, url, fromRead) => {
    const { resource, callsOf } = declare()
    const app = renderApp([resource], { url })
    await screen.findAllByText('Doomed')
    if (fromRead) fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    else fireEvent.click(screen.getByRole('button', { name: 'Delete Doomed' }))
    const confirm = await screen.findByRole('button', { name: 'Delete' })
    await waitFor(() => expect(callsOf('getItem').filter((call) => call.args[0] === '1').length).toBeGreaterThan(0))
    const readsBefore = callsOf('getItem').filter((call) => call.args[0] === '1').length
    fireEvent.click(confirm)
    await waitFor(() => expect(app.url()).toBe('/admin/rows/list'))
    await waitFor(() => expect(screen.queryByText('Doomed')).toBeNull())
    expect(await screen.findByText('Kept')).toBeInTheDocument()
    const readOf1 = () => Object.values(app.store.getState().atriumApi.queries)
      .filter((query) => query?.endpointName === 'rows/read' && (query.originalArgs as { id?: string } | undefined)?.id === '1')
    // Its cached read goes once the confirmation closed; it was never asked again.
    await waitFor(() => expect(readOf1()).toEqual([]))
    await flush()
    expect(callsOf('getItem').filter((call) => call.args[0] === '1')).toHaveLength(readsBefore)
    expect(Object.values(app.store.getState().atriumApi.queries).filter((query) => query?.status === 'rejected')).toEqual([])
  })
})
