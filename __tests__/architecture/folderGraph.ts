// The folder graph of Atrium's source, read from VALUE imports only: what a bundler keeps.
//
// Each file is transpiled alone (as isolatedModules does), so TypeScript elides what exists only for
// types: `import type`, `export type`, `import { type X }`, an imported name used only in type
// positions, and `typeof import('…')` in a type. What is left — static imports, `export … from` and
// `import()` calls — is a value dependency: it loads code. Dynamic `import()` of code counts, since
// the lazily loaded module still runs the importer's code path.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

/** The folders whose graph is checked, relative to the project root. */
export const SOURCE_ROOTS = ['lib', 'store', 'slices', 'middleware'] as const

/** One value import of a source file. */
export interface ValueImport {
  /** The importing file, relative to the root, with `/`. */
  from: string
  /** The specifier as written. */
  specifier: string
  /** The imported file relative to the root, or undefined for a package. */
  to?: string
  /** The names imported (`*` for a namespace or an `import()`; empty for a bare import). */
  names: string[]
  /** True for an `import()` call. */
  dynamic: boolean
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return listFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function posix(path: string): string {
  return path.split(sep).join('/')
}

function resolveLocal(root: string, fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(fromFile), specifier)
  for (const ext of ['', ...EXTENSIONS]) {
    try {
      if (statSync(base + ext).isFile()) return posix(relative(root, base + ext))
    } catch { /* try the next extension */ }
  }
  throw new Error(`${posix(relative(root, fromFile))}: cannot resolve '${specifier}'`)
}

function importedNames(node: ts.ImportDeclaration | ts.ExportDeclaration): string[] {
  if (ts.isExportDeclaration(node)) {
    const clause = node.exportClause
    if (!clause || ts.isNamespaceExport(clause)) return ['*']
    return clause.elements.map((e) => (e.propertyName ?? e.name).text)
  }
  const clause = node.importClause
  if (!clause) return []
  const names: string[] = []
  if (clause.name) names.push('default')
  const bindings = clause.namedBindings
  if (bindings && ts.isNamespaceImport(bindings)) names.push('*')
  if (bindings && ts.isNamedImports(bindings)) names.push(...bindings.elements.map((e) => (e.propertyName ?? e.name).text))
  return names
}

/** The value imports of one source text (its path decides TSX parsing and relative resolution). */
export function valueImportsOf(root: string, file: string, text: string): ValueImport[] {
  const output = ts.transpileModule(text, {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.Preserve, isolatedModules: true },
  }).outputText
  const source = ts.createSourceFile(file + '.js', output, ts.ScriptTarget.ES2022, false, ts.ScriptKind.JSX)
  const found: ValueImport[] = []
  const from = posix(relative(root, file))
  const add = (specifier: string, names: string[], dynamic: boolean) =>
    found.push({ from, specifier, to: resolveLocal(root, file, specifier), names, dynamic })
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, importedNames(node), false)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments
      if (arg && ts.isStringLiteralLike(arg)) add(arg.text, ['*'], true)
      else throw new Error(`${from}: import() of a computed specifier cannot be checked`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** Every value import of the source roots under `root`. */
export function collectValueImports(root: string, roots: readonly string[] = SOURCE_ROOTS): ValueImport[] {
  return roots.flatMap((dir) => listFiles(join(root, dir)))
    .flatMap((file) => valueImportsOf(root, file, readFileSync(file, 'utf8')))
}

/**
 * The graph node of a file: `lib/<folder>` for the library's folders (sub-folders belong to
 * theirs: `lib/views/list` is `lib/views`), the top folder otherwise (`store`, `middleware`).
 * `lib/index.ts` is the public entry, a node of its own that only imports.
 */
export function folderOf(file: string): string {
  const parts = file.split('/')
  if (parts[0] !== 'lib') return parts[0]
  if (parts.length === 2) return parts[1] === 'index.ts' ? 'lib/index.ts' : 'lib'
  return `lib/${parts[1]}`
}

/** Edges between folders, each with the imports that make it. */
export function folderEdges(imports: readonly ValueImport[], nodeOf: (file: string) => string = folderOf): Map<string, Map<string, ValueImport[]>> {
  const edges = new Map<string, Map<string, ValueImport[]>>()
  for (const imp of imports) {
    if (!imp.to) continue
    const a = nodeOf(imp.from)
    const b = nodeOf(imp.to)
    if (a === b) continue
    const out = edges.get(a) ?? new Map<string, ValueImport[]>()
    out.set(b, [...(out.get(b) ?? []), imp])
    edges.set(a, out)
  }
  return edges
}

/** Strongly connected components with more than one node (Tarjan): each is a loop of folders. */
export function loops(edges: Map<string, Map<string, unknown>>): string[][] {
  const nodes = new Set<string>([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])])
  let index = 0
  const idx = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const connect = (v: string) => {
    idx.set(v, index); low.set(v, index); index++
    stack.push(v); onStack.add(v)
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!idx.has(w)) { connect(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)) }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!))
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = []
      let w: string
      do { w = stack.pop()!; onStack.delete(w); component.push(w) } while (w !== v)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const v of [...nodes].sort()) if (!idx.has(v)) connect(v)
  return found
}
