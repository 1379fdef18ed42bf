import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cleanEnv, run } from './run'

const ROOT = join(__dirname, '..', '..', '..')

/** The packed package. */
export interface PackedAtrium {
  /** Absolute path of `atrium-<version>.tgz`. */
  tarball: string
  /** The files in the tarball, as `npm pack` lists them. */
  files: string[]
  /** The staging folder (delete it after the run). */
  folder: string
  /** Milliseconds spent building and packing. */
  ms: number
}

/**
 * Builds Atrium the way `npm run build` does (vite with vite.lib.config.ts, then tsc with
 * tsconfig.build.json) into a staging folder beside copies of package.json, README.md and
 * LICENSE, and packs it there with `npm pack` (its `files` field decides what goes in).
 * Staged rather than packed in place, so the run never touches the worktree's own dist/.
 */
export async function packAtrium(): Promise<PackedAtrium> {
  const started = Date.now()
  const folder = mkdtempSync(join(tmpdir(), 'atrium-pack-'))
  const env = cleanEnv({ NODE_ENV: 'production' })
  await run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.lib.config.ts', '--outDir', join(folder, 'dist'), '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, env, timeoutMs: 180_000 })
  await run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', join(folder, 'dist')], { cwd: ROOT, env, timeoutMs: 180_000 })
  for (const file of ['package.json', 'README.md', 'LICENSE']) copyFileSync(join(ROOT, file), join(folder, file))
  // --ignore-scripts: `prepack` would build again into dist/; the staged build above is that build.
  const packed = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', folder], { cwd: folder, env, timeoutMs: 120_000 })
  const report = JSON.parse(packed.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>
  const tarball = join(folder, report[0].filename)
  if (!readdirSync(folder).includes(report[0].filename)) throw new Error(`npm pack did not write ${tarball}:\n${packed.output}`)
  return { tarball, files: report[0].files.map((file) => file.path).sort(), folder, ms: Date.now() - started }
}
