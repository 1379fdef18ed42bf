// The overflow cue of a table wider than its box: the box is marked `data-overflow` while columns are hidden past its
// right edge, measured again when the box or the table itself is resized (not the box's first child, which is the
// list's error above the table when a refetch failed with rows shown) and on each sideways scroll.
import { render } from '@testing-library/react'
import { useState } from 'react'
import { useOverflowCue } from '../../lib/layouts/table/useOverflowCue'

function Table({ withError }: { withError: boolean }) {
  const [table, setTable] = useState<HTMLTableElement | null>(null)
  useOverflowCue(table, true)
  return (
    <div data-testid="box">
      {withError ? <p role="alert">The list could not be loaded</p> : null}
      <table ref={setTable}><tbody><tr><td>Row</td></tr></tbody></table>
    </div>
  )
}

describe('useOverflowCue', () => {
  const original = globalThis.ResizeObserver
  const observed: Element[] = []
  let told: (() => void) | undefined
  beforeEach(() => {
    observed.length = 0
    globalThis.ResizeObserver = class {
      constructor(callback: ResizeObserverCallback) { told = () => callback([], this) }
      observe(element: Element) { observed.push(element) }
      unobserve() {}
      disconnect() { observed.length = 0 }
    }
  })
  afterEach(() => { globalThis.ResizeObserver = original })

  function sized(box: HTMLElement, size: { scrollWidth: number; clientWidth: number }) {
    Object.defineProperty(box, 'scrollWidth', { configurable: true, get: () => size.scrollWidth })
    Object.defineProperty(box, 'clientWidth', { configurable: true, get: () => size.clientWidth })
  }

  it('watches the box and the table itself, even with the list\'s error drawn first in the box', () => {
    const view = render(<Table withError />)
    const box = view.getByTestId('box')
    expect(observed).toEqual([box, view.getByRole('table')])
    expect(observed).not.toContain(view.getByRole('alert'))
  })

  it('does not measure the box in React\'s commit, only once the browser reports its layout', () => {
    const own = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth')
    const read: Element[] = []
    Object.defineProperty(Element.prototype, 'scrollWidth', { configurable: true, get(this: Element) { read.push(this); return 900 } })
    try {
      const view = render(<Table withError={false} />)
      expect(read).toEqual([])
      told?.()
      expect(read).toEqual([view.getByTestId('box')])
    } finally {
      if (own) Object.defineProperty(Element.prototype, 'scrollWidth', own)
    }
  })

  it('marks the box while columns are hidden past its right edge, and not once scrolled to the end', () => {
    const view = render(<Table withError={false} />)
    const box = view.getByTestId('box')
    const size = { scrollWidth: 900, clientWidth: 700 }
    sized(box, size)
    told?.()
    expect(box.getAttribute('data-overflow')).toBe('')
    box.scrollLeft = 200
    box.dispatchEvent(new Event('scroll'))
    expect(box.hasAttribute('data-overflow')).toBe(false)
    box.scrollLeft = 0
    size.clientWidth = 900
    told?.()
    expect(box.hasAttribute('data-overflow')).toBe(false)
    view.unmount()
    expect(box.hasAttribute('data-overflow')).toBe(false)
  })
})
