// Where each built app lives and how to reach its article list.
import { join } from 'node:path'
import { distDir } from '../build.mjs'
import { startServer } from '../server.mjs'

/** The four apps of the side-by-side figures, in table order. */
export const APP_NAMES = ['atrium', 'react-admin', 'ra-core', 'refine']
export const PEERS = ['react-admin', 'ra-core', 'refine']

/** The article list's URL path in each app (react-admin and ra-core use a hash router by default). */
export const LIST_PATH = {
  atrium: '/admin/articles/list',
  'atrium-lab': '/admin/articles/list',
  'react-admin': '/#/articles',
  'ra-core': '/#/articles',
  refine: '/articles',
}

/** Starts a data server serving the built app `name`. */
export function serveApp(name, options = {}) {
  return startServer({ appDir: join(distDir, name), ...options })
}

/** Init script setting the lab page's switches (read by bench/apps/atrium/lab.tsx). */
export function labSwitches(switches) {
  return `window.__ATRIUM_BENCH__ = ${JSON.stringify(switches)};`
}
