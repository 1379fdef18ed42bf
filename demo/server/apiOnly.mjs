// Serves the demo's API alone, without building the app: for the API's
// HTTP tests (__tests__/demoApi) and for poking at the API with curl.
//
//   node demo/server/apiOnly.mjs [--reset]
//
// Environment: PORT (default 5174; 0 picks a free one), DEMO_DATA_DIR
// (default demo/.data), DEMO_LATENCY_MS, DEMO_TOKEN_TTL_S. Prints
// "Atrium demo API: <url>" once it listens. Ctrl-C stops it.
import { mkdir } from 'node:fs/promises'
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createApiHandler, isApiPath } from './api.mjs'

const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false } } })
const port = Number(process.env.PORT ?? '5174')
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a number from 0 to 65535, not "${process.env.PORT}".`)
  process.exit(2)
}
const dataDir = resolve(process.env.DEMO_DATA_DIR || fileURLToPath(new URL('../.data', import.meta.url)))
await mkdir(dataDir, { recursive: true })

/** @type {import('./api.mjs').ApiHandler} */
let api
try {
  api = await createApiHandler({ dataDir, reset: values.reset ?? false })
} catch (error) {
  console.error(`[demo api] could not start: ${/** @type {Error} */ (error).message}`)
  process.exit(1)
}

const server = createServer((req, res) => {
  const pathname = new URL(req.url ?? '/', 'http://api.invalid').pathname
  if (isApiPath(pathname)) void api.handle(req, res)
  else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: this server answers /api/*, /rest/* and /.well-known/mercure only.')
})
server.listen(port, '127.0.0.1', () => {
  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  console.log(`Atrium demo API: http://127.0.0.1:${address.port}`)
})

let stopping = false
/** Closes the server and the API, then exits; a stuck close cannot keep the process alive. */
async function stop() {
  if (stopping) return
  stopping = true
  setTimeout(() => process.exit(1), 5000).unref()
  const closed = new Promise((done) => server.close(() => done(undefined)))
  server.closeAllConnections()
  await closed
  await api.close()
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
if (process.send) process.once('disconnect', stop)
