// A slow API showed a skeleton whose columns jumped when the rows came (Authors' Email from x 591 to 456 at 1280 px):
// a bar per cell and an empty actions cell, where the rows have their classes, their text and Show, Edit, Delete. The
// skeleton's cells are now the rows' own: the same cells and classes, text as long as such values are, and the slots.
import { screen } from '@testing-library/react'
import { createViewResource, type InputDefinition, type Repository } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { skeletonText } from '../../lib/layouts/table/skeletonRows'
import type { Task } from '../views/support/listRepository'
import { renderList } from '../views/support/renderList'

afterEach(() => clearViewResources())

const Name = () => null
const statuses: InputDefinition = { type: 'select', options: [{ value: 'todo', label: 'To do' }, { value: 'review', label: 'In review' }, { value: 'done', label: 'Done' }] }

describe('skeletonText', () => {
  const text = (input?: InputDefinition) => skeletonText({ field: 'field', label: 'Field', ...(input ? { input } : {}) })

  it('stands for a name where nothing tells more (a text, a referenced record, no input): two words, on one line', () => {
    for (const input of [undefined, { type: 'text' } as const, { display: Name }]) {
      expect(text(input)).toMatch(/^\S+ \S+$/)
      expect(text(input).length).toBeLessThanOrEqual(24)
    }
  })

  it('is a select\'s longest label, and a paragraph for a textarea', () => {
    expect(text(statuses)).toBe('In review')
    expect(text({ type: 'textarea' }).trim().split(' ').length).toBeGreaterThan(10)
  })

  it('is as long as a kind\'s values usually are: a number shorter than a name, a date-time longer than a date, an address longer still', () => {
    const name = text().length
    expect(text({ type: 'number' }).length).toBeLessThan(name)
    expect(text({ type: 'date' }).length).toBeLessThan(text({ type: 'datetime' }).length)
    expect(text({ type: 'datetime' }).length).toBeGreaterThan(name)
    expect(text({ type: 'email' }).length).toBeGreaterThan(text({ type: 'datetime' }).length)
    expect(text({ type: 'email' })).not.toContain(' ')
  })
})

describe('the table\'s skeleton while the first page is on its way', () => {
  it('has the cells of a row: the checkbox\'s, each column\'s with its class, and the row actions\' slots', async () => {
    const never: Repository<Task> = { getCollection: () => new Promise(() => {}), getItem: () => new Promise(() => {}), createItem: () => new Promise(() => {}), updateItem: () => new Promise(() => {}), removeItem: () => new Promise(() => {}) }
    renderList(createViewResource<Task>('skeleton', { repository: never, form: { inputs: {
      title: { label: 'Title' }, status: { label: 'Status', ...statuses }, views: { label: 'Views', type: 'number' }, due: { label: 'Due', type: 'date' },
    } } }))
    await screen.findAllByRole('columnheader')
    const rows = [...document.querySelectorAll('tbody tr.atrium-table__skeleton')]
    expect(rows.length).toBeGreaterThan(0)
    const head = [...document.querySelectorAll('thead th')]
    for (const row of rows) {
      const cells = [...row.querySelectorAll(':scope > td')]
      expect(cells).toHaveLength(head.length)
      expect(cells.map((cell) => cell.className)).toEqual(['', 'atrium-table__nowrap', 'atrium-table__nowrap', 'atrium-table__number', 'atrium-table__nowrap', 'atrium-table__actions'])
      expect(cells[2].querySelector('[data-sample]')).toHaveAttribute('data-sample', 'In review')
      expect([...cells[5].children].map((slot) => [slot.className, slot.textContent])).toEqual([['atrium-table__slot', 'Show'], ['atrium-table__slot', 'Edit'], ['atrium-table__slot', 'Delete']])
      // Nothing of it is read out, nor found in the page's text.
      expect(row).toHaveAttribute('aria-hidden', 'true')
      expect(row.textContent).toBe('ShowEditDelete')
    }
  })
})
