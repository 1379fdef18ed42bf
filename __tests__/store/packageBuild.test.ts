// `npm run build`, as a host installs it: an ES module build with type declarations, the peers left
// external, `"sideEffects": false`. The build runs its real commands (vite with vite.lib.config.ts,
// tsc with tsconfig.build.json) into a scratch folder inside the repository (so Node resolves the
// peers from node_modules when the built module is imported), then the output is read and imported.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = join(__dirname, '..', '..')
const PEERS = ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'react-router', 'react-router-dom', 'redux-persist']

jest.setTimeout(240_000)

let out = ''
beforeAll(() => {
  out = mkdtempSync(join(ROOT, '.build-test-'))
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  }
  run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.lib.config.ts', '--outDir', out, '--logLevel', 'error'])
  run(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json', '--outDir', out])
})
afterAll(() => { if (out) rmSync(out, { recursive: true, force: true }) })

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** The value names lib/index.ts exports (`export { a, b as c } from …`, types excluded). */
function publicValueNames(): string[] {
  const source = readFileSync(join(ROOT, 'lib/index.ts'), 'utf8')
  const names: string[] = []
  for (const match of source.matchAll(/^export\s*\{([^}]*)\}\s*from/gm)) {
    for (const part of match[1].split(',')) {
      const name = part.trim()
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/).pop()!.trim())
    }
  }
  return names.sort()
}

describe('npm run build', () => {
  it('emits an ES module entry whose imports outside the build are the peers only', () => {
    const scripts = filesUnder(out).filter((file) => file.endsWith('.js'))
    expect(scripts.map((file) => relative(out, file))).toContain('index.js')
    const entry = readFileSync(join(out, 'index.js'), 'utf8')
    expect(entry).toMatch(/^export\s*\{/m)
    const bare = new Set<string>()
    for (const file of scripts) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/(?:^|[;\s])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm)) {
        const specifier = match[1] ?? match[2]
        if (!specifier.startsWith('.')) bare.add(specifier)
      }
      // No copy of React or Redux Toolkit inside the build.
      expect(text).not.toMatch(/react\.production|__CLIENT_INTERNALS_DO_NOT_USE|function configureStore\(/)
    }
    expect(bare.size).toBeGreaterThan(0)
    for (const specifier of bare) expect(PEERS.some((peer) => specifier === peer || specifier.startsWith(`${peer}/`))).toBe(true)
  })

  it('emits type declarations for the public entry', () => {
    const declarations = join(out, 'lib/index.d.ts')
    expect(existsSync(declarations)).toBe(true)
    const text = readFileSync(declarations, 'utf8')
    for (const name of ['createViewResource', 'atriumReducers', 'atriumMiddleware', 'AtriumProvider', 'hydraDialect']) expect(text).toContain(name)
    expect(existsSync(join(out, 'store/createAtriumStore.d.ts'))).toBe(true)
  })

  it('exports every public name of lib/index.ts when a host imports the built module', () => {
    // Imported in a child Node process: the built module is an ES module, outside Jest's module system.
    const script = `import(${JSON.stringify(join(out, 'index.js'))}).then((m) => console.log(JSON.stringify(Object.keys(m).sort())))`
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' })
    expect(result.stderr).toBe('')
    const exported = JSON.parse(result.stdout.trim()) as string[]
    expect(exported).toEqual(publicValueNames())
  })

  it('is declared as a side-effect-free ES module package with the peers as peer dependencies', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      type?: string; sideEffects?: boolean; exports?: Record<string, { types?: string; import?: string }>; peerDependencies?: Record<string, string>
    }
    expect(pkg.type).toBe('module')
    expect(pkg.sideEffects).toBe(false)
    expect(pkg.exports?.['.']).toEqual({ types: './dist/lib/index.d.ts', import: './dist/index.js' })
    for (const peer of ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'react-router-dom']) expect(pkg.peerDependencies).toHaveProperty([peer])
  })
})
