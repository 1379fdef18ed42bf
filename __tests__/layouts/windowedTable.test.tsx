// The table layout windows pages of more than 100 rows (WindowedRows, @tanstack/react-virtual) and keeps
// the semantics of the whole page: the real aria-rowcount, aria-rowindex on every drawn row, keyboard
// navigation to rows not drawn, sort headers and a selection of every record of the page.
// jsdom lays nothing out: the window is taken as the browser window's height (768 px), so a handful
// of rows are drawn. The browser test (__tests__/e2e/windowedTable.e2e.test.ts) scrolls for real.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createViewResource } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { rowKeyTarget } from '../../lib/layouts/table/useRowKeyboard'
import { listRepository, makeTasks, type Task } from '../views/support/listRepository'
import { renderList } from '../views/support/renderList'

afterEach(() => clearViewResources())

const inputs = { title: { label: 'Title' }, status: { label: 'Status' } }

/** Data rows drawn (spacers and skeletons are aria-hidden). */
const drawnRows = () => [...document.querySelectorAll<HTMLTableRowElement>('tbody tr:not([aria-hidden="true"])')]
const rowOf = (position: number) => document.querySelector<HTMLTableRowElement>(`tbody tr[aria-rowindex="${position}"]`)

async function renderTasks(count: number, pageSize = count) {
  const data = listRepository(makeTasks(count))
  const resource = createViewResource<Task>(`tasks${count}`, { repository: data.repository, pageSize, form: { inputs } })
  const view = renderList(resource)
  await screen.findByText('Task 1')
  return { data, view }
}

describe('windowed table (more than 100 rows)', () => {
  it('draws a window of rows while the table counts every row of the page', async () => {
    await renderTasks(1000)
    const table = screen.getByRole('table')
    expect(table).toHaveAttribute('aria-rowcount', '1001')
    expect(table.closest('.atrium-table__window')).not.toBeNull()
    const rows = drawnRows()
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.length).toBeLessThan(100)
    // The header row is row 1; data row n (1-based) is row n + 1.
    expect(within(table).getAllByRole('row')[0]).toHaveAttribute('aria-rowindex', '1')
    rows.forEach((row, index) => {
      expect(row).toHaveAttribute('aria-rowindex', String(index + 2))
      expect(row).toHaveTextContent(`Task ${index + 1}`)
    })
    // Spacer rows stand for the rows not drawn and are hidden from assistive technology.
    expect(document.querySelector('tbody tr.atrium-table__gap')).toHaveAttribute('aria-hidden', 'true')
  })

  it('moves the focus through every row with the keyboard, drawing rows that were not drawn', async () => {
    await renderTasks(1000)
    const first = rowOf(2)!
    expect(first).toHaveAttribute('tabindex', '0')
    act(() => first.focus())
    fireEvent.keyDown(first, { key: 'End' })
    await waitFor(() => expect(document.activeElement).toBe(rowOf(1001)))
    expect(document.activeElement).toHaveTextContent('Task 1000')
    // The focused row is the table's tab stop, and stays drawn.
    expect(rowOf(1001)).toHaveAttribute('tabindex', '0')
    expect(document.querySelectorAll('tbody tr[tabindex="0"]')).toHaveLength(1)
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' })
    await waitFor(() => expect(document.activeElement).toBe(rowOf(1000)))
    expect(document.activeElement).toHaveTextContent('Task 999')
    fireEvent.keyDown(document.activeElement!, { key: 'PageUp' })
    await waitFor(() => expect(document.activeElement).toBe(rowOf(990)))
    fireEvent.keyDown(document.activeElement!, { key: 'Home' })
    await waitFor(() => expect(document.activeElement).toBe(rowOf(2)))
  })

  it('keeps the control a person is on: Arrow Down from a checkbox goes to the next row\'s checkbox, Ctrl+End to the last', async () => {
    await renderTasks(500)
    const box = screen.getByRole('checkbox', { name: 'Select Task 1' })
    act(() => box.focus())
    fireEvent.keyDown(box, { key: 'ArrowDown' })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select Task 2' })))
    fireEvent.keyDown(document.activeElement!, { key: 'End', ctrlKey: true })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select Task 500' })))
    // End without Ctrl on a control is left to the control.
    fireEvent.keyDown(document.activeElement!, { key: 'Home' })
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select Task 500' }))
  })

  it('selects every record of the page, drawn or not, and Space on a row far down toggles it', async () => {
    await renderTasks(1000)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    expect(await screen.findByText('1000 selected')).toBeInTheDocument()
    const first = rowOf(2)!
    act(() => first.focus())
    fireEvent.keyDown(first, { key: 'End' })
    await waitFor(() => expect(document.activeElement).toBe(rowOf(1001)))
    fireEvent.keyDown(rowOf(1001)!, { key: ' ' })
    expect(await screen.findByText('999 selected')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Select Task 1000' })).not.toBeChecked()
    expect((screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement).indeterminate).toBe(true)
  })

  it('sorts from its headers and shows the re-sorted page from its first row', async () => {
    const { data, view } = await renderTasks(300)
    const header = screen.getByRole('columnheader', { name: /Title/ })
    expect(header).toHaveAttribute('aria-sort', 'none')
    fireEvent.click(within(header).getByRole('button'))
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending'))
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Title/ })).getByRole('button'))
    await waitFor(() => expect(data.last().order).toEqual({ title: 'desc' }))
    expect(view.url()).toContain('sort=-title')
    // "Task 99" is the last title in text order, so it comes first when descending.
    await waitFor(() => expect(rowOf(2)).toHaveTextContent('Task 99'))
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '301')
  })
})

describe('small pages (100 rows or fewer)', () => {
  it('draw every row, with the same row semantics and keyboard', async () => {
    await renderTasks(100)
    const table = screen.getByRole('table')
    expect(table.closest('.atrium-table__window')).toBeNull()
    expect(table).toHaveAttribute('aria-rowcount', '101')
    expect(drawnRows()).toHaveLength(100)
    expect(document.querySelector('tbody tr.atrium-table__gap')).toBeNull()
    const first = rowOf(2)!
    act(() => first.focus())
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(rowOf(3))
    fireEvent.keyDown(rowOf(3)!, { key: 'End' })
    expect(document.activeElement).toBe(rowOf(101))
  })
})

describe('rowKeyTarget', () => {
  it.each([
    ['ArrowDown', false, false, 0, 1], ['ArrowDown', false, false, 9, 9], ['ArrowUp', false, false, 0, 0],
    ['PageDown', false, false, 5, 9], ['PageUp', false, false, 12, 2], ['Home', false, true, 7, 0], ['End', false, true, 0, 9],
    ['End', true, false, 3, 9], ['Home', true, false, 3, 0],
  ] as const)('%s (ctrl %s, on row %s) from %i of 10 goes to %i', (key, ctrl, onRow, from, to) => {
    expect(rowKeyTarget(key, ctrl, onRow, from, 10)).toBe(to)
  })

  it('leaves other keys, and Home/End on a control without Ctrl, alone', () => {
    expect(rowKeyTarget('Enter', false, true, 3, 10)).toBeUndefined()
    expect(rowKeyTarget('Home', false, false, 3, 10)).toBeUndefined()
    expect(rowKeyTarget('End', false, false, 3, 10)).toBeUndefined()
  })
})
