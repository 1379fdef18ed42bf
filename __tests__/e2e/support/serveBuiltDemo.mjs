// Serves an already built demo app (DEMO_OUT_DIR) with a fresh API, for the
// browser tests: `startDemoForTest()` builds the app once per change of its
// sources (see demoBuild.ts) and starts this script for each test file, so a
// test file pays for the database, not for a Vite build.
//
// Environment: PORT (0 picks a free one), DEMO_OUT_DIR (required: the built
// app), DEMO_DATA_DIR (required: the API's data), and what the API reads
// (DEMO_LATENCY_MS, DEMO_TOKEN_TTL_S). Prints `Atrium demo: <url>` when ready,
// like `npm run demo`.
import { startDemo } from '../../../demo/server/startDemo.mjs'

const outDir = process.env.DEMO_OUT_DIR
const dataDir = process.env.DEMO_DATA_DIR
if (!outDir || !dataDir) {
  console.error('serveBuiltDemo: DEMO_OUT_DIR and DEMO_DATA_DIR are required.')
  process.exit(2)
}

let demo
try {
  demo = await startDemo({ port: Number(process.env.PORT ?? '0'), build: false, outDir, dataDir })
} catch (error) {
  console.error(`[demo] could not start: ${/** @type {Error} */ (error).message}`)
  process.exit(1)
}
console.log(`Atrium demo: ${demo.url}`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  setTimeout(() => process.exit(1), 5000).unref()
  await demo.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
// Started with an IPC channel: if the test process dies, stop too.
if (process.send) process.once('disconnect', stop)
