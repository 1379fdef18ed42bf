// Installs the project's npm packages when they are missing or older than the lockfile,
// so `npm test` and `npm run demo` work on a fresh clone with nothing installed.
import { existsSync, statSync } from 'node:fs'
import { execSync } from 'node:child_process'

const lock = 'package-lock.json'
const marker = 'node_modules/.package-lock.json'
const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000)
if (stale) {
  console.log('[atrium] installing npm packages (npm ci)…')
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' })
}
