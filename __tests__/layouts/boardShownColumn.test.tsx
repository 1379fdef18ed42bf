import { useRef } from 'react'
import { act, render } from '@testing-library/react'
import { shownColumn, useShownColumnHeight } from '../../lib/layouts/board/useShownColumnHeight'
import { PHONE_QUERY } from '../../lib/config/usePhoneWidth'

// jsdom lays nothing out: each column's left edge and height are given, the board's scroll moves the edges.
const HEIGHTS = [300, 120, 900]
let scrolled = 0

function Board() {
  const ref = useRef<HTMLDivElement>(null)
  useShownColumnHeight(ref)
  return (
    <div ref={ref} className="atrium-board" data-testid="board">
      {HEIGHTS.map((height, index) => <section key={index} className="atrium-board-column" data-height={height} data-index={index} />)}
    </div>
  )
}

const originalMatchMedia = window.matchMedia
let phone = true
beforeEach(() => {
  scrolled = 0
  phone = true
  window.matchMedia = ((query: string) => ({ matches: phone && query === PHONE_QUERY, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const left = this.classList.contains('atrium-board-column') ? Number(this.dataset.index) * 300 - scrolled : 0
    return { left, right: left + 300, top: 0, bottom: 0, width: 300, height: 0, x: left, y: 0, toJSON: () => ({}) }
  })
  jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return Number(this.dataset.height ?? 0)
  })
})
afterEach(() => {
  window.matchMedia = originalMatchMedia
  jest.restoreAllMocks()
})

describe('a board on a phone is as tall as the column it shows', () => {
  it('finds the column whose start is nearest the board\'s', () => {
    const { getByTestId } = render(<Board />)
    scrolled = 290
    expect(shownColumn(getByTestId('board'))?.dataset.index).toBe('1')
    scrolled = 460
    expect(shownColumn(getByTestId('board'))?.dataset.index).toBe('2')
  })

  it('caps the board at the shown column\'s height, and follows its sideways scroll', () => {
    const { getByTestId } = render(<Board />)
    const board = getByTestId('board')
    expect(board.style.maxHeight).toBe('300px')
    scrolled = 300
    act(() => { board.dispatchEvent(new Event('scroll')) })
    expect(board.style.maxHeight).toBe('120px')
    scrolled = 600
    act(() => { board.dispatchEvent(new Event('scroll')) })
    expect(board.style.maxHeight).toBe('900px')
  })

  it('leaves a wider screen\'s board alone (its columns side by side, all in view)', () => {
    phone = false
    const { getByTestId } = render(<Board />)
    expect(getByTestId('board').style.maxHeight).toBe('')
  })
})
