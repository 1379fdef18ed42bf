// Bundles realSseDriver.ts (and everything it imports) into one ES module a
// plain `node` can run: node bundleRealSseDriver.mjs <output file>
import { fileURLToPath } from 'node:url'
import { build } from 'rolldown'

const output = process.argv[2]
await build({
  input: fileURLToPath(new URL('./realSseDriver.ts', import.meta.url)),
  platform: 'node',
  logLevel: 'silent',
  transform: { define: { 'process.env.NODE_ENV': '"test"' } },
  // One file: the layouts and the CSV export are dynamic imports, kept inline here.
  output: { file: output, format: 'esm', codeSplitting: false },
})
