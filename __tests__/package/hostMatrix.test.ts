/** @jest-environment node */
// The CI matrix of issue 17: Atrium as a host application gets it. The package is built and packed
// with `npm pack`, then installed with a plain `npm install` (no --force, no --legacy-peer-deps)
// into two fixture hosts (hosts/app, with hosts/<variant>/package.json):
//   lowest  the lowest versions Atrium supports: React 18.2, RTK 2.0.0, react-redux 9.0,
//           react-router-dom 6.4, TypeScript 5.2, Vite 5 (and @types/react 18.2.72, the first
//           18.2 types that still compile with skipLibCheck false: older ones import
//           `scheduler/tracing`, which today's @types/scheduler no longer has)
//   latest  the newest release of each supported major (React 19, RTK 2, react-router-dom 7,
//           TypeScript 7, Vite 8)
// Each host is type-checked strictly (skipLibCheck false; src/typeChecks.ts holds the type
// assertions), built with Vite, and walked in Chromium (support/hostJourney.ts). A minimal page
// of each host (createViewResource + a table) is built to check what Atrium loads at start.
// Installs use the npm cache in .cache/npm (ATRIUM_NPM_CACHE): a repeat run downloads nothing.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { launchBrowser, type TestBrowser } from '../e2e/support/browser'
import { saveScreenshot } from '../e2e/support/screenshots'
import {
  installHost, installedVersions, prepareHost, typecheckHost, viteBuild, type FixtureHost, type HostVariant,
} from './support/fixtureHost'
import { walkHost } from './support/hostJourney'
import { startHostServer } from './support/hostServer'
import { packAtrium, type PackedAtrium } from './support/packAtrium'
import { MUST_BE_LAZY, readStartSplit } from './support/startChunks'

jest.setTimeout(600_000)

const ROOT = join(__dirname, '..', '..')
const VARIANTS: readonly HostVariant[] = ['lowest', 'latest']
const PINNED = JSON.parse(readFileSync(join(__dirname, 'hosts/lowest/package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> }
const PEERS = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> }).peerDependencies

/** `version` satisfies `range` made of `^x.y.z` alternatives (the only form Atrium's peers use). */
function satisfiesCaret(version: string, range: string): boolean {
  const parse = (text: string) => text.split('.').map(Number)
  return range.split('||').map((part) => part.trim()).some((part) => {
    if (!/^\^\d+\.\d+\.\d+$/.test(part)) throw new Error(`unexpected peer range ${range}`)
    const [major, minor, patch] = parse(part.slice(1))
    const [vMajor, vMinor, vPatch] = parse(version)
    return vMajor === major && (vMinor > minor || (vMinor === minor && vPatch >= patch))
  })
}

const timings: Record<string, number> = {}
const started = Date.now()
let packed: PackedAtrium | undefined
const hosts = new Map<HostVariant, FixtureHost>()
const installed = new Set<HostVariant>()
const built = new Set<HostVariant>()
const sizes: Record<string, { minified: number; gzip: number }> = {}
let browser: TestBrowser | undefined

function host(variant: HostVariant, step: Set<HostVariant>, what: string): FixtureHost {
  const found = hosts.get(variant)
  if (!found || !step.has(variant)) throw new Error(`the ${variant} host was not ${what} (see the failure above)`)
  return found
}

afterAll(async () => {
  await browser?.close()
  for (const fixture of hosts.values()) rmSync(fixture.dir, { recursive: true, force: true })
  if (packed) rmSync(packed.folder, { recursive: true, force: true })
  timings.total = Date.now() - started
  console.log(`host matrix: ${JSON.stringify({ timings, sizes })}`)
})

describe('the packed package', () => {
  it('packs with npm pack: the build, declarations, README, LICENSE and package.json; no sources or tests', async () => {
    packed = await packAtrium()
    timings.pack = packed.ms
    expect(packed.files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'dist/lib/index.js', 'dist/lib/index.d.ts', 'dist/lib/layouts/board/BoardLayout.js']))
    expect(packed.files.filter((file) => !file.startsWith('dist/') && !['LICENSE', 'README.md', 'package.json'].includes(file))).toEqual([])
    expect(packed.files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))).toEqual([])
  })

  it("declares peer ranges that hold the official RTK tutorial app's versions and the lowest host's", () => {
    const tutorial = { react: '18.2.0', 'react-dom': '18.2.0', '@reduxjs/toolkit': '2.1.0', 'react-redux': '9.1.0', 'react-router-dom': '6.21.3' }
    for (const [name, version] of Object.entries(tutorial)) expect({ name, version, ok: satisfiesCaret(version, PEERS[name]) }).toEqual({ name, version, ok: true })
    for (const name of Object.keys(PEERS)) expect({ name, ok: satisfiesCaret(PINNED.dependencies[name], PEERS[name]) }).toEqual({ name, ok: true })
    // The lowest host pins each peer's floor: what the ranges promise is what is tested.
    for (const name of Object.keys(PEERS)) expect({ name, floor: PEERS[name].split('||')[0].trim() }).toEqual({ name, floor: `^${PINNED.dependencies[name]}` })
  })
})

