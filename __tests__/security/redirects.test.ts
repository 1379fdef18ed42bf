// Issue 8: returnTo and afterSave redirects only go to paths of this site —
// fixed hostile inputs, then generated ones (fast-check): mixed case,
// percent-encoding (once or twice), stray whitespace and control characters.
import fc from 'fast-check'
import { isSameSiteRedirect, safeReturnTo } from '../../lib/index'
import { recordFigures, tallyInto } from '../support/reliabilityFigures'

const SITE = 'https://admin.site.test'
const FALLBACK = '/fallback'

const figures: Array<{ what: string; tried: number; held: number }> = []
const tally = tallyInto(figures)
afterAll(() => recordFigures('security-redirects', figures))

/** Where a browser at SITE would go when sent to `target` (after any decoding a server or router might do). */
function staysOnSite(target: string): boolean {
  const forms = [target]
  let current = target
  for (let i = 0; i < 5; i += 1) {
    try { current = decodeURIComponent(current) } catch { break }
    forms.push(current)
  }
  return forms.every((form) => {
    // Browsers drop tabs and newlines in URLs, and read `\` as `/`.
    const browserForm = form.replace(/[\t\n\r]/g, '').replace(/\\/g, '/')
    try {
      return new URL(browserForm, SITE).origin === SITE && browserForm.startsWith('/') && !browserForm.startsWith('//')
    } catch {
      return false
    }
  })
}

const hostile = [
  '//evil.example', '//evil.example/admin', '///evil.example', '/\\evil.example', '\\/evil.example', '\\\\evil.example', '/\\/evil.example',
  'https://evil.example', 'https://evil.example/admin', 'http://evil.example', 'HTTPS://EVIL.EXAMPLE', 'hTtPs://evil.example',
  'https:evil.example', 'https:/evil.example', '//evil.example@admin.site.test', 'javascript:alert(1)', 'JAVASCRIPT:alert(1)',
  'JaVaScRiPt:alert(document.cookie)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', '%2F%2Fevil.example', '%2f%2fevil.example', '/%2Fevil.example',
  '/%2fevil.example', '/%5Cevil.example', '/%5cevil.example', '/%252Fevil.example', '/%25252Fevil.example', '%252F%252Fevil.example',
  '/%09/evil.example', '/%0a/evil.example', '/\t/evil.example', '/\n/evil.example', '\t//evil.example', ' //evil.example', '/ /evil.example'.replace(' ', '\u0000'),
  '\u0000/admin', '/admin\u0000', '/%E0%A4%A', 'evil.example', 'admin/x', '', ' ', '\u3000//evil.example', '\uFEFF//evil.example',
]

describe('safeReturnTo and isSameSiteRedirect refuse every fixed hostile target', () => {
  const check = tally('fixed hostile returnTo / redirect targets (//, /\\, https:, javascript:, encoded, mixed case)')
  it.each(hostile.map((value) => [JSON.stringify(value), value]))('%s', (_label, value) => {
    check(() => {
      expect(safeReturnTo(value, FALLBACK)).toBe(FALLBACK)
      expect(isSameSiteRedirect(value)).toBe(false)
    })
  })

  it('refuses values that are not strings', () => {
    for (const value of [null, undefined, 42, {}, ['/admin'], new URL('https://evil.example'), () => '/admin']) {
      check(() => {
        expect(safeReturnTo(value, FALLBACK)).toBe(FALLBACK)
        expect(isSameSiteRedirect(value)).toBe(false)
      })
    }
  })
})

// Transformations an attacker uses to slip a target past a filter.
const mixCase = (text: string, flips: boolean[]) => [...text].map((char, i) => (flips[i % flips.length] ? char.toUpperCase() : char.toLowerCase())).join('')
const encodeSome = (text: string, picks: boolean[], twice: boolean) => [...text].map((char, i) => {
  if (!picks[i % picks.length]) return char
  const once = [...new TextEncoder().encode(char)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')
  return twice ? once.replace(/%/g, '%25') : once
}).join('')

const attackPrefix = fc.constantFrom(
  '//', '///', '/\\', '\\\\', '\\/', '/\t/', '/\n/', 'https://', 'http://', 'https:', '//@', 'javascript:', 'data:text/html,', 'vbscript:', 'file://',
)
const hostileTarget: fc.Arbitrary<string> = fc.record({
  prefix: attackPrefix,
  host: fc.domain(),
  path: fc.webPath(),
  flips: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
  picks: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
  twice: fc.boolean(),
  encodePrefix: fc.boolean(),
  lead: fc.constantFrom('', '', '', ' ', '\t', '\u0000', '\n'),
}).map(({ prefix, host, path, flips, picks, twice, encodePrefix, lead }) => {
  const mixed = mixCase(prefix, flips)
  const head = encodePrefix ? `${mixed.startsWith('/') ? '/' : ''}${encodeSome(mixed.startsWith('/') ? mixed.slice(1) : mixed, picks, twice)}` : mixed
  return `${lead}${head}${prefix.endsWith(':') ? 'alert(1)//' : ''}${mixCase(host, flips)}${path}`
})

describe('generated targets (fast-check)', () => {
  it('never lets a generated hostile target through (mixed case, percent-encoded once or twice, leading junk)', () => {
    const check = tally('generated hostile redirect targets (fast-check)')
    fc.assert(fc.property(hostileTarget, (target) => check(() => {
      expect(safeReturnTo(target, FALLBACK)).toBe(FALLBACK)
      expect(isSameSiteRedirect(target)).toBe(false)
    })), { numRuns: 5000 })
  })

  it('whatever string it is given, what it answers stays on the site', () => {
    const check = tally('arbitrary strings: the answer stays on the site (fast-check)')
    const anything = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.webUrl(), fc.webPath(), hostileTarget,
      fc.tuple(fc.constantFrom('/', '//', '/\\', '%2F', '/%2F', '/%5C'), fc.string()).map(([a, b]) => a + b))
    fc.assert(fc.property(anything, (target) => check(() => {
      const answer = safeReturnTo(target, FALLBACK)
      expect(answer === FALLBACK || answer === target).toBe(true)
      expect(staysOnSite(answer)).toBe(true)
      if (isSameSiteRedirect(target)) expect(staysOnSite(target)).toBe(true)
    })), { numRuns: 5000 })
  })

  it('keeps ordinary same-site paths as they are (the filter is not refusing everything)', () => {
    const check = tally('generated same-site paths kept unchanged (fast-check)')
    const segment = fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/)
    const path = fc.record({
      segments: fc.array(segment, { minLength: 0, maxLength: 5 }),
      query: fc.option(fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.stringMatching(/^[A-Za-z0-9 ._-]{0,10}$/)), { nil: undefined }),
      hash: fc.option(segment, { nil: undefined }),
    }).map(({ segments, query, hash }) => {
      const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query).toString()}` : ''
      return `/${segments.join('/')}${search}${hash ? `#${hash}` : ''}`
    }).filter((value) => !value.startsWith('//'))
    fc.assert(fc.property(path, (value) => check(() => {
      expect(safeReturnTo(value, FALLBACK)).toBe(value)
      expect(isSameSiteRedirect(value)).toBe(true)
    })), { numRuns: 2000 })
  })
})
