import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { open, type FrameProps } from '../../lib/index'
import { ModalFrame } from '../../lib/frames/ModalFrame'
import { useFrameTitle } from '../../lib/frames/FrameTitle'
import { ViewFrame } from '../../lib/frames/ViewFrame'

function mockWidth(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: /min-width: 768px/.test(query) ? width >= 768 : false,
    media: query, addEventListener: () => undefined, removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
}

function Harness({ variant }: { variant: 'dialog' | 'drawer' }) {
  const [isOpen, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Open it</button>
      {isOpen && (
        <ModalFrame variant={variant} title="Edit article" onClose={() => setOpen(false)}>
          <label>Title <input /></label>
          <button type="button">Save</button>
        </ModalFrame>
      )}
    </>
  )
}

describe.each(['dialog', 'drawer'] as const)('%s frame', (variant) => {
  beforeEach(() => mockWidth(1280))

  it('is labelled and modal, moves focus in and keeps it in, and gives it back on close', () => {
    render(<Harness variant={variant} />)
    const opener = screen.getByRole('button', { name: 'Open it' })
    opener.focus()
    fireEvent.click(opener)
    const frame = screen.getByRole('dialog', { name: 'Edit article' })
    expect(frame).toHaveAttribute('aria-modal', 'true')
    const close = screen.getByRole('button', { name: 'Close' })
    const save = screen.getByRole('button', { name: 'Save' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(frame, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(save)
    fireEvent.keyDown(frame, { key: 'Tab' })
    expect(document.activeElement).toBe(close)
    fireEvent.keyDown(frame, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes on a backdrop click', () => {
    render(<Harness variant={variant} />)
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }))
    fireEvent.click(screen.getByTestId('atrium-backdrop'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('drawer placement and dismissal', () => {
  it.each([[1280, 'right'], [768, 'right'], [767, 'bottom'], [375, 'bottom']])('at %i px comes from the %s', (width, placement) => {
    mockWidth(width)
    render(<Harness variant="drawer" />)
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }))
    expect(screen.getByRole('dialog')).toHaveAttribute('data-placement', placement)
  })

  it.each([
    [1280, { clientX: 100 }, { clientX: 200 }, true],
    [1280, { clientX: 100 }, { clientX: 150 }, false],
    [1280, { clientY: 100 }, { clientY: 300, clientX: 0 }, false],
    [375, { clientY: 100 }, { clientY: 200 }, true],
    [375, { clientX: 0 }, { clientX: 300 }, false],
  ])('at %i px a drag from %j to %j dismisses: %s', (width, from, to, dismissed) => {
    mockWidth(width)
    render(<Harness variant="drawer" />)
    fireEvent.click(screen.getByRole('button', { name: 'Open it' }))
    const header = screen.getByRole('heading', { name: 'Edit article' }).parentElement as HTMLElement
    fireEvent.pointerDown(header, { clientX: 0, clientY: 0, ...from })
    fireEvent.pointerUp(header, { clientX: 0, clientY: 0, ...to })
    expect(screen.queryByRole('dialog') === null).toBe(dismissed)
  })
})

describe('view frames', () => {
  function Titled() {
    useFrameTitle('Edit “Dune”')
    return <p>form</p>
  }

  it('lets the view name the frame with its record title', async () => {
    render(<ViewFrame mode="drawer" title="Edit · articles" onClose={() => undefined}><Titled /></ViewFrame>)
    expect(await screen.findByRole('dialog', { name: 'Edit “Dune”' })).toBeInTheDocument()
  })

  it('draws a custom frame built with open.custom()', () => {
    const onClose = jest.fn()
    function Sheet({ title, titleId, onClose: close, children }: FrameProps) {
      return <section aria-labelledby={titleId} data-testid="sheet"><h3 id={titleId}>{title}</h3>{children}<button type="button" onClick={close}>Done</button></section>
    }
    render(<ViewFrame mode={open.custom(Sheet, 'sheet')} title="Create · notes" onClose={onClose}><p>body</p></ViewFrame>)
    expect(screen.getByRole('region', { name: 'Create · notes' })).toHaveTextContent('body')
    act(() => { fireEvent.click(screen.getByRole('button', { name: 'Done' })) })
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
