// Issue 8: values from the API are rendered as text — markup in a field never
// becomes elements — and url fields link only for http:, https: and mailto:.
import { cleanup, render, screen } from '@testing-library/react'
import fc from 'fast-check'
import { ReadView } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { CellValue } from '../../lib/layouts/cellContent'
import { FieldValue } from '../../lib/views/read/FieldValue'
import { recordFigures, tallyInto } from '../support/reliabilityFigures'
import { declareArticles, everyInput, fullArticle, type Article } from '../views/support/articles'
import { renderList } from '../views/support/renderList'
import { renderRecordView } from '../views/support/renderRecordView'

const figures: Array<{ what: string; tried: number; held: number }> = []
const tally = tallyInto(figures)
afterAll(() => recordFigures('security-rendering', figures))
afterEach(() => clearViewResources())

const LINK_PROTOCOLS = ['http:', 'https:', 'mailto:']

const payloads = [
  '<img src=x onerror="alert(1)">',
  '<script>alert(document.cookie)</script>',
  '<svg onload=alert(1)><b>bold</b></svg>',
  '"><iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '{{constructor.constructor(\'alert(1)\')()}}',
  '&lt;img src=x onerror=alert(1)&gt;',
  '<style>body{display:none}</style>',
]
const hostileUrls = ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)',
  'file:///etc/passwd', '//evil.example', '/relative', 'blob:https://evil.example/1']

/** Problems found in what was drawn: elements or attributes that came from data, links to other schemes. */
function unsafeMarkup(root: HTMLElement): string[] {
  const problems: string[] = []
  for (const element of root.querySelectorAll('img, script, svg, iframe, object, embed, b, style:not([href^="atrium"])')) {
    problems.push(`a <${element.tagName.toLowerCase()}> element`)
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) if (/^on/i.test(attribute)) problems.push(`an ${attribute} attribute`)
  }
  for (const link of root.querySelectorAll('a[href]')) {
    const protocol = new URL((link as HTMLAnchorElement).href).protocol
    if (!LINK_PROTOCOLS.includes(protocol)) problems.push(`a link to ${(link as HTMLAnchorElement).getAttribute('href')}`)
  }
  return problems
}

const hostileArticle = (payload: string, website: string): Article => ({
  ...fullArticle, title: `T ${payload}`, body: payload, contact: `${payload}@example.org`, website, status: payload, notes: payload,
})

describe('markup in API values', () => {
  const check = tally('hostile values drawn in the list and read views (markup stays text, links only http/https/mailto)')

  it.each(payloads.flatMap((payload) => hostileUrls.slice(0, 3).map((url) => [payload, url])))(
    'list view: %s (website %s) is drawn as text',
    async (payload, website) => {
      const { resource } = declareArticles([hostileArticle(payload, website)], { form: { inputs: everyInput } })
      const view = renderList(resource)
      await screen.findAllByText(payload, { exact: false })
      check(() => {
        expect(unsafeMarkup(view.container)).toEqual([])
        expect(view.container.textContent).toContain(`T ${payload}`)
      })
    },
  )

  it.each(payloads.flatMap((payload) => hostileUrls.slice(0, 3).map((url) => [payload, url])))(
    'read view: %s (website %s) is drawn as text',
    async (payload, website) => {
      const { resource } = declareArticles([hostileArticle(payload, website)], { form: { inputs: everyInput } })
      const view = renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
      await screen.findByRole('heading', { level: 1, name: `T ${payload}` })
      check(() => {
        expect(unsafeMarkup(view.container)).toEqual([])
        const body = screen.getByText('Body', { selector: 'dt' }).nextElementSibling as HTMLElement
        expect(body.textContent).toBe(payload)
      })
    },
  )
})

describe('url fields', () => {
  const field = { name: 'website', type: 'url' as const, label: 'Website', definition: { type: 'url' as const }, readOnly: false }
  const drawn = (value: string) => [
    render(<FieldValue field={field} value={value} />).container,
    render(<CellValue input={{ type: 'url' }} value={value} />).container,
  ]

  const hostileCheck = tally('hostile url-field values (read view and list cell): no link')
  it.each(hostileUrls)('%s is never a link, in the read view or a list cell', (value) => {
    const check = hostileCheck
    for (const container of drawn(value)) {
      check(() => {
        expect(container.querySelector('a')).toBeNull()
        expect(container.textContent).toContain(value.trim())
      })
    }
  })

  it.each(['https://example.org/a?b=1', 'http://example.org/', 'mailto:ada@example.org', 'HTTPS://EXAMPLE.ORG/'])('%s is a link', (value) => {
    for (const container of drawn(value)) {
      const link = container.querySelector('a')
      expect(link).not.toBeNull()
      expect(LINK_PROTOCOLS).toContain(new URL((link as HTMLAnchorElement).href).protocol)
    }
  })

  it('generated values (fast-check): a link only ever points to http:, https: or mailto:', () => {
    const check = tally('generated url-field values (fast-check): links only to http/https/mailto')
    const scheme = fc.constantFrom('javascript:', 'JAVASCRIPT:', ' javascript:', 'java\nscript:', 'data:', 'vbscript:', 'file:', 'blob:', 'http:', 'https:', 'mailto:', 'HtTpS:', '', '//', '/')
    const value = fc.oneof(fc.tuple(scheme, fc.string()).map(([a, b]) => a + b), fc.webUrl(), fc.string())
    fc.assert(fc.property(value, (candidate) => {
      for (const container of drawn(candidate)) {
        check(() => {
          for (const link of container.querySelectorAll('a')) {
            expect(LINK_PROTOCOLS).toContain(new URL(link.href).protocol)
          }
          expect(container.querySelectorAll('*:not(a)')).toHaveLength(0)
        })
      }
      cleanup()
    }), { numRuns: 1000 })
  })
})

describe('color fields', () => {
  const field = { name: 'color', type: 'color' as const, label: 'Colour', definition: { type: 'color' as const }, readOnly: false }
  const drawn = (value: string) => [
    render(<FieldValue field={field} value={value} />).container,
    render(<CellValue input={{ type: 'color' }} value={value} />).container,
  ]

  it.each(['#2563eb', '#ABC', '#11223344'])('%s is drawn as a swatch of that colour before its code', (value) => {
    for (const container of drawn(value)) {
      const swatch = container.querySelector<HTMLElement>('.atrium-swatch')
      expect(swatch).not.toBeNull()
      expect(swatch).toHaveAttribute('aria-hidden', 'true')
      expect(swatch!.style.background).not.toBe('')
      expect(container.textContent).toBe(value)
    }
  })

  it.each(['red', 'url(https://evil.example/x)', '#12345g', '#2563eb;background:url(x)', 'expression(alert(1))', ''])('%j gets no swatch: only hex codes reach a style', (value) => {
    for (const container of drawn(value)) {
      expect(container.querySelector('.atrium-swatch')).toBeNull()
      expect(container.querySelectorAll('[style]')).toHaveLength(0)
    }
  })
})
