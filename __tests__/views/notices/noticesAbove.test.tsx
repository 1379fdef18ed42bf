import { act, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { createViewResource } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { NOTICES_ABOVE_PROPERTY, noticesLift, useNoticesAbove } from '../../../lib/views/notices/useNoticesAbove'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'

// Notices (toasts) keep the window's foot while a bar is drawn there, moved up just above it (a walk saw them sent to
// the window's top instead, over the page's header). The figures below are the demo's at 1280×800: the bulk bar stuck
// at y 732-788, the notices' region 16 px from the foot, one notice 74 px tall with its gap.

const place = { foot: 16, height: 74 }
const bar = (top: number, bottom: number) => ({ top, bottom, height: bottom - top })

describe('noticesLift', () => {
  it.each([
    ['a bar stuck at the foot: up to its top edge and a gap', bar(732, 788), place, 800, 800 - 732 + 8 - 16],
    ['the phone bar over the bottom menu (592-740, region 72 px up)', bar(592, 740), { foot: 72, height: 76 }, 812, 812 - 592 + 8 - 72],
    ['a bar come unstuck at its list\'s end, still over the stack', bar(658, 714), place, 800, 800 - 658 + 8 - 16],
    ['a short list\'s bar, ending above the stack: none', bar(432, 488), place, 800, 0],
    ['the same bar, with a stack tall enough to reach it', bar(432, 488), { foot: 16, height: 300 }, 800, 800 - 432 + 8 - 16],
    ['a bar scrolled out above the window: none', bar(-80, -24), place, 800, 0],
    ['a bar below the window: none', bar(810, 866), place, 800, 0],
    ['a bar not drawn (no box): none', bar(0, 0), place, 800, 0],
  ])('%s', (_case, box, at, viewport, expected) => {
    expect(noticesLift(box, at, viewport)).toBe(expected)
  })
})

/** A bar whose box is `box`, keeping the notices clear while drawn. */
function Bar({ box, drawn = true }: { box: { top: number; bottom: number }; drawn?: boolean }) {
  const ref = useRef<HTMLDivElement>(null)
  useNoticesAbove(ref, drawn)
  return <div ref={(element) => {
    ref.current = element
    if (element) element.getBoundingClientRect = () => ({ ...box, height: box.bottom - box.top, left: 0, right: 100, width: 100, x: 0, y: box.top, toJSON: () => box })
  }} />
}

/** The notices' region as the base stylesheet places it: 16 px from the foot, `height` px tall. */
function addRegion(height: number): HTMLElement {
  const region = document.createElement('div')
  region.className = 'atrium-notices'
  region.style.bottom = '16px'
  Object.defineProperty(region, 'offsetHeight', { configurable: true, get: () => height })
  document.body.append(region)
  return region
}

const lift = () => document.documentElement.style.getPropertyValue(NOTICES_ABOVE_PROPERTY)

describe('useNoticesAbove', () => {
  let region: HTMLElement
  beforeEach(() => {
    window.innerHeight = 800
    region = addRegion(74)
  })
  afterEach(() => region.remove())

  it('sets the lift on the root element while the bar is drawn, the highest of two bars, and removes it after', () => {
    const view = render(<><Bar box={{ top: 732, bottom: 788 }} /><Bar box={{ top: 700, bottom: 788 }} /></>)
    expect(lift()).toBe(`${800 - 700 + 8 - 16}px`)
    view.rerender(<><Bar box={{ top: 732, bottom: 788 }} /><Bar box={{ top: 700, bottom: 788 }} drawn={false} /></>)
    expect(lift()).toBe(`${800 - 732 + 8 - 16}px`)
    view.unmount()
    expect(lift()).toBe('')
  })

  it('measures again when anything scrolls or the window is resized', () => {
    const box = { top: 432, bottom: 488 }
    render(<Bar box={box} />)
    // A short list's bar, above the notices: they stay at the foot.
    expect(lift()).toBe('')
    // Scrolled so that the bar is stuck at the foot.
    Object.assign(box, { top: 732, bottom: 788 })
    act(() => { fireEvent.scroll(document.body) })
    expect(lift()).toBe('60px')
    // A taller window: the bar now ends above the notices' stack, which goes back to the foot.
    window.innerHeight = 900
    act(() => { window.dispatchEvent(new Event('resize')) })
    expect(lift()).toBe('')
  })
})

describe('the bulk bar', () => {
  afterEach(() => clearViewResources())

  it('moves the notices above itself while drawn, and no more once the selection is cleared', async () => {
    const region = addRegion(74)
    window.innerHeight = 800
    const original = HTMLElement.prototype.getBoundingClientRect
    // The bar stuck at the window's foot, as in the demo at 1280×800.
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('atrium-bulk') ? new DOMRect(0, 732, 992, 56) : original.call(this)
    })
    try {
      const data = listRepository(makeTasks(3))
      renderList(createViewResource<Task>('notices-above', { repository: data.repository, form: { inputs: { title: {} } } }))
      await screen.findByText('Task 1')
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select Task 1' }))
      await screen.findByText('1 selected')
      expect(lift()).toBe('60px')
      fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }))
      expect(screen.queryByText('1 selected')).toBeNull()
      expect(lift()).toBe('')
    } finally {
      jest.restoreAllMocks()
      region.remove()
    }
  })
})
