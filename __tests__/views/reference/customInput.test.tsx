import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createViewResource, layout, type InputControlProps, type Repository } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { renderApp } from '../support/renderApp'

// The input hooks `referenceInput` is built on, for any field: a custom control (`component`), a
// custom display in cells and the read view (`display`) and the value sent for a text (`parse`).

afterEach(() => clearViewResources())

type Label = { id: string; name: string; color: string; tags?: string[] }

function declare() {
  const rows: Label[] = [{ id: '1', name: 'Urgent', color: '#ff0000', tags: ['a', 'b'] }]
  const writes: Array<Partial<Label>> = []
  const repository: Repository<Label> = {
    async getCollection() { return { items: rows.map((row) => ({ ...row })), total: rows.length } },
    async getItem(id) { return { ...rows.find((row) => row.id === id)! } },
    async createItem(data) { writes.push(data); return { ...data, id: '2' } as Label },
    async updateItem(id, data) { writes.push(data); return { ...rows[0], ...data } },
    async removeItem() {},
  }
  const ColorControl = (props: InputControlProps) => <input {...props} type="color" />
  const labels = createViewResource<Label>('labels', {
    repository,
    layouts: [layout.table({ fields: ['name', 'color'] })],
    form: {
      inputs: {
        name: { label: 'Name' },
        color: { label: 'Colour', component: ColorControl, display: ({ value }) => <span data-swatch={String(value)}>swatch {String(value)}</span> },
        tags: { label: 'Tags', help: 'Comma-separated', parse: (text) => text.split(',').map((tag) => tag.trim()).filter(Boolean) },
      },
    },
  })
  return { labels, writes }
}

it('draws a custom control with the label, help and messages of the form, and sends what parse makes of a text', async () => {
  const { labels, writes } = declare()
  renderApp([labels], { url: '/admin/labels/create' })
  const colour = await screen.findByLabelText('Colour') as HTMLInputElement
  expect(colour.type).toBe('color')
  expect(colour.name).toBe('color')
  const tags = screen.getByLabelText('Tags')
  expect(tags.getAttribute('aria-describedby')).toBe(screen.getByText('Comma-separated').id)

  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Later' } })
  fireEvent.change(colour, { target: { value: '#00ff00' } })
  fireEvent.change(tags, { target: { value: 'x, y ,, z' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  await waitFor(() => expect(writes).toHaveLength(1))
  expect(writes[0]).toEqual({ name: 'Later', color: '#00ff00', tags: ['x', 'y', 'z'] })
})

it('draws the value with the display component in list cells and the read view', async () => {
  const { labels } = declare()
  const { container } = renderApp([labels], { url: '/admin/labels/list' })
  const row = await screen.findByRole('row', { name: /Urgent/ })
  expect(within(row).getByText('swatch #ff0000').getAttribute('data-swatch')).toBe('#ff0000')
  container.remove()
  renderApp([labels], { url: '/admin/labels/read/1' })
  const term = await screen.findByText('Colour', { selector: 'dt' })
  expect(term.nextElementSibling?.textContent).toBe('swatch #ff0000')
})
