// `npm run build`, as a host installs it: an ES module build with type declarations, the peers left
// external, `"sideEffects": false`, one file per source module (so the lazy parts stay separate files
// a host's bundler splits off). The build runs its real commands (vite with vite.lib.config.ts, tsc
// with tsconfig.build.json) into a scratch folder inside the repository (so Node resolves the peers
// from node_modules when the built module is imported), then the output is read and imported.
// The packed tarball installed into real hosts is tested in __tests__/package/hostMatrix.test.ts.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

const ROOT = join(__dirname, '..', '..')
const PEERS = ['react', 'react-dom', 'react-redux', '@reduxjs/toolkit', 'react-router', 'react-router-dom', 'redux-persist']
/** Packages the host installs with Atrium (package.json `dependencies`): imported, never bundled. */
const DEPENDENCIES = Object.keys((JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {})

jest.setTimeout(240_000)

let out = ''
let viteOutput = ''
beforeAll(() => {
  out = mkdtempSync(join(ROOT, '.build-test-'))
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } })
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
    return `${result.stdout}\n${result.stderr}`
  }
  viteOutput = run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'vite.lib.config.ts', '--outDir', out, '--logLevel', 'warn'])
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
  it('emits an ES module entry whose imports outside the build are the peers and declared dependencies only', () => {
    const scripts = filesUnder(out).filter((file) => file.endsWith('.js'))
    expect(scripts.map((file) => relative(out, file))).toContain('lib/index.js')
    const entry = readFileSync(join(out, 'lib/index.js'), 'utf8')
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
    const declared = [...PEERS, ...DEPENDENCIES]
    for (const specifier of bare) expect({ specifier, declared: declared.some((name) => specifier === name || specifier.startsWith(`${name}/`)) }).toEqual({ specifier, declared: true })
    // The windowing library is imported only by the windowed body, a file loaded on demand.
    const virtual = scripts.filter((file) => /from\s*['"]@tanstack\/react-virtual['"]/.test(readFileSync(file, 'utf8'))).map((file) => relative(out, file))
    expect(virtual).toEqual([expect.stringMatching(/WindowedRows\.js$/)])
  })

  it('prints no warning, and keeps every lazily imported module a file of its own, imported with import()', () => {
    // Before: four INEFFECTIVE_DYNAMIC_IMPORT warnings, and those modules merged into index.js.
    expect(viteOutput).not.toMatch(/INEFFECTIVE_DYNAMIC_IMPORT|\(!\)|warning/i)
    const lazy: Array<[string, string]> = [
      ['lib/repositories/createHttpRepository.js', '../dialects/hydra.js'],
      ['lib/repositories/lazyLocalRepository.js', './createLocalRepository.js'],
      ['lib/views/list/ListView.js', './FilterForm.js'],
      // The bulk bar comes with the record views' chunk (recordViewSet), as the writes, the toasts and the phone's sheet on demand.
      ['lib/views/list/ListView.js', '../recordViewSet.js'],
      ['lib/resource/loadResourceWrites.js', './resourceWrites.js'],
      ['lib/views/notices/NoticeRegion.js', './NoticeItems.js'],
      ['lib/config/usePhoneWidth.js', './phoneCss.js'],
      ['lib/layouts/board/boardKind.js', './BoardLayout.js'],
      ['lib/layouts/calendar/calendarKind.js', './CalendarLayout.js'],
      ['lib/layouts/timeline/timelineKind.js', './TimelineLayout.js'],
    ]
    for (const [importer, target] of lazy) {
      const text = readFileSync(join(out, importer), 'utf8')
      expect({ importer, target, dynamic: text.includes(`import(${JSON.stringify(target)})`) }).toEqual({ importer, target, dynamic: true })
      expect(existsSync(join(out, importer, '..', target))).toBe(true)
    }
  })

  it('emits declarations that import only declared packages and names RTK exports from 2.0 on', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string>; dependencies?: Record<string, string> }
    const declared = [...Object.keys(pkg.peerDependencies ?? {}), ...Object.keys(pkg.dependencies ?? {})]
    const used = new Set<string>()
    for (const file of filesUnder(out).filter((path) => path.endsWith('.d.ts'))) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(/(?:^|[;\s])(?:import|export)\s[^;'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm)) {
        const specifier = match[1] ?? match[2]
        if (!specifier.startsWith('.')) used.add(specifier)
      }
      // Names RTK only exports from 2.2.7 on (or never): a host on an older RTK would see `any`.
      expect({ file: relative(out, file), names: text.match(/\b(?:_NEVER|TypedUseQuery\w*|TypedUseMutation\w*|TypedUseLazyQuery\w*)\b/g) ?? [] }).toEqual({ file: relative(out, file), names: [] })
    }
    expect(used.size).toBeGreaterThan(0)
    // Before: `redux` and `redux-thunk` (dependencies of RTK, not of Atrium) and redux-persist's internal paths.
    expect([...used].filter((specifier) => !declared.some((name) => specifier === name || specifier.startsWith(`${name}/`))).sort()).toEqual([])
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
    const script = `import(${JSON.stringify(join(out, 'lib/index.js'))}).then((m) => console.log(JSON.stringify(Object.keys(m).sort())))`
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' })
    expect(result.stderr).toBe('')
    const exported = JSON.parse(result.stdout.trim()) as string[]
    expect(exported).toEqual(publicValueNames())
  })

  it('is declared as a side-effect-free ES module package with exports, engines, a license and the peers as peer dependencies', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      type?: string; sideEffects?: boolean; license?: string; main?: string; types?: string; engines?: Record<string, string>; files?: string[]
      exports?: Record<string, unknown>; peerDependencies?: Record<string, string>
    }
    expect(pkg.type).toBe('module')
    expect(pkg.sideEffects).toBe(false)
    expect(pkg.exports?.['.']).toEqual({ types: './dist/lib/index.d.ts', import: './dist/lib/index.js', default: './dist/lib/index.js' })
    // The paths exist in the build (dist/ is what `--outDir` stands for here).
    for (const path of [pkg.main, pkg.types]) expect(existsSync(join(out, String(path).replace('./dist/', '')))).toBe(true)
    expect(pkg.engines?.node).toMatch(/^>=\d+/)
    expect(pkg.license).toBe('MIT')
    expect(readFileSync(join(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License[\s\S]*Permission is hereby granted, free of charge/)
    expect(pkg.files).toEqual(['dist'])
    expect(pkg.peerDependencies).toEqual({
      '@reduxjs/toolkit': expect.stringMatching(/^\^2\./),
      react: '^18.2.0 || ^19.0.0',
      'react-dom': '^18.2.0 || ^19.0.0',
      'react-redux': '^9.0.0',
      'react-router-dom': '^6.4.0 || ^7.0.0',
    })
  })
})
