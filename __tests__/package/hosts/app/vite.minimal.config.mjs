// The minimal host (minimal.html: createViewResource + a table only). Writes chunks.json: each chunk,
// its static and dynamic imports and the modules in it, for the test to tell what loads at start.
// With ATRIUM_START_MODULES (a JSON file listing module ids), those modules are grouped into one
// chunk, `atrium-start`, so the size of Atrium's start code is read off a real minified chunk.
import { readFileSync } from 'node:fs'
import { defineConfig, version } from 'vite'

const startModules = process.env.ATRIUM_START_MODULES ? new Set(JSON.parse(readFileSync(process.env.ATRIUM_START_MODULES, 'utf8'))) : undefined

function chunkReport() {
  return {
    name: 'atrium-chunk-report',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk').map((chunk) => ({
        fileName: chunk.fileName,
        isEntry: chunk.isEntry,
        imports: chunk.imports,
        dynamicImports: chunk.dynamicImports,
        modules: Object.keys(chunk.modules),
      }))
      this.emitFile({ type: 'asset', fileName: 'chunks.json', source: JSON.stringify(chunks) })
    },
  }
}

const rolldown = Number(version.split('.')[0]) >= 8
const inStart = (id) => startModules?.has(id) ?? false
const otherPackage = (id) => id.includes('/node_modules/') && !id.includes('/node_modules/atrium/')
// Both bundlers take a group's dependencies into it unless told otherwise: Rolldown has an option,
// Rollup gets the other packages (React, RTK…) their own chunk.
const grouping = !startModules ? {} : rolldown
  ? { codeSplitting: { groups: [{ name: 'atrium-start', test: inStart, includeDependenciesRecursively: false }] } }
  : { manualChunks: (id) => (inStart(id) ? 'atrium-start' : otherPackage(id) ? 'packages' : undefined) }
const bundlerOptions = { input: 'minimal.html', output: grouping }

export default defineConfig({
  plugins: [chunkReport()],
  build: {
    outDir: startModules ? 'dist-minimal-grouped' : 'dist-minimal',
    emptyOutDir: true,
    // Vite 8 bundles with Rolldown (`rolldownOptions`); Vite 5 with Rollup.
    ...(rolldown ? { rolldownOptions: bundlerOptions } : { rollupOptions: bundlerOptions }),
  },
})
