import { rememberedListPath } from '../../lib/routing/rememberedListPath'

describe('rememberedListPath', () => {
  const lists = { articles: '?sort=-views&pageSize=10', authors: '', users: 'https://elsewhere.example/', tags: 42 }

  it('adds the query remembered for a bare list path', () => {
    expect(rememberedListPath('/admin/articles/list', lists)).toBe('/admin/articles/list?sort=-views&pageSize=10')
    // An alias in the path: the resource's id names what is remembered.
    expect(rememberedListPath('/admin/posts/list', lists, 'articles')).toBe('/admin/posts/list?sort=-views&pageSize=10')
  })

  it('leaves alone a path with a query of its own, a path that is no list, and nothing remembered', () => {
    expect(rememberedListPath('/admin/articles/list?status=draft', lists)).toBe('/admin/articles/list?status=draft')
    expect(rememberedListPath('/admin/articles/read/1', lists)).toBe('/admin/articles/read/1')
    expect(rememberedListPath('/notes', lists)).toBe('/notes')
    expect(rememberedListPath('/admin/authors/list', lists)).toBe('/admin/authors/list')
    expect(rememberedListPath('/admin/articles/list', undefined)).toBe('/admin/articles/list')
  })

  it('adds nothing but a query string: a stored value of another shape never changes where the link leads', () => {
    expect(rememberedListPath('/admin/users/list', lists)).toBe('/admin/users/list')
    expect(rememberedListPath('/admin/tags/list', lists)).toBe('/admin/tags/list')
  })
})
