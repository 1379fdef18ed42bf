/** @jest-environment node */
// README.md's TypeScript snippets compile as written (strict): each ```ts / ```tsx block is a
// module, named by its first line (`// src/store.ts`) so that later blocks can import it, and
// `atrium` is this repository's lib/index.ts. A snippet using a name it never declares fails here.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const ROOT = join(__dirname, '..', '..')

jest.setTimeout(180_000)

/** The ts and tsx blocks of a Markdown text, each with the file it names (or a made-up one). */
function codeSnippets(markdown: string): Array<{ file: string; code: string }> {
  const snippets: Array<{ file: string; code: string }> = []
  for (const match of markdown.matchAll(/^```(ts|tsx)\n([\s\S]*?)^```$/gm)) {
    const [, language, code] = match
    const named = /^\/\/ (src\/[\w./-]+\.tsx?)\s*$/m.exec(code.split('\n')[0])
    snippets.push({ file: named ? named[1] : `src/snippet${snippets.length + 1}.${language}`, code })
  }
  return snippets
}

function compile(snippets: Array<{ file: string; code: string }>): { status: number | null; output: string } {
  const folder = mkdtempSync(join(ROOT, '.build-test-readme-'))
  try {
    for (const { file, code } of snippets) {
      mkdirSync(dirname(join(folder, file)), { recursive: true })
      writeFileSync(join(folder, file), code)
    }
    writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx',
        strict: true, noEmit: true, isolatedModules: true, skipLibCheck: true, types: ['node'],
        paths: { atrium: [join(ROOT, 'lib/index.ts')] },
      },
      include: ['src'],
    }))
    const run = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', folder], { cwd: folder, encoding: 'utf8' })
    return { status: run.status, output: `${run.stdout}${run.stderr}` }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

describe("README's snippets", () => {
  const snippets = codeSnippets(readFileSync(join(ROOT, 'README.md'), 'utf8'))
  // One compile for both checks: the snippets as written, and beside them (in src/mutated/) the
  // AtriumProvider example without its `navigate` (as the README had it), which must fail.
  const app = snippets.find((snippet) => snippet.file === 'src/App.tsx')
  const mutated = app && { file: 'src/mutated/App.tsx', code: app.code.replace('const navigate = useNavigate()\n', '').replaceAll("from './", "from '../") }
  let result: { status: number | null; output: string }
  beforeAll(() => { result = compile(mutated ? [...snippets, mutated] : snippets) })

  it('are found: store, resources, hooks, AtriumProvider, reference inputs', () => {
    expect(snippets.map((snippet) => snippet.file)).toEqual(expect.arrayContaining(['src/resources.ts', 'src/store.ts', 'src/NoteList.tsx', 'src/App.tsx', 'src/articles.tsx']))
  })

  it('type-check as written, strictly', () => {
    const errors = result.output.split('\n').filter((line) => /error TS/.test(line))
    expect(errors.filter((line) => !line.startsWith('src/mutated/'))).toEqual([])
  })

  it('would catch a name a snippet never declares (the old AtriumProvider example used `navigate`)', () => {
    expect(result.output).toMatch(/src\/mutated\/App\.tsx\(\d+,\d+\): error TS\d+: Cannot find name 'navigate'/)
    expect(result.status).not.toBe(0)
  })
})
