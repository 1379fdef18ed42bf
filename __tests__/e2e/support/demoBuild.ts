import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'

const projectRoot = resolve(__dirname, '../../..')
/** Where built demos are kept, one folder per hash of their sources. */
export const DEMO_BUILD_CACHE = join(projectRoot, 'node_modules/.cache/atrium-e2e')
/** What the demo app is built from: a change in any of them means a new build. */
const SOURCES = ['demo/src', 'demo/index.html', 'demo/vite.config.ts', 'lib', 'store', 'slices', 'middleware', 'package-lock.json']
const BUILD_TIMEOUT_MS = 180_000
// A lock older than this was left by a killed run: take it over.
const STALE_LOCK_MS = 240_000
// Builds of older sources are deleted once this old.
const KEEP_OLD_BUILDS_MS = 6 * 3_600_000
const DONE_MARKER = '.built'

async function filesUnder(path: string): Promise<string[]> {
  if (!existsSync(path)) return []
  const info = await stat(path)
  if (info.isFile()) return [path]
  const names = (await readdir(path)).filter((name) => name !== 'node_modules' && !name.startsWith('.')).sort()
  const nested = await Promise.all(names.map((name) => filesUnder(join(path, name))))
  return nested.flat()
}

/** A hash of every source the demo app is built from. */
export async function demoSourceHash(): Promise<string> {
  const hash = createHash('sha256')
  for (const source of SOURCES) {
    for (const file of await filesUnder(join(projectRoot, source))) {
      hash.update(relative(projectRoot, file)).update('\0').update(await readFile(file)).update('\0')
    }
  }
  return hash.digest('hex').slice(0, 16)
}

function runBuild(outDir: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(__dirname, 'buildDemo.mjs'), outDir], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let log = ''
    const append = (chunk: Buffer) => { log = (log + chunk.toString()).slice(-20_000) }
    child.stdout.on('data', append)
    child.stderr.on('data', append)
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS)
    child.once('error', (error) => {
      clearTimeout(timer)
      fail(error)
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) done()
      else fail(new Error(`building the demo failed (${signal ?? `code ${code}`}):\n${log}`))
    })
  })
}

function delay(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms))
}

async function takeLock(lock: string, built: string): Promise<boolean> {
  const deadline = Date.now() + BUILD_TIMEOUT_MS + STALE_LOCK_MS
  for (;;) {
    if (existsSync(built)) return false
    try {
      await mkdir(lock)
      return true
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const info = await stat(lock).catch(() => undefined)
    if (info && Date.now() - info.mtimeMs > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true })
    if (Date.now() > deadline) throw new Error(`another run has been building the demo for too long (lock ${lock})`)
    // Polling another process's build: no event to wait on across processes.
    await delay(500)
  }
}

async function dropOldBuilds(keep: string): Promise<void> {
  const names = await readdir(DEMO_BUILD_CACHE).catch(() => [] as string[])
  await Promise.all(names.filter((name) => name !== keep && !name.endsWith('.lock')).map(async (name) => {
    const info = await stat(join(DEMO_BUILD_CACHE, name)).catch(() => undefined)
    if (info && Date.now() - info.mtimeMs > KEEP_OLD_BUILDS_MS) await rm(join(DEMO_BUILD_CACHE, name), { recursive: true, force: true })
  }))
}

/**
 * The folder of a built demo app for the current sources: built once (under
 * a lock, so parallel test files wait for one build instead of running
 * several), then reused by every test file until a source changes.
 */
export async function ensureDemoBuild(): Promise<string> {
  const hash = await demoSourceHash()
  const outDir = join(DEMO_BUILD_CACHE, hash)
  const built = join(outDir, DONE_MARKER)
  if (existsSync(built)) return outDir
  await mkdir(DEMO_BUILD_CACHE, { recursive: true })
  const lock = join(DEMO_BUILD_CACHE, `${hash}.lock`)
  if (!(await takeLock(lock, built))) return outDir
  try {
    const staging = join(DEMO_BUILD_CACHE, `${hash}.lock`, 'dist')
    await runBuild(staging)
    await mkdir(join(staging, DONE_MARKER))
    await rm(outDir, { recursive: true, force: true })
    await rename(staging, outDir)
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
  await dropOldBuilds(hash)
  return outDir
}
