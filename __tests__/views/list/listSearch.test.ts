import { nextSort, sortDirection, sortToOrder } from '../../../lib/routing/listQuery'
import { layoutKeys } from '../../../lib/layouts/chooseLayout'
import { layout } from '../../../lib/index'
import { sanitizePreferences } from '../../../slices/preferencesSlice'

describe('sort', () => {
  it.each([
    [[], {}],
    [['title'], { title: 'asc' }],
    [['title', '-createdAt'], { title: 'asc', createdAt: 'desc' }],
    [['-a', 'a'], { a: 'desc' }],
  ])('%p is requested as %p, keys in order', (sort, order) => {
    expect(sortToOrder(sort)).toEqual(order)
    expect(Object.keys(sortToOrder(sort))).toEqual(Object.keys(order))
  })

  it.each([
    [[], 'title', ['title']],
    [['title'], 'title', ['-title']],
    [['-title'], 'title', []],
    [['-status'], 'title', ['title']],
  ])('a click on the header of %p … %s gives %p', (sort, field, next) => {
    expect(nextSort(sort, field)).toEqual(next)
  })

  it.each([
    // A list declared in `-startsAt` order: none would show it again, so its own header goes to ascending.
    [['-startsAt'], 'startsAt', ['-startsAt'], ['startsAt']],
    [['startsAt'], 'startsAt', ['-startsAt'], ['-startsAt']],
    // Another order pressed back to none: the declared one.
    [['-title'], 'title', ['-startsAt'], []],
    [['-startsAt'], 'startsAt', ['startsAt'], []],
  ])('with %p shown, a click on %s of a list declared in %p order gives %p', (sort, field, declared, next) => {
    expect(nextSort(sort, field, declared)).toEqual(next)
  })

  it('reads the direction of a field', () => {
    expect(sortDirection(['a', '-b'], 'b')).toBe('desc')
    expect(sortDirection(['a', '-b'], 'c')).toBeUndefined()
  })
})

describe('layout keys', () => {
  it('are the types, numbered from the second use of a type', () => {
    expect(layoutKeys([layout.table(), layout.board({ groupBy: 's', columns: [] }), layout.table()])).toEqual(['table', 'board', 'table-2'])
  })
})

describe('persisted preferences', () => {
  it.each([
    [undefined, {}],
    [null, {}],
    [{ layouts: ['board'] }, {}],
    [{ layouts: { a: 'board', b: 3, c: null } }, { a: 'board' }],
    ['text', {}],
  ])('%p is read as %p', (stored, layouts) => {
    expect(sanitizePreferences(stored)).toEqual({ layouts, lists: {}, sidebarCollapsed: false })
  })

  it('keeps the remembered list queries that are strings, and nothing else', () => {
    expect(sanitizePreferences({ layouts: {}, lists: { a: '?sort=-views', b: { filter: 1 }, c: 3, d: '' } }))
      .toEqual({ layouts: {}, lists: { a: '?sort=-views', d: '' }, sidebarCollapsed: false })
    expect(sanitizePreferences({ layouts: {}, lists: ['?sort=x'] })).toEqual({ layouts: {}, lists: {}, sidebarCollapsed: false })
  })

  it.each([[true, true], [false, false], ['true', false], [1, false], [undefined, false]])('reads a stored sidebar collapse %p as %p', (stored, collapsed) => {
    expect(sanitizePreferences({ layouts: {}, lists: {}, sidebarCollapsed: stored }).sidebarCollapsed).toBe(collapsed)
  })
})
