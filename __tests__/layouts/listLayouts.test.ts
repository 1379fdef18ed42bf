// Layouts are registered in one place (lib/layouts/listLayouts.ts) and read through their kind: the
// list view, its switcher and its request name none, and the list argument is a pure function.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { layout, type ListLayout } from '../../lib/index'
import { calendarKind } from '../../lib/layouts/calendar/calendarKind'
import { layoutKindOf } from '../../lib/layouts/layoutKinds'
import { listLayouts } from '../../lib/layouts/listLayouts'
import { tableKind } from '../../lib/layouts/table/tableKind'
import { listRequest, RANGE_LIMIT } from '../../lib/views/list/listRequest'

const ROOT = join(__dirname, '..', '..')
const KINDS = ['table', 'board', 'calendar', 'timeline']

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

describe('the layout registry', () => {
  it('has one kind for each layout a host declares', () => {
    expect(Object.keys(listLayouts).sort()).toEqual(Object.keys(layout).sort())
    // A kind is found once its factory made a declaration (here through `layout`).
    const made = [layout.table(), layout.board({ groupBy: 'status', columns: ['a'] }), layout.calendar({ dateField: 'day' }), layout.timeline({ startField: 'start', endField: 'end' })]
    expect(made.map((declared) => layoutKindOf(declared))).toEqual(KINDS.map((type) => listLayouts[type as keyof typeof listLayouts]))
    // An unknown type (from untyped code) is drawn as a table, with a development warning naming it.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(layoutKindOf({ type: 'gallery' } as never)).toBe(tableKind)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("a list layout of type 'gallery' is drawn as a table"))
    warn.mockRestore()
  })

  it('is where `layout` and `ListLayout` come from', () => {
    const registered: readonly ListLayout['type'][] = ['table', 'board', 'calendar', 'timeline']
    // @ts-expect-error: no kind is registered as `gallery`
    const unregistered: ListLayout['type'] = 'gallery'
    expect(Object.keys(layout)).toEqual(Object.keys(listLayouts))
    expect([...registered, unregistered]).toEqual([...Object.keys(listLayouts), 'gallery'])
    expect(layout.timeline({ startField: 'start', endField: 'end', days: 7 })).toEqual({ type: 'timeline', startField: 'start', endField: 'end', days: 7 })
    expect(layout.table()).toEqual({ type: 'table' })
  })

  it('the views name no layout: they read one through its kind', () => {
    const naming = sources(join(ROOT, 'lib/views')).flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      const found = [
        ...text.matchAll(/from '[^']*layouts\/(table|board|calendar|timeline)\/[^']*'/g),
        ...text.matchAll(/\.type\s*[!=]==?\s*'(table|board|calendar|timeline)'/g),
      ]
      return found.map((match) => `${file.slice(ROOT.length + 1)}: ${match[0]}`)
    })
    expect(naming).toEqual([])
  })
})

describe('listRequest: the list argument, a pure function', () => {
  const context = { scope: 'admin' }
  const query = { sort: ['-due', 'title'], page: 3 }

  it('a page layout asks for a page, with order and filters only when there are some', () => {
    const table = layout.table()
    expect(listRequest({ query, filter: { status: 'open' }, layout: table, kind: layoutKindOf(table), range: undefined, pageSize: 20, context })).toEqual({
      arg: { page: 3, itemsPerPage: 20, order: { due: 'desc', title: 'asc' }, filters: { status: 'open' }, context }, skip: false, ranged: false,
    })
    expect(listRequest({ query: { sort: [], page: 1 }, filter: {}, layout: table, kind: tableKind, range: undefined, pageSize: 20, context }).arg).toEqual({ page: 1, itemsPerPage: 20, context })
  })

  it('waits while the URL filter is not sanitised', () => {
    expect(listRequest({ query, filter: undefined, layout: layout.table(), kind: tableKind, range: undefined, pageSize: 20, context }).skip).toBe(true)
  })

  it('a range layout waits for its days, then asks for every record of them', () => {
    const calendar = layout.calendar({ dateField: 'due' })
    const kind = layoutKindOf(calendar)
    expect(kind).toBe(calendarKind)
    expect(listRequest({ query, filter: {}, layout: calendar, kind, range: undefined, pageSize: 20, context })).toMatchObject({ skip: true, ranged: true })
    expect(listRequest({ query, filter: { status: 'open' }, layout: calendar, kind, range: { from: '2024-01-08', to: '2024-01-14' }, pageSize: 20, context })).toEqual({
      arg: { page: 1, itemsPerPage: RANGE_LIMIT, order: { due: 'desc', title: 'asc' }, filters: { status: 'open', due: { gte: '2024-01-08', lt: '2024-01-15' } }, context },
      skip: false, ranged: true,
    })
  })
})
