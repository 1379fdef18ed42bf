import { safeReturnTo } from '../../lib/index'

describe('safeReturnTo', () => {
  it.each([
    ['/admin/x', '/admin/x'],
    ['/admin/articles/list?filter=%7B%22status%22%3A%22draft%22%7D&page=2', '/admin/articles/list?filter=%7B%22status%22%3A%22draft%22%7D&page=2'],
    ['/admin/articles/read/42#comments', '/admin/articles/read/42#comments'],
    ['/', '/'],
    ['/admin?next=%2F%2Fevil.example', '/admin?next=%2F%2Fevil.example'],
  ])('keeps the same-site path %j', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected)
  })

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/admin'],
    ['absolute https', 'https://evil.example/admin'],
    ['absolute http', 'http://evil.example'],
    ['backslash after slash', '/\\evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['mixed-case javascript', 'JaVaScRiPt:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['encoded protocol-relative', '%2F%2Fevil.example'],
    ['encoded second slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double-encoded second slash', '/%252Fevil.example'],
    ['leading spaces', '  //evil.example'],
    ['leading space before a path', ' /admin'],
    ['tab then backslash', '\t/\\evil.example'],
    ['tab inside the slashes', '/\t/evil.example'],
    ['newline inside the slashes', '/\n/evil.example'],
    ['NUL prefix', '\u0000/admin'],
    ['relative path', 'admin/x'],
    ['empty', ''],
    ['malformed escape', '/admin/%E0%A4%A'],
  ])('refuses %s (%j)', (_, value) => {
    expect(safeReturnTo(value)).toBe('/')
  })

  it('refuses what is not a string', () => {
    expect(safeReturnTo(null)).toBe('/')
    expect(safeReturnTo(undefined)).toBe('/')
    expect(safeReturnTo(['/admin'])).toBe('/')
  })

  it('answers with the fallback given', () => {
    expect(safeReturnTo('//evil.example', '/editorial')).toBe('/editorial')
  })
})
