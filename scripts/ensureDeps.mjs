// Installs the project's npm packages when they are missing or older than the lockfile,
// so `npm test` and `npm run demo` work on a fresh clone with nothing installed.
import { existsSync, statSync } from 'node:fs'
import { execSync } from 'node:child_process'

const lock = 'package-lock.json'
const marker = 'node_modules/.package-lock.json'
const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000)
if (stale) {
  // Not `npm ci`: the registry reachable here has no builds of some packages for other
  // platforms (e.g. @unrs/resolver-binding-darwin-x64), so the lockfile cannot list them and
  // `npm ci` refuses it as out of sync. `npm install --no-save` keeps to the lockfile's versions.
  console.log('[atrium] installing npm packages (npm install --no-save)…')
  execSync('npm install --no-save --no-audit --no-fund', { stdio: 'inherit' })
}
