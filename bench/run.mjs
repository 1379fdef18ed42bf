// `npm run bench`: installs bench/'s packages when missing, builds the apps, measures every figure,
// prints one table, writes bench/results.json and regenerates the README's performance section.
//
//   npm run bench                      all figures, 5 timed runs each
//   npm run bench -- --runs=9          more runs (or BENCH_RUNS=9)
//   npm run bench -- --only=size,list  some figures (size, list, boot, large, local, scaling, requests, realtime, memory);
//                                      a partial run does not touch the README
//   npm run bench -- --cycles=50       drawer cycles of the memory figure (default 200)
//   npm run bench -- --no-readme       leave README.md alone
//
// Benchmarks are not tests: a missed budget is printed as measured (FAIL) and the exit code stays 0;
// `--strict` makes it 1.
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const benchDir = dirname(fileURLToPath(import.meta.url))
const rootDir = join(benchDir, '..')
const FIGURES = ['size', 'list', 'boot', 'large', 'local', 'scaling', 'requests', 'realtime', 'memory']

const args = Object.fromEntries(process.argv.slice(2).map((arg) => {
  const [key, value] = arg.replace(/^--/, '').split('=')
  return [key, value ?? true]
}))
const runs = Math.max(1, Number(args.runs ?? process.env.BENCH_RUNS ?? 5))
const cycles = Math.max(1, Number(args.cycles ?? 200))
const only = args.only ? String(args.only).split(',') : FIGURES
const unknown = only.filter((name) => !FIGURES.includes(name))
if (unknown.length) throw new Error(`unknown figure(s) ${unknown.join(', ')}; known: ${FIGURES.join(', ')}`)
const wanted = (name) => only.includes(name)
const log = (text) => console.log(`[bench] ${text}`)

/** bench/ has its own packages (the peers, esbuild); install them when missing or older than the lockfile. */
function ensureBenchPackages() {
  const lock = join(benchDir, 'package-lock.json')
  const marker = join(benchDir, 'node_modules/.package-lock.json')
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000)
  if (!stale) return
  const command = existsSync(lock) ? 'npm install --no-save --no-audit --no-fund' : 'npm install --no-audit --no-fund'
  log(`installing bench packages (${command} in bench/)…`)
  execSync(command, { cwd: benchDir, stdio: 'inherit' })
}

/** The root's packages (playwright-core, the library's own) as `npm test` installs them. */
function ensureRootPackages() {
  try {
    createRequire(join(rootDir, 'package.json')).resolve('playwright-core')
  } catch {
    log('installing the root packages (scripts/ensureDeps.mjs)…')
    execSync('node scripts/ensureDeps.mjs', { cwd: rootDir, stdio: 'inherit' })
  }
}

ensureBenchPackages()
ensureRootPackages()

const { buildAll } = await import('./build.mjs')
const { launchBrowser, probeScript, waitForMark } = await import('./lib/browser.mjs')
const { LIST_PATH, serveApp } = await import('./lib/apps.mjs')
const { buildRows, machine, markdownTable, readmeBlock, textTable, updateReadme } = await import('./lib/report.mjs')
const { measureListRender } = await import('./figures/listRender.mjs')
const { measureLocalFilter } = await import('./figures/localFilter.mjs')
const { measureStoreScaling, measureFirstRenderScaling } = await import('./figures/scaling.mjs')
const { measureRequests } = await import('./figures/requests.mjs')
const { measureRealtime } = await import('./figures/realtime.mjs')
const { measureMemory } = await import('./figures/memory.mjs')
const { measureBoot } = await import('./figures/boot.mjs')
const { measureLargePage } = await import('./figures/largePage.mjs')

const started = performance.now()
const host = machine()
const figures = {}
const attempt = async (name, measure) => {
  const begun = performance.now()
  try {
    figures[name] = await measure()
  } catch (error) {
    figures[name] = { error: String(error?.message ?? error).split('\n')[0] }
    log(`${name}: ${figures[name].error}`)
  }
  log(`${name} done in ${((performance.now() - begun) / 1000).toFixed(1)} s`)
}

