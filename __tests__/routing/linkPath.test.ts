import { linkPath } from '../../lib/routing/linkPath'
import { buildViewPath } from '../../lib/index'

const SITE = 'https://atrium.test'

describe('linkPath', () => {
  it.each([
    '/admin/articles/read/42',
    '/admin/articles/list/articles/update/7?filter=%7B%22status%22%3A%22draft%22%7D&page=2',
    '/backoffice/admin/articles/read/%2F%2Fevil.example',
    '/admin/articles/read/javascript%3Aalert(1)',
    '/admin/articles/read/..%2F..%2Fx',
    '/admin/articles/read/...',
    '/admin/articles/read/..x',
    '/admin/articles/list?filter=..',
  ])('keeps the site path %p, which the browser reads as itself', (path) => {
    expect(linkPath(path)).toBe(path)
    const url = new URL(path, `${SITE}/somewhere/deep/`)
    expect(url.origin).toBe(SITE)
    expect(url.pathname + url.search).toBe(path)
  })

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['a backslash the parser reads as a slash', '/\\evil.example/x'],
    ['a backslash further on', '/admin/a\\..\\..\\x'],
    ['a tab the parser drops', '/\t/evil.example'],
    ['a line break', '/admin/\n/x'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'admin/articles/list'],
    ['empty', ''],
    ['a dot-dot segment', '/admin/articles/read/..'],
    ['a dot segment', '/admin/articles/read/./x'],
    ['an encoded dot-dot segment', '/admin/articles/read/%2e%2E'],
    ['a half-encoded dot-dot segment', '/admin/articles/read/.%2e?page=2'],
  ])('refuses %s (%p)', (_name, path) => {
    expect(linkPath(path)).toBeUndefined()
  })

  it.each(['//evil.example', 'javascript:alert(1)', '../../x', '\\\\evil.example', ' /x', 'https://evil.example/'])(
    'a record id %p in a view path stays a segment of this site', (id) => {
      const path = linkPath(buildViewPath({ scope: 'admin', resource: 'articles', action: 'read', id }))!
      const url = new URL(path, `${SITE}/admin/articles/list`)
      expect(url.origin).toBe(SITE)
      expect(url.pathname).toBe(`/admin/articles/read/${encodeURIComponent(id)}`)
      expect(decodeURIComponent(url.pathname.split('/').at(-1)!)).toBe(id)
    })
})
