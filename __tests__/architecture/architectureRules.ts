// The documented direction of dependencies, read from docs/ARCHITECTURE.md's folder table, and the
// checks of a folder graph against it.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { folderEdges, folderOf, loops, type ValueImport } from './folderGraph'

/** What each folder may import, by folder (a row of the table). */
export type Rules = Map<string, Set<string>>

/** The library's own files (`lib/types.ts`): every folder may import them. */
export const SHARED_NODE = 'lib'

/**
 * Reads the table `| folder | what lives there | may import |` of the architecture document: the
 * first cell's code span is the folder, the third cell's code spans what it may import
 * ("every folder below": every folder of a later row).
 */
export function readRules(markdown: string): Rules {
  const rows = markdown.split('\n')
    .filter((line) => /^\|\s*`/.test(line))
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
  const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1])
  const rules: Rules = new Map()
  rows.forEach(([folder, , mayImport], index) => {
    const [name] = spans(folder)
    const allowed = /every folder below/.test(mayImport)
      ? rows.slice(index + 1).map(([later]) => spans(later)[0])
      : spans(mayImport)
    rules.set(name, new Set(allowed))
  })
  return rules
}

/** The rules of docs/ARCHITECTURE.md under `root`. */
export function documentedRules(root: string): Rules {
  return readRules(readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8'))
}

/** One import against the documented direction. */
export interface Violation { from: string; to: string; file: string; imported: string }

/** The imports no row allows (a folder without a row allows none), one per importing file and target folder. */
export function violations(imports: readonly ValueImport[], rules: Rules): Violation[] {
  const found: Violation[] = []
  for (const [from, targets] of folderEdges(imports, folderOf)) {
    for (const [to, list] of targets) {
      if (to === SHARED_NODE || rules.get(from)?.has(to)) continue
      for (const file of new Set(list.map((item) => item.from))) {
        found.push({ from, to, file, imported: list.find((item) => item.from === file)!.to! })
      }
    }
  }
  return found
}

/** Folder loops in the graph of value imports. */
export function importLoops(imports: readonly ValueImport[]): string[][] {
  return loops(folderEdges(imports, folderOf))
}

/** Loops in the rules themselves (a table that allows a loop would let one in). */
export function ruleLoops(rules: Rules): string[][] {
  return loops(new Map([...rules].map(([from, to]) => [from, new Map([...to].map((target) => [target, true]))])))
}

/** Packages (and entries) Atrium's source may import: its peers' and dependencies' public entries. */
export const PUBLIC_ENTRIES: ReadonlySet<string> = new Set([
  'react', 'react-dom', 'react/jsx-runtime', 'react-redux', 'react-router-dom', 'redux-persist',
  '@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react',
  // The windowed table's rows (issue 21), imported only by lib/layouts/table/WindowedRows.tsx.
  '@tanstack/react-virtual',
])

/** Uses of Redux Toolkit's internals in a source text: `internal_…` members, `internalActions`, deep imports. */
export function internalUses(file: string, text: string, imports: readonly ValueImport[]): string[] {
  const found: string[] = []
  for (const item of imports) {
    if (item.to || PUBLIC_ENTRIES.has(item.specifier)) continue
    found.push(`${file}: imports '${item.specifier}', not a public entry of a peer`)
  }
  // Comments may name them (to say why they are not used); code may not.
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')
  for (const match of code.matchAll(/\b(internal_\w+|internalActions|_getRTKQSubscriptions|atriumApi\/executeMutation\/\w+)\b/g)) {
    found.push(`${file}: names RTK's internal '${match[1]}'`)
  }
  return found
}