// Builds are needed by every browser figure, and are the size figure.
log('building the apps (esbuild)…')
const built = await buildAll({ log })
if (wanted('size')) figures.size = built

/**
 * Whether Atrium's app draws its list at all: the Atrium browser figures need the views. When it
 * does not, those figures are reported pending (with why) instead of waiting out every timeout.
 */
async function atriumDrawsViews(browser) {
  const server = await serveApp('atrium')
  const page = await browser.newPage([probeScript({ rows: 1 })])
  try {
    await page.goto(server.url + LIST_PATH.atrium)
    await waitForMark(page, 'rows', 20000)
    return undefined
  } catch {
    return `pending: AtriumProvider draws no list at ${LIST_PATH.atrium} yet (the views are not wired into the scope outlet)`
  } finally {
    await page.close()
    await server.close()
  }
}

const needsBrowser = ['list', 'boot', 'large', 'local', 'scaling', 'requests', 'realtime', 'memory'].some(wanted)
let browser
try {
  if (needsBrowser) {
    browser = await launchBrowser()
    host.chromium = browser.version
    log(`Chromium ${browser.version}`)
  }
  const viewsMissing = needsBrowser ? await atriumDrawsViews(browser) : undefined
  if (viewsMissing) log(viewsMissing)
  const atriumFigure = (name, measure) => (viewsMissing ? (figures[name] = { pending: viewsMissing }) : attempt(name, measure))

  if (wanted('list')) {
    await attempt('list', async () => {
      const apps = viewsMissing ? ['react-admin', 'ra-core', 'refine'] : ['atrium', 'react-admin', 'ra-core', 'refine']
      const result = await measureListRender({ browser, runs, apps, log })
      if (viewsMissing) result.atrium = { pending: viewsMissing }
      return result
    })
  }
  if (wanted('boot')) await attempt('boot', () => measureBoot({ browser, runs, log }))
  if (wanted('large')) await atriumFigure('large', () => measureLargePage({ browser, log }))
  if (wanted('local')) await atriumFigure('local', () => measureLocalFilter({ browser, runs, log }))
  if (wanted('scaling')) {
    await attempt('store', () => measureStoreScaling({ log }))
    await atriumFigure('firstRender', () => measureFirstRenderScaling({ browser, runs, log }))
  }
  if (wanted('requests')) await atriumFigure('requests', () => measureRequests({ browser, log }))
  if (wanted('realtime')) await atriumFigure('realtime', () => measureRealtime({ browser, log }))
  if (wanted('memory')) await atriumFigure('memory', () => measureMemory({ browser, cycles, log }))
} finally {
  await browser?.close()
}

const rows = buildRows(figures, runs)
const date = new Date().toISOString().slice(0, 10)
const results = {
  date: new Date().toISOString(),
  machine: { ...host, loadAverageAtEnd: machine().loadAverage },
  runs,
  durationSeconds: Math.round((performance.now() - started) / 1000),
  rows,
  figures: {
    ...figures,
    ...(figures.size ? { size: { sizes: Object.fromEntries(Object.entries(built.sizes).map(([name, entry]) => [name, { bytes: entry.bytes, gzip: entry.gzip, ...(entry.folders ? { folders: entry.folders } : {}), ...(entry.includesViews !== undefined ? { includesViews: entry.includesViews } : {}) }])) } } : {}),
  },
}
writeFileSync(join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`)

console.log(`\n${textTable(rows)}\n`)
for (const entry of rows.filter((item) => item.note)) console.log(`- ${entry.figure}: ${entry.note}`)
console.log(`\n[bench] ${results.durationSeconds} s; results in bench/results.json`)

if (only.length === FIGURES.length && !args['no-readme']) {
  const readmePath = join(rootDir, 'README.md')
  const block = readmeBlock({ rows, machine: host, date, runs })
  writeFileSync(readmePath, updateReadme(readFileSync(readmePath, 'utf8'), block))
  console.log('[bench] README.md performance section regenerated')
} else if (args.markdown) {
  console.log(markdownTable(rows))
}

if (args.strict && rows.some((entry) => entry.status === 'FAIL')) process.exitCode = 1
