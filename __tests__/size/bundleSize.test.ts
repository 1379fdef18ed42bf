/** @jest-environment node */
// Size budget of Atrium's own code (see BUDGET_BYTES): exact bytes, no timing.
//
// WHICH FIGURE IS ASSERTED: the code an app loads at start for what it imports. The bench's small
// admin (bench/apps/atrium/admin.tsx: one REST resource, list as a table, read, form, delete, inside
// AdminLayout) is built with esbuild (the root's devDependency), minified, production, `splitting: true`,
// format esm, peers external; the figure is the gzip -9 bytes of its entry chunk plus every chunk that
// chunk imports statically. Chunks loaded only through `import()` (board, calendar and timeline layouts,
// the filter form, the bulk bar, the CSV export, the local-storage repository, the default Hydra
// dialect, the realtime connections — fetched once a resource sets `realtime` —, the quota reader) are
// printed apart and not counted: an app that does not use them never downloads them.
// This is the honest reading of "Atrium's own code": Atrium is an ES module package with
// `"sideEffects": false`, so every host bundler drops the exports an app does not import; no app ships
// all five dialects and every helper at once.
//
// PRINTED, NOT ASSERTED: the same measure for every export of lib/index.ts at once (`export *`): what a
// host that cannot tree-shake would load at start. See bench/lib/atriumOwnSize.mjs for both builds; the
// app's imports are read from admin.tsx, each from the module defining it (as a bundler honouring
// `sideEffects: false` does with a barrel file).
//
// esbuild refuses to run inside Jest's sandbox (its realm check of TextEncoder/Uint8Array fails), so
// the builds run in a child Node process that prints one JSON line.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

const ROOT = join(__dirname, '..', '..')
// The budget is exact: its history (each change that moved it, and by how many bytes) is in BUDGET_HISTORY.md,
// beside this file; add a line there with each new figure.
const BUDGET_BYTES = 51_047
// The start's chunks, at most (session 18: 22 → 10). On-demand code importing a start module splits it into a start
// chunk of its own, one per combination of parts importing it (docs/ARCHITECTURE.md, "Code loaded on demand and the
// start's chunks"): each costs its import and export statements and the main chunk's gzip context.
const START_CHUNKS = 10
const SMALL_ADMIN = join(ROOT, 'bench/apps/atrium/admin.tsx')

/** Packages Atrium leaves to the host, and what they bring with them: none may end up in the build. */
const PEERS = ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'react-router', 'react-router-dom', 'redux-persist']
const PEER_DEPENDENCIES = ['scheduler', 'redux', 'immer', 'reselect', 'redux-thunk', 'use-sync-external-store', 'cookie', 'set-cookie-parser']

/** Strings only the peers' own code contains (React's internals, the JSX runtime, Redux, Immer). */
const PEER_MARKERS = [
  '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
  'react.transitional.element',
  'react-dom.production',
  '@@redux/INIT',
  '[Immer]',
]

const BUILD = `
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
const [root, admin] = process.argv.slice(1)
const esbuild = createRequire(join(root, 'package.json'))('esbuild')
const { importedNames, measureAtriumOwn } = await import(pathToFileURL(join(root, 'bench/lib/atriumOwnSize.mjs')).href)
const names = importedNames(admin)
const app = await measureAtriumOwn(esbuild, root, names)
const full = await measureAtriumOwn(esbuild, root)
console.log(JSON.stringify({ names, app, full }))
`

interface Size { bytes: number; gzip: number; chunks: number }
interface Measure {
  start: Size
  onDemand: Size
  folders: { folder: string; bytes: number }[]
  startInputs: string[]
  shippedInputs: string[]
  inputs: string[]
  external: string[]
  text: string
}
interface Build { names: string[]; app: Measure; full: Measure }

