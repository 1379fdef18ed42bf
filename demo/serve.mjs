// `npm run demo` — builds the demo app and serves it with its API on
// http://127.0.0.1:5173. The `predemo` script has installed missing packages.
//
//   npm run demo                 build and serve
//   npm run demo -- --reset      same, reseeding the API's data
//   PORT=8080 npm run demo       another port (0 picks a free one)
//
// Environment: PORT, DEMO_DATA_DIR (API data, default demo/.data),
// DEMO_OUT_DIR (built app, default demo/dist). Ctrl-C stops everything.
import { parseArgs } from 'node:util'
import { startDemo } from './server/startDemo.mjs'

const usage = 'Usage: npm run demo [-- --reset]'

/** @returns {{ reset: boolean }} */
function readArgs() {
  try {
    const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } } })
    if (values.help) {
      console.log(usage)
      process.exit(0)
    }
    return { reset: values.reset ?? false }
  } catch (error) {
    console.error(`${/** @type {Error} */ (error).message}\n${usage}`)
    process.exit(2)
  }
}

/** @returns {number} */
function readPort() {
  const text = process.env.PORT ?? '5173'
  const port = Number(text)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a number from 0 to 65535, not "${text}".`)
    process.exit(2)
  }
  return port
}

const { reset } = readArgs()
let demo
try {
  demo = await startDemo({
    port: readPort(),
    reset,
    dataDir: process.env.DEMO_DATA_DIR || undefined,
    outDir: process.env.DEMO_OUT_DIR || undefined,
  })
} catch (error) {
  console.error(`[demo] could not start: ${/** @type {Error} */ (error).message}`)
  process.exit(1)
}

console.log(`\nAtrium demo: ${demo.url}`)
console.log('Accounts: admin/admin, editor/editor')
console.log('Press Ctrl-C to stop.')

let stopping = false
/** Closes the server and the API, then exits; a stuck close cannot keep the process alive. */
async function stop() {
  if (stopping) return
  stopping = true
  setTimeout(() => process.exit(1), 5000).unref()
  await demo.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
// Started by a test with an IPC channel: if the test process dies, stop too.
if (process.send) process.once('disconnect', stop)
