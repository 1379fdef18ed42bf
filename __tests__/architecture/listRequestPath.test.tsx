// The list request's path, traced at run time (issue 18): every exported function of lib/ is wrapped
// (CommonJS exports, which other modules call through at call time), one list is drawn through the
// public entry from a URL with a filter, a sort and a page, and the path is read from what ran:
//  - the fetch side: the project calls active when the dialect's request reaches `fetch`;
//  - the render side: in the ListView render that asked for that argument, the calls whose results
//    flow (by identity) into `listRequest`, each with the calls it was nested in.
// It prints the path, the files crossed and the folder back-and-forths (a call from folder A into B
// that calls back into A), and checks them against docs/ARCHITECTURE.md's "The list request's path".
import { screen, waitFor } from '@testing-library/react'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

const ROOT = join(__dirname, '..', '..')

interface Call { id: number; name: string; file: string; parent: number | undefined; args: unknown[]; result?: unknown }
const calls: Call[] = []
const active: number[] = []
let tracing = false

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

const isClass = (value: Function) => Function.prototype.toString.call(value).startsWith('class')

/** Wraps every exported function of lib/ (not classes, not re-exports: those are getters). */
function instrument(): number {
  let wrapped = 0
  // The list view first: the scope's router keeps it in a table when it loads (a call through that table
  // would miss a wrapper put on later); every other call goes through its module's exports at call time.
  const first = join(ROOT, 'lib/views/list/ListView.tsx')
  for (const path of [first, ...sources(join(ROOT, 'lib')).filter((path) => path !== first)]) {
    const exported = require(path) as Record<string, unknown>
    const file = relative(ROOT, path)
    for (const name of Object.keys(exported)) {
      const descriptor = Object.getOwnPropertyDescriptor(exported, name)
      const original = descriptor?.value
      if (!descriptor?.writable || typeof original !== 'function' || isClass(original)) continue
      const traced = function (this: unknown, ...args: unknown[]) {
        if (!tracing) return original.apply(this, args)
        const call: Call = { id: calls.length, name, file, parent: active[active.length - 1], args }
        calls.push(call)
        active.push(call.id)
        try {
          call.result = original.apply(this, args)
          return call.result
        } finally {
          active.pop()
        }
      }
      Object.assign(traced, original)
      exported[name] = traced
      wrapped += 1
    }
  }
  return wrapped
}

/** The project's frames of a stack, outermost first, as calls (name and file). */
function framesOf(stack: string): Call[] {
  const frames = [...stack.matchAll(/at (?:async )?(?:Object\.)?([\w$.<>]+)? ?\(?(\/[^():]+):\d+:\d+\)?/g)]
    .map((match) => ({ name: match[1] ?? '(anonymous)', file: relative(ROOT, match[2]) }))
    .filter((frame) => frame.file.startsWith('lib/'))
  return frames.reverse().map((frame, index) => ({ id: -1 - index, ...frame, parent: undefined, args: [] }))
}

const ancestors = (call: Call): Call[] => (call.parent === undefined ? [call] : [...ancestors(calls[call.parent]), call])
const folderOf = (file: string) => dirname(file).replace(/^lib\/views\/.*/, (folder) => folder.split('/').slice(0, 3).join('/'))

/** Calls from folder A into B that call back into A, along one chain of nested calls. */
function backAndForths(chain: readonly Call[]): string[] {
  const folders = chain.map((call) => folderOf(call.file)).filter((folder, index, all) => index === 0 || all[index - 1] !== folder)
  return folders.flatMap((folder, index) => (index >= 2 && folders[index - 2] === folder ? [`${folder} → ${folders[index - 1]} → ${folder}`] : []))
}

/** Objects a value holds, one level down (a query inside `useListQuery`'s answer, a layout inside a choice). */
const heldBy = (value: unknown): unknown[] => (value !== null && typeof value === 'object' ? [value, ...Object.values(value)] : [value])

// Wrapped before anything is drawn; the app is then loaded through the public entry.
const wrapped = instrument()
const { configureAtrium, createViewResource, layout, restDialect } = require('../../lib/index') as typeof import('../../lib/index')
const { renderApp } = require('../views/support/renderApp') as typeof import('../views/support/renderApp')