function build(): Build {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', BUILD, ROOT, SMALL_ADMIN], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (run.status !== 0) throw new Error(`the esbuild build of Atrium's own code failed:\n${run.stderr}`)
  return JSON.parse(run.stdout.trim().split('\n').pop() ?? '') as Build
}

const isPackage = (path: string, name: string) => path === name || path.startsWith(`${name}/`)
const describeSize = (measure: Measure) => `start ${measure.start.gzip} B gzip (${measure.start.bytes} B minified, ${measure.start.chunks} chunks); `
  + `on demand ${measure.onDemand.gzip} B gzip (${measure.onDemand.chunks} chunks); largest folders at start before gzip: `
  + measure.folders.slice(0, 6).map(({ folder, bytes }) => `${folder} ${bytes} B`).join(', ')

describe("Atrium's own code (esbuild, splitting, minified, peers external, gzip -9)", () => {
  let result: Build
  beforeAll(() => {
    result = build()
    // The unasserted figure, for the record (and for `npm run bench`, which prints both).
    console.log(`Atrium's own code — small admin (${result.names.join(', ')}): ${describeSize(result.app)}\n`
      + `Atrium's own code — every export of lib/index.ts: ${describeSize(result.full)}`)
  })

  it("measures the small admin's real imports", () => {
    expect(result.names).toEqual(expect.arrayContaining(['AtriumProvider', 'createViewResource', 'createScope', 'tableLayout', 'restDialect']))
    // The list view is drawn at start; the layouts an app does not use are not.
    expect(result.app.startInputs).toEqual(expect.arrayContaining(['lib/views/list/ListView.tsx', 'lib/layouts/table/TableLayout.tsx']))
    expect(result.app.startInputs.filter((input) => /lib\/layouts\/(board\/Board(Layout|Card)|calendar\/Calendar(Layout|Grid)|timeline\/TimelineLayout)\.tsx$/.test(input))).toEqual([])
    // The small admin sets no `realtime` and no `quota`: their code stays out of the start chunks.
    expect(result.app.startInputs.filter((input) => /lib\/realtime\/(createRealtimeSession|createRealtimeConnection|realtimeMessage|mercureHub)\.ts$|lib\/resource\/quota\.ts$/.test(input))).toEqual([])
    expect(result.app.onDemand.chunks).toBeGreaterThan(0)
    // Declared with `tableLayout` alone, the app ships no code of the other kinds, even on demand;
    // every export at once (`layout` with them) ships all four.
    const otherKinds = (inputs: string[]) => inputs.filter((input) => /^lib\/layouts\/(board|calendar|timeline)\//.test(input))
    expect(otherKinds(result.app.shippedInputs)).toEqual([])
    expect(new Set(otherKinds(result.full.shippedInputs).map((input) => input.split('/')[2]))).toEqual(new Set(['board', 'calendar', 'timeline']))
    // What a list's first paint does not draw loads on demand: the form and its inputs, values, leave
    // guard hook and save recovery (the views' own helpers stay), frames, the leave dialog, the windowed
    // body and its library.
    expect(result.app.startInputs.filter((input) => /lib\/views\/ViewFrame\.tsx$|lib\/views\/form\/(ResourceForm|FormInput|formValues|useUnsavedChangesGuard|useSaveRecovery|SaveHoldNotice)\.tsx?$|lib\/frames\/ModalFrame\.tsx$|ConfirmLeaveDialog\.tsx$|lib\/layouts\/WindowedRows\.tsx$|@tanstack\//.test(input))).toEqual([])
    // Nor what only a write, a selection, an export, a notice or a phone draws: the write code, the bulk bar, the CSV
    // writer, the toasts, the phone's stylesheet.
    expect(result.app.startInputs.filter((input) => /lib\/resource\/(resourceWrites|createWriteCalls|optimisticPatches)\.ts$|lib\/views\/list\/(BulkBar|runCsvExport|exportCsv)\.tsx?$|lib\/views\/notices\/NoticeItems\.tsx$|lib\/theme\/noticeItemCss\.ts$|lib\/config\/phoneCss\.ts$/.test(input))).toEqual([])
  })

  it(`loads at most ${BUDGET_BYTES} B gzipped at start for the small admin's imports`, () => {
    const message = `${describeSize(result.app)} — budget ${BUDGET_BYTES} B`
    expect({ gzip: result.app.start.gzip, message }).toEqual({ gzip: Math.min(result.app.start.gzip, BUDGET_BYTES), message })
  })

  it(`splits the small admin's start into at most ${START_CHUNKS} chunks`, () => {
    expect({ chunks: result.app.start.chunks, message: describeSize(result.app) }).toEqual({ chunks: Math.min(result.app.start.chunks, START_CHUNKS), message: describeSize(result.app) })
  })

  it.each(['app', 'full'] as const)('bundles no code of the peers or of their dependencies (%s)', (which) => {
    const measure = result[which]
    const bundled = measure.inputs.filter((input) => input.includes('node_modules/'))
    const peerFiles = bundled.filter((input) => [...PEERS, ...PEER_DEPENDENCIES].some((name) => input.includes(`node_modules/${name}/`)))
    expect(peerFiles).toEqual([])
    expect(PEER_MARKERS.filter((marker) => measure.text.includes(marker))).toEqual([])
  })

  it.each(['app', 'full'] as const)('imports the peers, and only the peers, from outside (%s)', (which) => {
    const external = result[which].external
    expect(external.filter((path) => !PEERS.some((name) => isPackage(path, name)))).toEqual([])
    expect(external.some((path) => isPackage(path, 'react'))).toBe(true)
  })
})
