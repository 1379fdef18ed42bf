// Starts the demo: builds the app with Vite, then serves it and the API from
// one plain Node http server. `npm run demo` (demo/serve.mjs) and the browser
// tests both start it through startDemo().
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApiHandler, isApiPath } from './api.mjs'
import { createStaticHandler } from './staticFiles.mjs'

const demoDir = fileURLToPath(new URL('..', import.meta.url))

/** Default folder of the built app. */
export const DEFAULT_OUT_DIR = join(demoDir, 'dist')
/** Default folder of the API's data (git-ignored). */
export const DEFAULT_DATA_DIR = join(demoDir, '.data')
/** Requests under this prefix go to the API (so do /rest/* and /.well-known/mercure: see isApiPath); everything else is the app. */
export const API_PREFIX = '/api/'

/**
 * @typedef {object} StartDemoOptions
 * @property {number} [port] TCP port; 0 picks a free one. Default 5173.
 * @property {string} [host] Interface to listen on. Default 127.0.0.1 (never exposed to the network by default).
 * @property {boolean} [build] Build the app with Vite first. Default true.
 * @property {boolean} [quiet] Silence Vite's build output.
 * @property {string} [outDir] Where the app is built and served from. Default demo/dist.
 * @property {string} [dataDir] Where the API keeps its data. Default demo/.data.
 * @property {boolean} [reset] Reseed the API's data.
 */

/**
 * @typedef {object} RunningDemo
 * @property {string} url Base URL without a trailing slash, e.g. `http://127.0.0.1:5173`.
 * @property {() => Promise<void>} close Stops the server, drops open connections and closes the API.
 */

/**
 * Builds the demo app into `outDir` with demo/vite.config.ts.
 * @param {{ outDir?: string, quiet?: boolean }} [options]
 */
export async function buildDemo({ outDir = DEFAULT_OUT_DIR, quiet = false } = {}) {
  // Imported here so that serving an existing build does not load Vite at all.
  const { build } = await import('vite')
  await build({
    configFile: join(demoDir, 'vite.config.ts'),
    logLevel: quiet ? 'error' : 'info',
    build: { outDir: resolve(outDir), emptyOutDir: true },
  })
}

/**
 * Builds (unless `build: false`) and serves the demo.
 * @param {StartDemoOptions} [options]
 * @returns {Promise<RunningDemo>}
 */
export async function startDemo({
  port = 5173,
  host = '127.0.0.1',
  build = true,
  quiet = false,
  outDir = DEFAULT_OUT_DIR,
  dataDir = DEFAULT_DATA_DIR,
  reset = false,
} = {}) {
  const appDir = resolve(outDir)
  if (build) await buildDemo({ outDir: appDir, quiet })
  else if (!existsSync(join(appDir, 'index.html'))) {
    throw new Error(`No built demo in ${appDir}: start it with build: true (npm run demo builds it).`)
  }

  await mkdir(dataDir, { recursive: true })
  const api = await createApiHandler({ dataDir: resolve(dataDir), reset })
  const serveStatic = createStaticHandler(appDir)

  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://demo.invalid').pathname
    const handled = isApiPath(pathname)
      ? api.handle(req, res)
      : serveStatic(req, res, pathname)
    Promise.resolve(handled).catch((error) => {
      console.error('[demo]', req.method, req.url, error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/problem+json' })
      res.end(JSON.stringify({ title: 'Internal Server Error' }))
    })
  })

  try {
    await new Promise((resolveListen, rejectListen) => {
      server.once('error', rejectListen)
      server.listen(port, host, () => {
        server.off('error', rejectListen)
        resolveListen(undefined)
      })
    })
  } catch (error) {
    await api.close()
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE') {
      throw new Error(`Port ${port} on ${host} is taken: stop what uses it or choose another with PORT=…`)
    }
    throw error
  }

  const address = /** @type {import('node:net').AddressInfo} */ (server.address())
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`

  let closing
  return {
    url,
    close() {
      closing ??= (async () => {
        const closed = new Promise((resolveClose) => server.close(() => resolveClose(undefined)))
        // Keep-alive sockets and streams (realtime, later) would hold close() open forever.
        server.closeAllConnections()
        await closed
        await api.close()
      })()
      return closing
    },
  }
}