describe('the list request, traced', () => {
  it('passes from the URL to the dialect through the files docs/ARCHITECTURE.md names', async () => {
    expect(wrapped).toBeGreaterThan(200)

    const fetched: { url: string; stack: string }[] = []
    const fetchStub = async (input: RequestInfo | URL) => {
      fetched.push({ url: String(input), stack: new Error('fetch').stack ?? '' })
      return new Response(JSON.stringify([{ id: 1, title: 'Traced', status: 'draft' }]), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': '21' } })
    }
    // The dialect's calls are recorded with their stacks (its functions are closures, not exports).
    const dialect = restDialect()
    const spelled: { operation: unknown; stack: string; normalised: Call[] }[] = []
    const buildRequest = dialect.buildRequest
    dialect.buildRequest = (operation) => {
      const before = calls.length
      const built = buildRequest(operation)
      spelled.push({ operation, stack: new Error('buildRequest').stack ?? '', normalised: calls.slice(before) })
      return built
    }
    configureAtrium({ api: { baseUrl: 'https://api.example.test', dialect, fetch: fetchStub as typeof fetch, retry: false } })
    const articles = createViewResource<{ id: number; title: string; status: string }>('traced', {
      path: '/articles',
      titleField: 'title',
      filters: { status: { type: 'select', options: [{ value: 'draft', label: 'Draft' }] } },
      form: { inputs: { title: { label: 'Title' }, status: { label: 'Status' } } },
      layouts: [layout.table()],
    })
    tracing = true
    renderApp([articles], { url: '/admin/traced/list?filter=%7B%22status%22%3A%22draft%22%7D&sort=-title&page=2' })
    expect(await screen.findByText('Traced')).toBeInTheDocument()
    tracing = false

    // The request reached the dialect's fetch with the URL's filter, sort and page.
    await waitFor(() => expect(fetched.length).toBeGreaterThan(0))
    expect(fetched[0].url).toMatch(/^https:\/\/api\.example\.test\/articles\?/)
    expect(new URL(fetched[0].url).searchParams.get('status')).toBe('draft')
    expect(new URL(fetched[0].url).searchParams.get('_page')).toBe('2')
    expect(new URL(fetched[0].url).searchParams.get('_sort')).toBe('title')

    // The page's request is the first the dialect spelled (a one-record read of the same list may follow).
    const page = spelled[0]
    expect(page.operation).toMatchObject({ type: 'list', params: { page: 2, itemsPerPage: 25 } })
    // The render that asked: the listRequest whose argument the dialect was given.
    const keys = ['page', 'itemsPerPage', 'order', 'filters', 'title', 'status']
    const asked = JSON.stringify((page.operation as { params: unknown }).params, keys)
    const request = calls.find((call) => call.name === 'listRequest' && JSON.stringify((call.result as { arg: unknown }).arg, keys) === asked)
    expect(request).toBeDefined()
    const view = ancestors(request!)[0]
    expect(view.name).toBe('ListView')
    // The list view's renders up to that one (what a render keeps, `useMemo`, was worked out in an earlier one).
    const inView = (call: Call) => ancestors(call)[0].name === 'ListView'
    // Provenance: calls of those renders whose results (or what they hold) are inputs of a call on the path.
    const onPath = new Set<Call>([request!])
    for (let grew = true; grew;) {
      grew = false
      const inputs: unknown[] = [...onPath].flatMap((call) => call.args.flatMap(heldBy).flatMap(heldBy)).filter((value) => value !== null && typeof value === 'object')
      for (const call of calls) {
        if (onPath.has(call) || call.id > request!.id || !inView(call)) continue
        // Asked by the list view itself or by a call on the path (not a cached object met elsewhere).
        const caller = call.parent === undefined ? undefined : calls[call.parent]
        if (!caller || (caller.name !== 'ListView' && !onPath.has(caller))) continue
        if (heldBy(call.result).some((value) => inputs.includes(value))) { onPath.add(call); grew = true }
      }
    }
    // What those calls ran themselves is on the path too.
    const within = (call: Call) => ancestors(call).some((outer) => onPath.has(outer))
    const renderSide = calls.filter((call) => call.id <= request!.id && inView(call) && within(call))
    // The fetch side: the stack where the dialect is asked, the dialect, what it calls, then the stack at fetch.
    const dialectFile: Call = { id: -100, name: 'buildRequest', file: 'lib/dialects/rest.ts', parent: undefined, args: [] }
    const asking = framesOf(page.stack)
    const dialectChains = [[...asking, dialectFile], ...page.normalised.map((call) => [...asking, dialectFile, ...ancestors(call)])]
    const fetchChain = framesOf(fetched[0].stack)
    const renderChains = renderSide.map(ancestors)
    const chains = [...renderChains, ...dialectChains, fetchChain]
    const steps = [...renderChains.flat(), ...asking, dialectFile, ...page.normalised, ...fetchChain]
    const files = [...new Set(steps.map((call) => call.file))]
    steps.splice(0, steps.length, ...new Set(steps))
    const loops = [...new Set(chains.flatMap(backAndForths))]
    const line = (chain: readonly Call[]) => chain.map((call) => `${call.name} (${call.file})`).join(' → ')

    const printed = [
      ...new Set(renderChains.filter((chain) => onPath.has(chain[chain.length - 1])).map(line)),
      `(and what they call: ${[...new Set(renderSide.filter((call) => !onPath.has(call)).map((call) => `${call.name} (${call.file})`))].join(', ')})`,
      `… RTK Query starts the read …`,
      ...new Set(dialectChains.map(line)),
      `${line(fetchChain)} → fetch`,
      `files: ${files.join(', ')}`,
      `${files.length} files crossed, ${loops.length} back-and-forths${loops.length ? `: ${loops.join('; ')}` : ''}`,
    ].join('\n')
    console.log(`The list request's path, traced:\n${printed}`)

    // The URL is read once, by the routing's listQuery; the layout chosen once; the argument built by listRequest;
    // the dialect spells the filter normalised by lib/filters.
    expect(steps.filter((call) => call.name === 'readListQuery')).toHaveLength(1)
    expect(steps.filter((call) => call.name === 'chooseLayout')).toHaveLength(1)
    expect(steps.some((call) => call.name === 'parseViewPath')).toBe(false)
    expect(files).toEqual(expect.arrayContaining(['lib/routing/listQuery.ts', 'lib/views/list/listRequest.ts', 'lib/layouts/chooseLayout.ts', 'lib/dialects/rest.ts']))
    expect(dialectChains.flat().map((call) => folderOf(call.file))).toEqual(expect.arrayContaining(['lib/resource', 'lib/repositories', 'lib/dialects', 'lib/filters']))
    expect(loops).toEqual([])

    // docs/ARCHITECTURE.md states the traced figures.
    const architecture = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8')
    expect(architecture).toContain(`${files.length} files crossed, ${loops.length} back-and-forths`)
    for (const file of files) expect(architecture).toContain(file.replace(/\.tsx?$/, ''))
  })
})
