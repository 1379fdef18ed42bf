// Builds a browser-test fixture page (argv: entry, outDir) with esbuild: bundle, splitting, ESM,
// production. Run in a child process: esbuild refuses to run inside Jest's sandbox.
import { createRequire } from 'node:module'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'

const [entry, outDir] = process.argv.slice(2)
if (!entry || !outDir) {
  console.error('Usage: node buildFixture.mjs <entry> <outDir>')
  process.exit(2)
}
const esbuild = createRequire(import.meta.url)('esbuild')
await esbuild.build({
  entryPoints: { main: entry },
  outdir: outDir,
  bundle: true,
  splitting: true,
  format: 'esm',
  minify: true,
  jsx: 'automatic',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
})
await writeFile(join(outDir, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Fixture</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>')
