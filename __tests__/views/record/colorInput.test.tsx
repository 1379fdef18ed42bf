import { fireEvent, screen } from '@testing-library/react'
import { CreateView, UpdateView, createViewResource } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { recordRepository } from '../support/recordRepository'
import { renderRecordView } from '../support/renderRecordView'

afterEach(() => clearViewResources())

interface Category { id: string; name: string; color: string }

let counter = 0
function declareCategories(rows: Category[]) {
  counter += 1
  const data = recordRepository<Category>(rows)
  const resource = createViewResource<Category>(`color-categories-${counter}`, {
    name: 'Categories', repository: data.repository,
    form: { inputs: { name: { label: 'Name', required: true }, color: { type: 'color', label: 'Colour', required: true } } },
  })
  return { resource, data }
}

describe('a color input', () => {
  it('is the hex code as labelled text, with the browser’s picker beside it setting it', async () => {
    const { resource } = declareCategories([])
    renderRecordView(resource, <CreateView />, { action: 'create' })
    const code = await screen.findByLabelText('Colour')
    expect(code).toHaveAttribute('type', 'text')
    expect(code).toHaveAttribute('placeholder', '#rrggbb')
    const picker = screen.getByLabelText('Pick colour')
    expect(picker).toHaveAttribute('type', 'color')
    // Nothing typed yet: the picker shows black, the code stays empty (a required field not filled).
    expect(picker).toHaveValue('#000000')
    expect(code).toHaveValue('')
    fireEvent.change(picker, { target: { value: '#aa3355' } })
    expect(code).toHaveValue('#aa3355')
    fireEvent.change(code, { target: { value: '#2563EB' } })
    expect(picker).toHaveValue('#2563eb')
    // A code not whole yet leaves the code as typed.
    fireEvent.change(code, { target: { value: '#25' } })
    expect(code).toHaveValue('#25')
  })

  it('saves the code picked', async () => {
    const { resource, data } = declareCategories([{ id: '1', name: 'News', color: '#2563eb' }])
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    const picker = await screen.findByLabelText('Pick colour')
    expect(picker).toHaveValue('#2563eb')
    fireEvent.change(picker, { target: { value: '#16a34a' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('News saved.')
    expect(data.rows.find((row) => row.id === '1')?.color).toBe('#16a34a')
  })
})
