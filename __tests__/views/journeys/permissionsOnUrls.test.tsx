import { screen } from '@testing-library/react'
import { createViewResource } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { recordRepository } from '../support/recordRepository'
import { renderApp } from '../support/renderApp'

// Issue 14, point 7: a URL of an action the reader may not do (typed, shared,
// or left over from another user) shows "Not allowed", never the form or the
// confirmation.

afterEach(() => clearViewResources())

interface Row { id: string; title: string; status: string }

function declare() {
  const data = recordRepository<Row>([{ id: '1', title: 'Published one', status: 'published' }, { id: '2', title: 'Draft one', status: 'draft' }])
  const resource = createViewResource<Row>('rows', {
    repository: data.repository, titleField: 'title',
    permissions: { create: false, delete: () => false, update: (row) => row?.status === 'draft' },
    views: { update: { open: 'drawer' } },
    form: { inputs: { title: { type: 'text', label: 'Title' } } },
  })
  return { resource, ...data }
}

describe('a URL of an action the reader may not do', () => {
  it.each([
    ['the delete confirmation over the list', '/admin/rows/list/rows/delete/2', 'You may not delete Draft one.'],
    ['the delete page', '/admin/rows/delete/2', 'You may not delete Draft one.'],
    ['the update form of a record the rule refuses', '/admin/rows/list/rows/update/1', 'You may not edit Published one.'],
    ['the update page of a record the rule refuses', '/admin/rows/update/1', 'You may not edit Published one.'],
    ['the create form', '/admin/rows/create', 'You may not create rows.'],
  ])('%s says Not allowed and draws no form nor confirmation', async (_what, url, text) => {
    const { resource, callsOf } = declare()
    renderApp([resource], { url })
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByText('Not allowed.').closest('[role="alert"]')).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(screen.queryByLabelText('Title')).toBeNull()
    expect(callsOf('removeItem')).toEqual([])
  })

  it('an allowed one still draws its form', async () => {
    const { resource } = declare()
    renderApp([resource], { url: '/admin/rows/list/rows/update/2' })
    expect(await screen.findByLabelText('Title')).toHaveValue('Draft one')
    expect(screen.queryByText('Not allowed.')).toBeNull()
  })
})
