import { act, fireEvent, render, screen } from '@testing-library/react'
import { NoticeProvider, NoticeRegion, useNotify } from '../../lib/index'
import { preloadNoticeItems } from '../../lib/views/notices/NoticeRegion'

function Saver() {
  const notify = useNotify()
  return <button type="button" onClick={() => notify({ kind: 'success', text: 'Article saved.' })}>Save</button>
}

// The toasts' code loads on demand (fetched when the browser idles after the first view): in, as an app has it.
beforeAll(() => preloadNoticeItems())
beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

it('a notice stays while hovered or focused, and goes its full time after the pointer and the focus leave', () => {
  render(<NoticeProvider><Saver /><NoticeRegion duration={1000} /></NoticeProvider>)
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  const notice = screen.getByText('Article saved.').parentElement as HTMLElement
  fireEvent.mouseEnter(notice)
  act(() => { jest.advanceTimersByTime(5000) })
  expect(screen.getByRole('status')).toHaveTextContent('Article saved.')
  fireEvent.focus(screen.getByRole('button', { name: 'Dismiss' }))
  fireEvent.mouseLeave(notice)
  act(() => { jest.advanceTimersByTime(5000) })
  expect(screen.getByRole('status')).toHaveTextContent('Article saved.')
  fireEvent.blur(screen.getByRole('button', { name: 'Dismiss' }))
  act(() => { jest.advanceTimersByTime(999) })
  expect(screen.getByRole('status')).toHaveTextContent('Article saved.')
  act(() => { jest.advanceTimersByTime(1) })
  expect(screen.getByRole('status')).not.toHaveTextContent('Article saved.')
})
