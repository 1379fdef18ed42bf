// Board, calendar and timeline load on demand (issue 7): their first draw shows a busy skeleton
// until their code arrives; the table, which every list can fall back to, draws at once.
// The order of the tests matters: a part remembers its loaded component for the whole file.
import { render, screen, within } from '@testing-library/react'
import { createViewResource, getLayoutComponent, layout, type ListLayout, type ListLayoutComponent, type ListLayoutComponentProps } from '../../lib/index'

interface Task { id: string; title: string; status: string; due: string }

const tasks = createViewResource<Task>('layout-on-demand-tasks', {
  repository: { getCollection: async () => ({ items: [] }) },
  form: { inputs: { title: { label: 'Title' }, status: { label: 'Status' }, due: { label: 'Due', type: 'date' } } },
})

const items: Task[] = [
  { id: '1', title: 'Write docs', status: 'todo', due: '2024-01-10' },
  { id: '2', title: 'Release', status: 'done', due: '2024-01-12' },
]

function draw(declared: ListLayout) {
  const Layout = getLayoutComponent(declared)
  const props: ListLayoutComponentProps = {
    resource: tasks as unknown as ListLayoutComponentProps['resource'], layout: declared, items, loading: false, sort: [],
    onSortChange: jest.fn(), onOpen: jest.fn(), onUpdate: jest.fn(() => Promise.resolve()),
  }
  return render(<Layout {...props} />)
}

describe('layouts drawn on demand', () => {
  it('draws the table at once, without a loading state', () => {
    draw(layout.table())
    expect(within(screen.getByRole('table')).getByText('Write docs')).toBeInTheDocument()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it.each([
    ['board', layout.board<Task>({ groupBy: 'status', columns: ['todo', 'done'] }), () => screen.findByRole('heading', { name: /todo/i })],
    ['calendar', layout.calendar<Task>({ dateField: 'due' }), () => screen.findByRole('grid')],
    ['timeline', layout.timeline<Task>({ startField: 'due', endField: 'due' }), () => screen.findByRole('heading', { level: 2 })],
  ] as const)('shows a busy skeleton while the %s loads, then draws it', async (_, declared, drawn) => {
    draw(declared)
    const loading = screen.getByRole('status')
    expect(loading).toHaveAttribute('aria-busy', 'true')
    expect(loading).toHaveTextContent('Loading…')
    expect(loading.querySelectorAll('.atrium-skeleton').length).toBeGreaterThan(0)
    expect(screen.queryByText('Write docs')).toBeNull()

    expect(await drawn()).toBeInTheDocument()
    expect(document.querySelector('.atrium-layout-loading')).toBeNull()
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
  })
})