describe.each(VARIANTS)('the %s host', (variant) => {
  it('installs the tarball with a plain npm install: no peer conflict, no override', async () => {
    if (!packed) throw new Error('the package was not packed (see the failure above)')
    const fixture = prepareHost(variant, packed.tarball)
    hosts.set(variant, fixture)
    const result = await installHost(fixture)
    timings[`install ${variant}`] = result.ms
    expect(result.output).not.toMatch(/ERESOLVE|peer dep|Conflicting peer|overriding peer|invalid:/i)
    const versions = installedVersions(fixture)
    console.log(`${variant} host versions: ${JSON.stringify(versions)}`)
    if (variant === 'lowest') {
      for (const [name, version] of Object.entries({ ...PINNED.dependencies, ...PINNED.devDependencies })) {
        if (name in versions) expect({ name, version: versions[name] }).toEqual({ name, version })
      }
    } else {
      expect(versions.react.split('.')[0]).toBe('19')
      expect(versions['react-router-dom'].split('.')[0]).toBe('7')
      expect(versions.vite.split('.')[0]).toBe('8')
    }
    installed.add(variant)
  })

  it('type-checks strictly (skipLibCheck false): list data is typed, never any', async () => {
    const fixture = host(variant, installed, 'installed')
    const result = await typecheckHost(fixture)
    timings[`tsc ${variant}`] = result.ms
    // An unused @ts-expect-error in src/typeChecks.ts (a type that loosened to any) fails tsc too.
    expect(result.output).not.toMatch(/error TS/)
    // The check can fail: a field the record lacks is an error naming the record's type.
    const probe = join(fixture.dir, 'src', 'probe.ts')
    writeFileSync(probe, "import { books } from './resources'\nexport const useProbe = () => books.endpoints.list.useQuery({}).data?.items[0]?.nope\n")
    const failed = await typecheckHost(fixture).then(() => '', (error: Error) => error.message)
    rmSync(probe)
    expect(failed).toMatch(/Property 'nope' does not exist on type 'Book'/)
  })

  it('builds with Vite, with no warning about Atrium', async () => {
    const fixture = host(variant, installed, 'installed')
    const result = await viteBuild(fixture, 'vite.config.mjs')
    timings[`vite ${variant}`] = result.ms
    expect(result.output).not.toMatch(/node_modules\/atrium|INEFFECTIVE_DYNAMIC_IMPORT/)
    expect(readdirSync(join(fixture.dir, 'dist'))).toContain('index.html')
    built.add(variant)
  })

  it('keeps the board, calendar, timeline, realtime, CSV and local-storage code out of a minimal page\'s start', async () => {
    const fixture = host(variant, installed, 'installed')
    const first = await viteBuild(fixture, 'vite.minimal.config.mjs')
    expect(first.output).not.toMatch(/node_modules\/atrium|INEFFECTIVE_DYNAMIC_IMPORT/)
    const split = readStartSplit(join(fixture.dir, 'dist-minimal'))
    expect(split.atriumStartFiles).toEqual(expect.arrayContaining(['dist/lib/views/list/ListView.js', 'dist/lib/layouts/table/TableLayout.js', 'dist/lib/dialects/rest.js']))
    for (const [what, file] of MUST_BE_LAZY) {
      expect({ what, atStart: split.atriumStartFiles.filter((name) => file.test(name)) }).toEqual({ what, atStart: [] })
      expect({ what, onDemand: split.atriumLazyFiles.some((name) => file.test(name)) }).toEqual({ what, onDemand: true })
    }
    // The size of Atrium's start code as this bundler ships it: the same build with those modules in one chunk.
    const listed = join(fixture.dir, 'atrium-start.json')
    writeFileSync(listed, JSON.stringify(split.atriumStart))
    const grouped = await viteBuild(fixture, 'vite.minimal.config.mjs', { ATRIUM_START_MODULES: listed })
    timings[`minimal builds ${variant}`] = first.ms + grouped.ms
    const regrouped = readStartSplit(join(fixture.dir, 'dist-minimal-grouped'))
    expect(regrouped.atriumLazyFiles).toEqual(split.atriumLazyFiles)
    const chunk = regrouped.startChunks.find((candidate) => /atrium-start/.test(candidate.fileName))
    if (!chunk) throw new Error(`no atrium-start chunk among ${regrouped.startChunks.map((c) => c.fileName).join(', ')}`)
    // Only Atrium's modules, and Vite's own helper for the import()s they make (Vite 5 puts it there).
    expect(chunk.modules.filter((id) => !id.includes('/node_modules/atrium/') && id !== '\0vite/preload-helper.js')).toEqual([])
    const code = readFileSync(join(fixture.dir, 'dist-minimal-grouped', chunk.fileName))
    sizes[variant] = { minified: code.length, gzip: gzipSync(code, { level: 9 }).length }
    console.log(`${variant} minimal host: Atrium's start chunk ${sizes[variant].minified} B minified, ${sizes[variant].gzip} B gzip -9 (${split.atriumStartFiles.length} modules; ${split.atriumLazyFiles.length} on demand)`)
  })

  it('works in Chromium: the host\'s page, sign-in, list/create/edit/delete on local and HTTP resources, a reload, a not-found address', async () => {
    const fixture = host(variant, built, 'built')
    const server = await startHostServer(join(fixture.dir, 'dist'))
    browser ??= await launchBrowser()
    // Each host has its own origin (its own port), so its own local storage.
    const page = await browser.newPage()
    await page.setViewportSize({ width: 1280, height: 800 })
    const walked = Date.now()
    try {
      const report = await walkHost(page, server)
      expect(report.errors).toEqual([])
      // The create form sent what the reader typed: no "" author, no null pages.
      expect(report.created).toEqual({ title: 'Ulysses' })
      expect(report.updated).toEqual({ pages: 730 })
    } catch (error) {
      const shot = await saveScreenshot(page, `host-matrix-${variant}`)
      if (shot && error instanceof Error) error.message += `\n(screenshot: ${shot})`
      throw error
    } finally {
      timings[`chromium ${variant}`] = Date.now() - walked
      await page.close()
      await server.close()
    }
  })

  it('serves the minimal page: the table drawn from the HTTP API, the lazy parts never fetched', async () => {
    const fixture = host(variant, installed, 'installed')
    const server = await startHostServer(join(fixture.dir, 'dist-minimal'), { index: 'minimal.html', requireToken: false })
    browser ??= await launchBrowser()
    const page = await browser.newPage()
    const scripts: string[] = []
    page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname) })
    try {
      await page.goto(`${server.url}/`)
      await page.waitForURL((url) => url.pathname === '/shelf/books/list')
      await page.getByRole('cell', { name: 'Dune', exact: true }).waitFor()
      expect(scripts.filter((path) => /BoardLayout|CalendarLayout|TimelineLayout|createRealtimeSession|createLocalRepository|runCsvExport|hydra/.test(path))).toEqual([])
    } finally {
      await page.close()
      await server.close()
    }
  })
})
