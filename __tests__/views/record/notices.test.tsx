import { act, fireEvent, render, screen } from '@testing-library/react'
import { NoticeProvider, NoticeRegion, useNotify, type NoticeInput } from '../../../lib/index'
import { preloadNoticeItems } from '../../../lib/views/notices/NoticeRegion'

function Trigger({ notice }: { notice: NoticeInput }) {
  const notify = useNotify()
  return <button type="button" onClick={() => notify(notice)}>notify {notice.kind}</button>
}

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('notices', () => {
  // The toasts' code loads on demand (issue 21), the live regions are drawn from the start: this test runs first, in a
  // module registry where that code has not loaded yet; the next ones have it (as an app has, once the browser idled).
  it('successes go to a polite status region, failures to an alert region, both in the page empty before the first notice', async () => {
    render(
      <NoticeProvider>
        <Trigger notice={{ kind: 'success', text: 'Saved.' }} />
        <Trigger notice={{ kind: 'error', text: 'Refused: locked.' }} />
        <NoticeRegion />
      </NoticeProvider>,
    )
    // Screen readers announce only what comes into a live region already there.
    const status = screen.getByRole('status', { name: 'Notifications' })
    const alert = screen.getByRole('alert', { name: 'Errors' })
    expect(status).toBeEmptyDOMElement()
    expect(alert).toBeEmptyDOMElement()
    fireEvent.click(screen.getByRole('button', { name: 'notify success' }))
    fireEvent.click(screen.getByRole('button', { name: 'notify error' }))
    expect(status).toHaveAttribute('aria-live', 'polite')
    // Drawn once the toasts' code is in, in the same regions.
    expect(await screen.findByText('Saved.')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Notifications' })).toBe(status)
    expect(status).toHaveTextContent('Saved.')
    expect(status).not.toHaveTextContent('Refused')
    expect(alert).toHaveTextContent('Refused: locked.')
  })

  it('show in the commit that notifies once their code is in', async () => {
    await preloadNoticeItems()
    render(<NoticeProvider><Trigger notice={{ kind: 'success', text: 'At once.' }} /><NoticeRegion /></NoticeProvider>)
    fireEvent.click(screen.getByRole('button', { name: 'notify success' }))
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('At once.')
  })

  it('go away by themselves after about 5 seconds', () => {
    jest.useFakeTimers()
    render(<NoticeProvider><Trigger notice={{ kind: 'success', text: 'Saved.' }} /><NoticeRegion /></NoticeProvider>)
    fireEvent.click(screen.getByRole('button', { name: 'notify success' }))
    act(() => { jest.advanceTimersByTime(4900) })
    expect(screen.getByText('Saved.')).toBeInTheDocument()
    act(() => { jest.advanceTimersByTime(200) })
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument()
  })

  it('each has a close button', () => {
    render(<NoticeProvider><Trigger notice={{ kind: 'error', text: 'Failed.' }} /><NoticeRegion /></NoticeProvider>)
    fireEvent.click(screen.getByRole('button', { name: 'notify error' }))
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText('Failed.')).not.toBeInTheDocument()
  })

  it('without a provider, notifying does nothing and warns once in development', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    render(<><Trigger notice={{ kind: 'success', text: 'Lost.' }} /><NoticeRegion /></>)
    fireEvent.click(screen.getByRole('button', { name: 'notify success' }))
    fireEvent.click(screen.getByRole('button', { name: 'notify success' }))
    expect(screen.queryByText('Lost.')).not.toBeInTheDocument()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toContain('NoticeProvider')
  })
})
