/** @jest-environment node */
// The folders import each other in one direction: the one docs/ARCHITECTURE.md draws. Computed from
// value imports (what a bundler keeps), so a type-only import never counts and a lazy import() does.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { documentedRules, importLoops, internalUses, readRules, ruleLoops, SHARED_NODE, violations } from './architectureRules'
import { collectValueImports, folderOf, valueImportsOf } from './folderGraph'

const ROOT = join(__dirname, '..', '..')
const imports = collectValueImports(ROOT)
const rules = documentedRules(ROOT)

describe('the folder graph of lib/, store/, slices/ and middleware/ (value imports)', () => {
  it('reads the source and the rules', () => {
    expect(imports.length).toBeGreaterThan(500)
    expect(rules.get('store')).toEqual(new Set(['middleware', 'lib/state', 'slices']))
    expect(rules.get('lib/index.ts')?.has('lib/views')).toBe(true)
  })

  it('has no loop', () => {
    expect(importLoops(imports)).toEqual([])
  })

  it('imports only in the documented direction', () => {
    expect(violations(imports, rules)).toEqual([])
  })

  it('documents every folder, and its rules allow no loop', () => {
    const folders = new Set(imports.map((item) => folderOf(item.from)))
    expect([...folders].filter((folder) => folder !== SHARED_NODE && !rules.has(folder))).toEqual([])
    expect(ruleLoops(rules)).toEqual([])
  })

  it("uses only Redux Toolkit's public API", () => {
    const files = [...new Set(imports.map((item) => item.from))]
    const found = files.flatMap((file) => internalUses(file, readFileSync(join(ROOT, file), 'utf8'), imports.filter((item) => item.from === file)))
    expect(found).toEqual([])
  })
})

// The checks above must be able to fail: the same functions over sources that break each rule.
describe('the checks catch what they are for', () => {
  const at = (file: string, text: string) => valueImportsOf(ROOT, join(ROOT, file), text)
  const sample = readRules([
    '| folder | what | may import |', '|---|---|---|',
    '| `lib/views` | views | `lib/fields` |',
    '| `lib/fields` | fields | — |',
  ].join('\n'))

  it('an import against the direction (fields → views)', () => {
    const backwards = at('lib/fields/listColumns.ts', "import { ListView } from '../views/list/ListView'\nexport const x = ListView")
    expect(violations(backwards, sample)).toEqual([{ from: 'lib/fields', to: 'lib/views', file: 'lib/fields/listColumns.ts', imported: 'lib/views/list/ListView.tsx' }])
  })

  it('a loop between two folders, also through a lazy import()', () => {
    const there = at('lib/views/list/ListView.tsx', "import { getListColumns } from '../../fields/listColumns'\nexport const a = getListColumns")
    const back = at('lib/fields/listColumns.ts', "export const b = () => import('../views/list/ListView')")
    expect(importLoops([...there, ...back])).toEqual([['lib/fields', 'lib/views']])
  })

  it('but not through a type-only import', () => {
    const there = at('lib/views/list/ListView.tsx', "import { getListColumns } from '../../fields/listColumns'\nexport const a = getListColumns")
    const typeOnly = at('lib/fields/listColumns.ts', "import type { ListView } from '../views/list/ListView'\nimport { type ListQueryState } from '../views/list/useListQuery'\nexport type T = typeof ListView | ListQueryState")
    expect(typeOnly).toEqual([])
    expect(importLoops([...there, ...typeOnly])).toEqual([])
  })

  it('a table whose rules allow a loop', () => {
    const loose = readRules('| `a` | x | `b` |\n| `b` | y | `a` |')
    expect(ruleLoops(loose)).toEqual([['a', 'b']])
  })

  it("RTK's internals: a deep import or an internal member", () => {
    const deep = at('lib/state/x.ts', "import { something } from '@reduxjs/toolkit/dist/query/core/buildMiddleware'\nexport const y = something")
    expect(internalUses('lib/state/x.ts', '', deep)).toEqual(["lib/state/x.ts: imports '@reduxjs/toolkit/dist/query/core/buildMiddleware', not a public entry of a peer"])
    const text = 'const subscriptions = api.dispatch(atriumApi.internalActions.internal_getRTKQSubscriptions())'
    expect(internalUses('lib/x.ts', text, [])).toEqual(["lib/x.ts: names RTK's internal 'internalActions'", "lib/x.ts: names RTK's internal 'internal_getRTKQSubscriptions'"])
    expect(internalUses('lib/x.ts', "if (action.type === 'atriumApi/executeMutation/fulfilled') {}", [])).toEqual(["lib/x.ts: names RTK's internal 'atriumApi/executeMutation/fulfilled'"])
  })
})
