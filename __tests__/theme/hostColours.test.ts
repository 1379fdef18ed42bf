// Every colour Atrium's styles and the demo's stylesheet draw is a theme token (`var(--atrium-…)`, a fallback inside it
// allowed, or a `light-dark()` pair), so it follows the light and dark schemes. A walk saw the demo's "Bookmark limit
// reached" stay a light-yellow box with dark text (#fff8c5 on #3b2300) on the dark scheme's near-black page.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const ROOT = resolve(__dirname, '../..')

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return filesUnder(path, pattern)
    return pattern.test(name) ? [path] : []
  })
}

/** The text with its comments, tokens (their fallbacks with them) and light-dark pairs left out. */
function withoutTokens(text: string): string {
  let out = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '').replace(/\s\/\/ .*$/gm, '')
  let before: string
  do {
    before = out
    out = out.replace(/var\(--[\w-]+(,[^()]*(\([^()]*\))?[^()]*)?\)/g, 'TOKEN').replace(/light-dark\([^()]*(\([^()]*\)[^()]*)*\)/g, 'PAIR')
  } while (out !== before)
  return out
}

// A shadow's translucent black and a transparent colour read the same on either scheme.
const SCHEMELESS = /^(rgb\(0 0 0\/[\d.]+\)|#0000)$/
const COLOUR = /#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|hsla?\([^)]*\)|(?<![-\w])(white|black)(?![-\w])/gi

/** Colours written as such in `files`, as `path: colour`. */
function hardCoded(files: readonly string[]): string[] {
  return files.flatMap((file) => [...withoutTokens(readFileSync(file, 'utf8')).matchAll(COLOUR)]
    .map(([colour]) => colour)
    .filter((colour) => !SCHEMELESS.test(colour))
    .map((colour) => `${relative(ROOT, file)}: ${colour}`))
}

describe('colours follow the scheme', () => {
  it("the demo's stylesheet draws every colour with a theme token", () => {
    const sheets = filesUnder(join(ROOT, 'demo/src'), /\.css$/)
    expect(sheets.length).toBeGreaterThan(0)
    expect(hardCoded(sheets)).toEqual([])
  })

  it("Atrium's stylesheets draw every colour with a theme token (tokensCss defines them)", () => {
    const sheets = filesUnder(join(ROOT, 'lib'), /(Css|Styles|styles)\.ts$/).filter((file) => !file.endsWith('tokensCss.ts'))
    expect(sheets.length).toBeGreaterThan(5)
    expect(hardCoded(sheets)).toEqual([])
  })
})
