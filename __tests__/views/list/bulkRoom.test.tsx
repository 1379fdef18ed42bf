import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { createViewResource } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { BULK_ROOM_PROPERTY, bulkRoom, stepAboveBar } from '../../../lib/views/list/useBulkRoom'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'

afterEach(() => {
  clearViewResources()
  jest.restoreAllMocks()
  document.body.innerHTML = ''
})

/** Gives `element` a box whose top and bottom are those given (jsdom lays nothing out). */
function place(element: Element, top: number, bottom: number): void {
  jest.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top, bottom, left: 0, right: 300, x: 0, y: top, width: 300, height: bottom - top, toJSON: () => ({}) })
}

/** A list as ListView draws it: its body holding a table row with a button, the bar and the pagination after it. */
function listOf(): { list: HTMLElement; bar: HTMLElement; button: HTMLElement; row: HTMLElement; pageButton: HTMLElement } {
  document.body.innerHTML = `<div class="atrium-list" style="scroll-margin-top:72px">
    <div class="atrium-list__body"><table><tbody><tr><td><button>Title</button></td></tr></tbody></table></div>
    <div class="atrium-bulk"></div>
    <nav><ul><li><button>2</button></li></ul></nav>
  </div>`
  const list = document.querySelector<HTMLElement>('.atrium-list')!
  return {
    list,
    bar: list.querySelector<HTMLElement>('.atrium-bulk')!,
    button: list.querySelector<HTMLElement>('tr button')!,
    row: list.querySelector<HTMLElement>('tr')!,
    pageButton: list.querySelector<HTMLElement>('nav button')!,
  }
}

describe('bulkRoom', () => {
  it('is the bar\'s height, its sticky offset and a gap; 0 when not drawn', () => {
    const bar = document.createElement('div')
    bar.style.bottom = '72px'
    document.body.append(bar)
    expect(bulkRoom(bar)).toBe(0)
    jest.spyOn(bar, 'offsetHeight', 'get').mockReturnValue(148)
    expect(bulkRoom(bar)).toBe(148 + 72 + 8)
  })
})

describe('stepAboveBar', () => {
  it('scrolls a row that ends under the bar up until it ends above it', () => {
    const { list, bar, button, row } = listOf()
    place(bar, 592, 740)
    place(row, 617, 751)
    place(button, 627, 675)
    expect(stepAboveBar(list, bar, button)).toBe(751 + 8 - 592)
  })

  it('never scrolls the focused control under the list\'s top margin (a sticky top bar)', () => {
    const { list, bar, button, row } = listOf()
    place(bar, 592, 740)
    place(row, 100, 900)
    place(button, 130, 170)
    // jsdom may not know scroll-margin-top: the cap is the control's top, less the margin when read.
    const margin = Number.parseFloat(getComputedStyle(list).scrollMarginTop) || 0
    expect(stepAboveBar(list, bar, button)).toBe(130 - margin)
  })

  it('leaves alone a row above the bar, and what is not a row of the list\'s body (the pagination after the bar)', () => {
    const { list, bar, button, row, pageButton } = listOf()
    place(bar, 592, 740)
    place(row, 300, 420)
    place(button, 310, 350)
    expect(stepAboveBar(list, bar, button)).toBe(0)
    place(pageButton.closest('li')!, 750, 790)
    place(pageButton, 750, 790)
    expect(stepAboveBar(list, bar, pageButton)).toBe(0)
  })
})

describe('the bulk bar keeps its room on the list', () => {
  it('sets --atrium-bulk-room on the list while rows are ticked, scrolls a focused row above the bar, and clears it with the selection', async () => {
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('atrium-bulk') ? 60 : 0
    })
    const scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => undefined)
    const data = listRepository(makeTasks(3))
    const { container } = renderList(createViewResource<Task>('bulk-room', { repository: data.repository, form: { inputs: { title: {} } } }))
    await screen.findByText('Task 1')
    const list = container.querySelector<HTMLElement>('.atrium-list')!
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Task 1' }))
    await screen.findByText('1 selected')
    await waitFor(() => expect(list.style.getPropertyValue(BULK_ROOM_PROPERTY)).toBe(`${60 + 8}px`))

    // Task 3's row ends 40 px under the bar: focusing its checkbox scrolls the page up by that and the gap.
    const box = screen.getByRole('checkbox', { name: 'Select Task 3' })
    place(container.querySelector('.atrium-bulk')!, 700, 760)
    place(box.closest('tr')!, 640, 740)
    place(box, 650, 674)
    act(() => box.focus())
    expect(scrollBy).toHaveBeenCalledWith(0, 740 + 8 - 700)

    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }))
    await waitFor(() => expect(list.style.getPropertyValue(BULK_ROOM_PROPERTY)).toBe(''))
  })
})
