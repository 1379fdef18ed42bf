// Whether a table's row actions go behind "⋯": measured in React's commit only when the table is drawn with its rows;
// a skeleton waits for the ResizeObserver's first report (after the browser's own layout), so a list's first load does
// not make the browser lay the page out once more before its first frame.
import { render } from '@testing-library/react'
import { act, useState } from 'react'
import { useRowMenus } from '../../lib/layouts/table/useRowMenus'

function Table({ rowsDrawn }: { rowsDrawn: boolean }) {
  const [table, setTable] = useState<HTMLTableElement | null>(null)
  const menus = useRowMenus(table, true, rowsDrawn)
  return (
    <div data-testid="box" data-menus={menus}>
      <table ref={setTable}><tbody><tr><td>Row</td></tr></tbody></table>
    </div>
  )
}

describe('useRowMenus', () => {
  const original = globalThis.ResizeObserver
  const own = ['scrollWidth', 'clientWidth'].map((name) => [name, Object.getOwnPropertyDescriptor(Element.prototype, name)] as const)
  let told: (() => void) | undefined
  let read: Element[] = []
  beforeEach(() => {
    read = []
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) { told = () => callback([], this) }
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    // Every box is 900 px wide inside and 700 px wide: the buttons do not fit.
    Object.defineProperty(Element.prototype, 'scrollWidth', { configurable: true, get(this: Element) { read.push(this); return 900 } })
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 700 })
  })
  afterEach(() => {
    globalThis.ResizeObserver = original
    for (const [name, descriptor] of own) if (descriptor) Object.defineProperty(Element.prototype, name, descriptor)
  })

  it('leaves a skeleton unmeasured until the browser reports its layout, then puts the actions behind "⋯"', () => {
    const view = render(<Table rowsDrawn={false} />)
    const box = view.getByTestId('box')
    expect(read).toEqual([])
    expect(box.dataset.menus).toBe('false')
    act(() => told?.())
    expect(read).toContain(box)
    expect(box.dataset.menus).toBe('true')
  })

  it('measures a table drawn with its rows before its first paint', () => {
    const view = render(<Table rowsDrawn />)
    const box = view.getByTestId('box')
    expect(read).toContain(box)
    expect(box.dataset.menus).toBe('true')
  })
})
