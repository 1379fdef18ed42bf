// Builds the bench apps with one bundler and one set of options (esbuild: bundle, minify,
// production, ES2022) and measures them (bytes, gzip level 9).
//
//   atrium        bench/apps/atrium/main.tsx   Atrium from source (lib/index.ts), AdminLayout, one scope
//   atrium-lab    bench/apps/atrium/lab.tsx    the same admin with switches, for the Atrium-only figures (not sized)
//   react-admin   bench/apps/react-admin       react-admin + Material UI, ra-data-json-server
//   ra-core       bench/apps/ra-core           ra-core (headless react-admin), plain HTML, ra-data-json-server
//   refine        bench/apps/refine            @refinedev/core + @refinedev/react-router, plain HTML, @refinedev/simple-rest
//   baseline      bench/apps/baseline          React + ReactDOM alone, for scale
//   stack         bench/apps/stack             Atrium's fixed stack without Atrium (RTK Query, react-redux, react-router-dom, redux-persist), for scale
//   atrium-own    lib/index.ts                 Atrium's own code, peers external: the small admin's imports at start (the size budget of __tests__/size/bundleSize.test.ts)
//
// Every app takes react, react-dom, react-router… from bench/node_modules, including Atrium's
// sources (which would otherwise find the root's copies): one copy of each package per bundle.
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { exactCasePlugin, importedNames, measureAtriumOwn } from './lib/atriumOwnSize.mjs'

const benchDir = dirname(fileURLToPath(import.meta.url))
const rootDir = join(benchDir, '..')
const require = createRequire(join(benchDir, 'package.json'))
const esbuild = require('esbuild')

export const distDir = join(benchDir, 'dist')

/** Packages Atrium leaves to the host (peers and its one dependency), with their subpaths. */
export const ATRIUM_PEERS = ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'react-router', 'react-router-dom', 'redux-persist']

export const APPS = {
  atrium: join(benchDir, 'apps/atrium/main.tsx'),
  'atrium-lab': join(benchDir, 'apps/atrium/lab.tsx'),
  'react-admin': join(benchDir, 'apps/react-admin/main.tsx'),
  'ra-core': join(benchDir, 'apps/ra-core/main.tsx'),
  refine: join(benchDir, 'apps/refine/main.tsx'),
  baseline: join(benchDir, 'apps/baseline/main.tsx'),
  stack: join(benchDir, 'apps/stack/main.tsx'),
}

const SHARED = /^(react|react-dom|react-redux|react-router|react-router-dom|redux-persist|redux|@reduxjs\/toolkit|reselect|immer)(\/.*)?$/

const benchPlugin = {
  name: 'bench-resolve',
  setup(build) {
    exactCasePlugin.setup(build)
    // One copy of each shared package: resolve it from bench/, whoever imports it.
    build.onResolve({ filter: SHARED }, (args) => {
      if (args.pluginData?.shared) return undefined
      return build.resolve(args.path, { kind: args.kind, resolveDir: benchDir, pluginData: { shared: true } })
    })
  },
}

/** Options shared by every build: production, minified, one ES module. */
export const COMMON_OPTIONS = {
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'silent',
  write: false,
  metafile: true,
}

const HTML = '<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Bench admin</title></head>\n<body><div id="root"></div><script type="module" src="/app.js"></script></body>\n</html>\n'

function measure(outputFiles) {
  let bytes = 0
  let gzip = 0
  for (const file of outputFiles) {
    if (file.path.endsWith('.map')) continue
    bytes += file.contents.byteLength
    gzip += gzipSync(file.contents, { level: 9 }).byteLength
  }
  return { bytes, gzip }
}

/** Builds one app into bench/dist/<name>/ (app.js, index.html); returns its sizes. */
export async function buildApp(name) {
  const outdir = join(distDir, name)
  const result = await esbuild.build({
    ...COMMON_OPTIONS,
    entryPoints: { app: APPS[name] },
    outdir,
    plugins: [benchPlugin],
  })
  await rm(outdir, { recursive: true, force: true })
  await mkdir(outdir, { recursive: true })
  for (const file of result.outputFiles) await writeFile(file.path, file.contents)
  await writeFile(join(outdir, 'index.html'), HTML)
  // Files that left code in the bundle (the metafile's `inputs` also lists what tree shaking dropped).
  const inputs = Object.values(result.metafile.outputs).flatMap((output) => Object.entries(output.inputs).filter(([, entry]) => entry.bytesInOutput > 0).map(([input]) => input))
  return { ...measure(result.outputFiles), dir: outdir, warnings: result.warnings.length, inputs }
}

/**
 * Atrium's own code, peers external, measured exactly as the size budget of `npm test` does
 * (bench/lib/atriumOwnSize.mjs, esbuild with splitting): what the small admin's imports load at
 * start (the size budget of __tests__/size/bundleSize.test.ts), and, for the record, every export of lib/index.ts at once (`full`).
 */
export async function buildAtriumOwn() {
  const app = await measureAtriumOwn(esbuild, rootDir, importedNames(join(benchDir, 'apps/atrium/admin.tsx')))
  const full = await measureAtriumOwn(esbuild, rootDir)
  const peerInputs = [...new Set([...app.inputs, ...full.inputs])].filter((input) => input.includes('node_modules'))
  return { ...app.start, onDemand: app.onDemand, full: { ...full.start, onDemand: full.onDemand }, peerInputs, folders: app.folders }
}

/** Builds every app and Atrium's own code; returns the sizes by name. */
export async function buildAll({ log = () => {} } = {}) {
  const sizes = {}
  for (const name of Object.keys(APPS)) {
    const started = performance.now()
    sizes[name] = await buildApp(name)
    log(`built ${name}: ${(sizes[name].gzip / 1024).toFixed(1)} KB gzip (${Math.round(performance.now() - started)} ms)`)
  }
  // Until AtriumProvider draws the views, nothing reaches them and esbuild drops them from the app.
  sizes.atrium.includesViews = sizes.atrium.inputs.some((input) => input.endsWith('lib/scope/AtriumViews.tsx'))
  sizes['atrium-own'] = await buildAtriumOwn()
  log(`built atrium-own: ${(sizes['atrium-own'].gzip / 1024).toFixed(1)} KB gzip`)
  return { sizes }
}

/** Bundles a Node script (the store-scaling figure) from Atrium's sources. */
export async function buildNodeScript(entry, outfile) {
  const result = await esbuild.build({
    ...COMMON_OPTIONS,
    minify: false,
    platform: 'node',
    entryPoints: [entry],
    outfile,
    plugins: [benchPlugin],
    write: true,
  })
  return result
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(benchDir, 'node_modules'))) throw new Error('bench/node_modules is missing: run `npm run bench` (it installs them)')
  const { sizes } = await buildAll({ log: console.log })
  console.log(JSON.stringify({ sizes: Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, { bytes: v.bytes, gzip: v.gzip }])) }, null, 2))
}
