// Serves the built demo app, with the SPA fallback a client-side router needs:
// /notes, /admin/articles/list… have no file, so they get index.html.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
}

/**
 * The file under `root` that `pathname` names, or undefined when there is none
 * (or when the path tries to leave `root`).
 * @param {string} root
 * @param {string} pathname
 * @returns {Promise<string | undefined>}
 */
async function findFile(root, pathname) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  if (decoded.includes('\0')) return undefined
  const file = normalize(join(root, decoded))
  if (file !== root && !file.startsWith(root + sep)) return undefined
  const info = await stat(file).catch(() => undefined)
  if (info?.isFile()) return file
  if (info?.isDirectory()) {
    const index = join(file, 'index.html')
    if ((await stat(index).catch(() => undefined))?.isFile()) return index
  }
  return undefined
}

/**
 * Creates a request handler serving `root` (an absolute folder).
 * @param {string} root
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, pathname: string) => Promise<void>}
 */
export function createStaticHandler(root) {
  const normalizedRoot = normalize(root)
  return async (req, res, pathname) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    let file = await findFile(normalizedRoot, pathname)
    // A missing /assets/x.js must stay a 404: answering HTML there hides the real error.
    if (!file && extname(pathname) === '') file = join(normalizedRoot, 'index.html')
    const info = file && (await stat(file).catch(() => undefined))
    if (!file || !info?.isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const hashed = pathname.startsWith('/assets/')
    res.writeHead(200, {
      'Content-Type': TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream',
      'Content-Length': info.size,
      // Vite names assets by content hash; index.html must always be fetched afresh to pick up a new build.
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    if (req.method === 'HEAD') {
      res.end()
      return
    }
    createReadStream(file).on('error', () => res.destroy()).pipe(res)
  }
}
