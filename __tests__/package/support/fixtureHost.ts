import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cleanEnv, run, type RunResult } from './run'

const ROOT = join(__dirname, '..', '..', '..')
const HOSTS = join(__dirname, '..', 'hosts')

/** The fixture hosts: `lowest` pins the lowest supported versions, `latest` takes each supported major's newest. */
export type HostVariant = 'lowest' | 'latest'

/** Packages whose installed versions the report names. */
export const REPORTED_PACKAGES = ['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'react-router-dom', 'redux-persist', 'vite', 'typescript', '@types/react'] as const

/** A fixture host copied into a temp folder. */
export interface FixtureHost {
  variant: HostVariant
  /** The temp folder holding the host (deleted after the run). */
  dir: string
}

/**
 * npm's cache for the fixture installs: kept between runs (git-ignored `.cache/npm`, or
 * `ATRIUM_NPM_CACHE`), so a repeat run downloads nothing and CI can cache the folder.
 */
export const NPM_CACHE = process.env.ATRIUM_NPM_CACHE ?? join(ROOT, '.cache', 'npm')

/** Copies hosts/app and hosts/<variant>/package.json into a temp folder, with Atrium's tarball as a dependency. */
export function prepareHost(variant: HostVariant, tarball: string): FixtureHost {
  const dir = mkdtempSync(join(tmpdir(), `atrium-host-${variant}-`))
  cpSync(join(HOSTS, 'app'), dir, { recursive: true })
  const pkg = JSON.parse(readFileSync(join(HOSTS, variant, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  pkg.dependencies = { atrium: `file:${tarball}`, ...pkg.dependencies }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`)
  return { variant, dir }
}

/**
 * A plain `npm install` (no --force, no --legacy-peer-deps): a peer range that does not
 * hold fails it. The pinned lowest host reads npm's cache first (`--prefer-offline`); the
 * latest host asks the registry what is newest, taking the tarballs from the cache.
 */
export function installHost(host: FixtureHost): Promise<RunResult> {
  const args = ['install', '--no-audit', '--no-fund', '--cache', NPM_CACHE, ...(host.variant === 'lowest' ? ['--prefer-offline'] : [])]
  return run('npm', args, { cwd: host.dir, env: cleanEnv(), timeoutMs: 600_000 })
}

/** The installed version of each reported package. */
export function installedVersions(host: FixtureHost): Record<string, string> {
  const versions: Record<string, string> = {}
  for (const name of REPORTED_PACKAGES) {
    const file = join(host.dir, 'node_modules', name, 'package.json')
    versions[name] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : 'missing'
  }
  return versions
}

/** `tsc --noEmit` with the host's tsconfig (strict, skipLibCheck false). */
export function typecheckHost(host: FixtureHost): Promise<RunResult> {
  return run(process.execPath, [join(host.dir, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', 'tsconfig.json'], { cwd: host.dir, timeoutMs: 300_000 })
}

/** `vite build` with one of the host's configs. */
export function viteBuild(host: FixtureHost, config: string, env: Record<string, string> = {}): Promise<RunResult> {
  return run(process.execPath, [join(host.dir, 'node_modules/vite/bin/vite.js'), 'build', '--config', config], { cwd: host.dir, env: cleanEnv(env), timeoutMs: 300_000 })
}
