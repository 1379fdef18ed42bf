// Library build: `npm run build` → dist/index.js (ES module). Type declarations
// come from `tsc -p tsconfig.build.json` (dist/lib/index.d.ts), not from Vite.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

interface PackageJson {
  peerDependencies?: Record<string, string>
  dependencies?: Record<string, string>
}
const pkg = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as PackageJson

// Peers and dependencies are the host's copies: bundling them would give the
// host two Reacts or two Redux stores. react-router is what react-router-dom
// re-exports, so it must stay shared too. Anything later added to
// package.json's peers or dependencies becomes external without touching this file.
const shared = [
  'react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'react-router', 'react-router-dom', 'redux-persist',
  ...Object.keys(pkg.peerDependencies ?? {}),
  ...Object.keys(pkg.dependencies ?? {}),
]

/** True for a shared package or one of its subpaths (`react/jsx-runtime`, `@reduxjs/toolkit/query/react`). */
function isShared(id: string): boolean {
  return shared.some((name) => id === name || id.startsWith(`${name}/`))
}

export default defineConfig({
  root,
  // No public/ folder and no index.html: this is a library, not an app.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Consumers minify in their own build; readable output keeps their stack traces useful.
    minify: false,
    sourcemap: true,
    target: 'es2022',
    lib: {
      entry: 'lib/index.ts',
      formats: ['es'],
    },
    // Library mode leaves `process.env.NODE_ENV` untouched, so development
    // checks stay a runtime decision of the consumer's bundler.
    rolldownOptions: {
      external: isShared,
      output: {
        // One output file per source module (dist/lib/index.js, dist/lib/layouts/BoardLayout.js…), beside
        // its declaration file: the `import()`s of lazy parts (board, calendar, timeline, realtime, CSV,
        // local storage, filter form, bulk bar) stay separate files, so the host's bundler splits them as
        // in the source instead of finding them merged into one entry chunk.
        preserveModules: true,
        preserveModulesRoot: root,
        entryFileNames: '[name].js',
      },
    },
  },
})
