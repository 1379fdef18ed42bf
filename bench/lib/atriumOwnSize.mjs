// Atrium's own code, peers external: what a host's bundle adds for Atrium at start.
// Shared by `npm run bench` (bench/build.mjs) and the size budget in `npm test`
// (__tests__/size/bundleSize.test.ts), so both print the same bytes.
//
// esbuild (the caller's copy), minified, production, ES2022, format esm, `splitting: true`,
// peers external, gzip level 9 per file. "Start" is the entry chunk plus every chunk it
// imports statically, transitively: what the browser must download before Atrium runs.
// Chunks reached only through a dynamic import() (board, calendar, timeline, CSV writer, realtime,
// local-storage repository…) are counted apart as "on demand".
//
// Two figures:
// - full: `export * from lib/index.ts`, every public export at once (what a host that cannot
//   tree-shake loads at start);
// - app: only the names an app imports. Each name is imported from the module that defines it
//   (read from lib/index.ts), as a bundler honouring `"sideEffects": false` does with a barrel.
//   Importing through lib/index.ts itself would be wrong with esbuild: it assigns modules to
//   chunks before tree shaking, so a module that lib/index.ts re-exports and that is also loaded
//   on demand (createLocalRepository) would land in a start chunk even when the app never uses
//   that export.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** Packages Atrium leaves to the host (peers and its one dependency). */
export const ATRIUM_PEERS = ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'react-router', 'react-router-dom', 'redux-persist']

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '.mjs', '/index.tsx', '/index.ts', '/index.js']

function existsExactly(path) {
  try {
    return readdirSync(dirname(path)).includes(path.slice(dirname(path).length + 1)) && statSync(path).isFile()
  } catch {
    return false
  }
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
/** The library's own folders: its package.json's `sideEffects` covers them. */
const LIBRARY = /^(lib|store|slices|middleware)\//
const PACKAGE_SIDE_EFFECTS = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).sideEffects

/**
 * Relative imports of the project's own sources, resolved case-exactly, as Node and Vite do
 * (esbuild alone ignores case: it would take lib/layouts/LayoutStyles.tsx for './layoutStyles').
 * A path a plugin resolves loses its package.json's `sideEffects` (esbuild reads it only for paths
 * it resolves itself), so the library's files carry it here: `false`, as a host's bundler reads it
 * from the published package. Without it every module lib/index.ts names stayed in the builds.
 */
export const exactCasePlugin = {
  name: 'exact-case',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.importer === '' || args.importer.includes('/node_modules/')) return undefined
      const base = join(args.resolveDir, args.path)
      for (const extension of EXTENSIONS) {
        const path = base + extension
        if (existsExactly(path)) return PACKAGE_SIDE_EFFECTS === false && LIBRARY.test(relative(ROOT, path)) ? { path, sideEffects: false } : { path }
      }
      return undefined
    })
  },
}

/** The value exports of lib/index.ts: exported name → module path relative to lib/. */
export function publicExports(rootDir) {
  const source = readFileSync(join(rootDir, 'lib/index.ts'), 'utf8')
  const exports = new Map()
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}\s*from\s*'([^']+)'/gm)) {
    for (const part of match[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop()?.trim()
      if (name) exports.set(name, match[2])
    }
  }
  return exports
}

/** The value names `file` imports from Atrium's public entry (`…/lib/index.ts` or `…/lib/index`). */
export function importedNames(file) {
  const source = readFileSync(file, 'utf8')
  const names = []
  for (const match of source.matchAll(/^import\s*\{([^}]*)\}\s*from\s*'[^']*\/lib\/index(?:\.ts)?'/gm)) {
    for (const part of match[1].split(',')) {
      const name = part.trim().replace(/^type\s+/, '')
      if (name && !part.trim().startsWith('type ')) names.push(name.split(/\s+as\s+/)[0].trim())
    }
  }
  return names
}

function entrySource(rootDir, names) {
  if (!names) return "export * from './lib/index.ts'\n"
  const exports = publicExports(rootDir)
  const unknown = names.filter((name) => !exports.has(name))
  if (unknown.length > 0) throw new Error(`not exported by lib/index.ts: ${unknown.join(', ')}`)
  return names.map((name) => `export { ${name} } from './lib/${exports.get(name).replace(/^\.\//, '')}'\n`).join('')
}

/**
 * Builds Atrium's own code for `names` (every export when omitted) and measures it.
 * @param esbuild the caller's esbuild module
 * @param rootDir the repository root
 */
export async function measureAtriumOwn(esbuild, rootDir, names) {
  const result = await esbuild.build({
    stdin: { contents: entrySource(rootDir, names), resolveDir: rootDir, sourcefile: 'atrium-own-entry.ts', loader: 'ts' },
    absWorkingDir: rootDir,
    bundle: true, minify: true, splitting: true, format: 'esm', platform: 'browser', target: 'es2022', jsx: 'automatic',
    legalComments: 'none', define: { 'process.env.NODE_ENV': '"production"' },
    external: ATRIUM_PEERS.flatMap((name) => [name, `${name}/*`]),
    write: false, metafile: true, logLevel: 'silent', outdir: join(rootDir, 'dist-size'), entryNames: 'index', plugins: [exactCasePlugin],
  })
  const outputs = result.metafile.outputs
  const fileOf = (output) => result.outputFiles.find((file) => file.path === join(rootDir, output))
  const entry = Object.keys(outputs).find((output) => outputs[output].entryPoint === 'atrium-own-entry.ts')
  const start = new Set()
  for (const stack = [entry]; stack.length > 0;) {
    const output = stack.pop()
    if (start.has(output)) continue
    start.add(output)
    for (const item of outputs[output].imports) if (item.kind === 'import-statement' && !item.external) stack.push(item.path)
  }
  const onDemand = Object.keys(outputs).filter((output) => !start.has(output) && output.endsWith('.js'))
  const measure = (list) => list.reduce((sum, output) => {
    const contents = fileOf(output).contents
    return { bytes: sum.bytes + contents.byteLength, gzip: sum.gzip + gzipSync(contents, { level: 9 }).byteLength }
  }, { bytes: 0, gzip: 0 })
  const byFolder = {}
  for (const output of start) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[output].inputs)) {
      const folder = input.split('/').slice(0, -1).join('/') || '.'
      byFolder[folder] = (byFolder[folder] ?? 0) + bytesInOutput
    }
  }
  const startInputs = [...start].flatMap((output) => Object.entries(outputs[output].inputs).filter(([, item]) => item.bytesInOutput > 0).map(([input]) => input))
  // Files with code in any output, at start or on demand (what the app ships at all).
  const shippedInputs = [...new Set(Object.values(outputs).flatMap((output) => Object.entries(output.inputs).filter(([, item]) => item.bytesInOutput > 0).map(([input]) => input)))]
  return {
    start: { ...measure([...start]), chunks: start.size },
    onDemand: { ...measure(onDemand), chunks: onDemand.length },
    folders: Object.entries(byFolder).sort((a, b) => b[1] - a[1]).map(([folder, bytes]) => ({ folder, bytes })),
    startInputs,
    shippedInputs,
    // Every file esbuild read (tree-shaken or not) and every import left outside the build.
    inputs: Object.keys(result.metafile.inputs),
    external: [...new Set(Object.values(outputs).flatMap((output) => output.imports.filter((item) => item.external).map((item) => item.path)))],
    text: result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => file.text).join('\n'),
  }
}
