import { render } from '@testing-library/react'
import { useRef } from 'react'
import { usePageViewTop } from '../../lib/views/usePageViewTop'

function Page() {
  const element = useRef<HTMLElement>(null)
  usePageViewTop(element)
  return <main ref={element}>Page</main>
}

describe('usePageViewTop', () => {
  let scrollY = 0
  let reads = 0
  const scrollTo = jest.fn()
  beforeAll(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, get: () => { reads += 1; return scrollY } })
    Object.defineProperty(window, 'scrollTo', { configurable: true, value: scrollTo })
  })
  beforeEach(() => { reads = 0; scrollTo.mockClear() })

  // Reading scrollY makes a browser lay the page out in the middle of React's commit: before any scroll, it is 0.
  it('leaves the window alone, without reading its scroll, until the window has scrolled once', () => {
    render(<Page />)
    expect(reads).toBe(0)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('brings a page opened while the window was scrolled to its top, once a scroll was seen', () => {
    scrollY = 300
    window.dispatchEvent(new Event('scroll'))
    render(<Page />)
    expect(reads).toBeGreaterThan(0)
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it('leaves an unscrolled window where it is after a scroll back to the top', () => {
    scrollY = 0
    render(<Page />)
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
