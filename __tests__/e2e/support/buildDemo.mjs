// Builds the demo app into the folder given as the first argument, quietly
// (Vite's errors still print). Used by demoBuild.ts, in a child process
// because Jest's module sandbox cannot load Vite.
import { buildDemo } from '../../../demo/server/startDemo.mjs'

const outDir = process.argv[2]
if (!outDir) {
  console.error('Usage: node buildDemo.mjs <outDir>')
  process.exit(2)
}
try {
  await buildDemo({ outDir, quiet: true })
} catch (error) {
  console.error(`[demo build] ${/** @type {Error} */ (error).stack ?? error}`)
  process.exit(1)
}
