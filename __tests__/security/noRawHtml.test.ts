// Issue 8: no part of the library ever parses data as HTML or code. A scan of
// every source file under lib/ (and the store code it ships with).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { recordFigures } from '../support/reliabilityFigures'

const root = join(__dirname, '..', '..')
const SCANNED = ['lib', 'store', 'slices', 'middleware']

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : []
  })
}

/** Ways to turn a string into markup or code. */
const FORBIDDEN: Array<[string, RegExp]> = [
  ['dangerouslySetInnerHTML', /dangerouslySetInnerHTML/],
  ['innerHTML / outerHTML', /\.(inner|outer)HTML\b/],
  ['insertAdjacentHTML', /insertAdjacentHTML/],
  ['document.write', /document\.write(ln)?\s*\(/],
  ['createContextualFragment', /createContextualFragment/],
  ['DOMParser', /\bDOMParser\b/],
  ['eval', /(^|[^.\w])eval\s*\(/],
  ['new Function', /new\s+Function\s*\(/],
  ['srcdoc', /\bsrcdoc\b/i],
  ['string timers', /set(Timeout|Interval)\s*\(\s*['"`]/],
]

describe('the library source', () => {
  const files = SCANNED.flatMap((folder) => sourceFiles(join(root, folder)))

  it('has files to scan (the scan is not vacuous)', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(files.some((file) => file.endsWith(join('lib', 'views', 'read', 'FieldValue.tsx')))).toBe(true)
  })

  it('never uses dangerouslySetInnerHTML, innerHTML, eval or any other way to run a string as markup or code', () => {
    const found: string[] = []
    for (const file of files) {
      const lines = readFileSync(file, 'utf8').split('\n')
      lines.forEach((line, index) => {
        for (const [name, pattern] of FORBIDDEN) if (pattern.test(line)) found.push(`${relative(root, file)}:${index + 1} uses ${name}`)
      })
    }
    recordFigures('security-source-scan', [{ what: `source files scanned for ${FORBIDDEN.length} raw-HTML / eval patterns`, tried: files.length, held: files.length - new Set(found.map((entry) => entry.split(':')[0])).size }])
    expect(found).toEqual([])
  })

  it('the scan recognises what it looks for', () => {
    const samples = ['<div dangerouslySetInnerHTML={{ __html: x }} />', 'node.innerHTML = x', 'el.insertAdjacentHTML("beforeend", x)', 'eval(code)', 'new Function("return 1")', 'document.write(x)']
    for (const sample of samples) expect(FORBIDDEN.some(([, pattern]) => pattern.test(sample))).toBe(true)
    expect(FORBIDDEN.some(([, pattern]) => pattern.test('const evaluation = retrieval(x)'))).toBe(false)
  })
})
