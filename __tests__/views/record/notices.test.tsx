import { act, fireEvent, render, screen } from '@testing-library/react'
import { NoticeProvider, NoticeRegion, useNotify, type NoticeInput } from '../../../lib/index'

function Trigger({ notice }: { notice: NoticeInput }) {
  const notify = useNotify()
  return <button type="button" onClick={() => notify(notice)}>notify {notice.kind}</button>
}

afterEach(() => {
  jest.useRealTimers()
  jest.restoreAllMocks()
})

describe('notices', () => {
  it('successes go to a polite status region, failures to an alert region', () => {
    render(
      <NoticeProvider>
        <Trigger notice={{ kind: 'success', text: 'Saved.' }} />
        <Trigger notice={{ kind: 'error', text: 'Refused: locked.' }} />
        <NoticeRegion />
      </NoticeProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'notify success' }))
    fireEvent.click(screen.getByRole('button', { name: 'notify error' }))
    const status = screen.getByRole('status', { name: 'Notifications' })
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(status).toHaveTextContent('Saved.')
    expect(status).not.toHaveTextContent('Refused')
    expect(screen.getByRole('alert', { name: 'Errors' })).toHaveTextContent('Refused: locked.')
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
