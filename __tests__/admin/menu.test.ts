import { createItemMenuWithResource, createViewResource } from '../../lib/index'
import { activeEntryOf, menuEntriesOf } from '../../lib/scope/menuEntries'

const articles = createViewResource('menu-articles', { storage: 'local', name: 'Articles', icon: '📰' })
const authors = createViewResource('menu-authors', { storage: 'local' })

describe('createItemMenuWithResource', () => {
  it('builds an entry leading to the resource list in that scope', () => {
    expect(createItemMenuWithResource({ resource: articles, scope: 'admin' })).toEqual({
      label: 'Articles', icon: '📰', to: '/admin/menu-articles/list', resource: articles, scope: 'admin',
    })
    expect(createItemMenuWithResource({ resource: authors, scope: 'editorial' })).toEqual({
      label: 'menu-authors', to: '/editorial/menu-authors/list', resource: authors, scope: 'editorial',
    })
  })

  it('spreads, so a host can add a hidden getter that is read each time, never copied', () => {
    let reads = 0
    let admin = false
    const entry = { ...createItemMenuWithResource({ resource: authors, scope: 'admin' }), get hidden() { reads += 1; return !admin } }
    const [first, second] = menuEntriesOf({ name: 'admin', menu: [articles, entry] })
    expect(first).toMatchObject({ label: 'Articles', to: '/admin/menu-articles/list' })
    expect(second).toBe(entry)
    expect(reads).toBe(0)
    expect(second.hidden).toBe(true)
    admin = true
    expect(second.hidden).toBe(false)
    expect(reads).toBe(2)
  })

  it('defaults the menu to the scope\'s resources', () => {
    expect(menuEntriesOf({ name: 'admin', resources: [articles] }).map((entry) => entry.to)).toEqual(['/admin/menu-articles/list'])
    expect(menuEntriesOf({ name: 'admin' })).toEqual([])
  })
})

describe('activeEntryOf', () => {
  const entries = [
    { label: 'Home', to: '/admin' },
    { label: 'Articles', to: '/admin/articles/list' },
    { label: 'Drafts', to: '/admin/articles/list?filter=%7B%7D' },
    { label: 'Authors', to: '/admin/authors/list' },
  ]
  it.each([
    ['/admin', 'Home'],
    ['/admin/articles/list', 'Articles'],
    ['/admin/articles/read/42', 'Articles'],
    ['/admin/articles/list/authors/read/7', 'Articles'],
    ['/admin/authors/update/3', 'Authors'],
    ['/admin/articlesx/list', undefined],
    ['/admin/settings', undefined],
    ['/editorial/articles/list', undefined],
  ])('%s → %s', (pathname, label) => {
    expect(activeEntryOf(entries, pathname)?.label).toBe(label)
  })
})
