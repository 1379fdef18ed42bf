// Type-check cost per declared resource: `node bench/typeCost.mjs [--resources=50] [--root=<checkout>]`.
//
// Generates a host file of N resources (each its own record type, declared and used the way the
// README shows: layouts, filters, a form with a select, permissions, a hook, a list query with
// sort and filters, a read and a mutation), type-checks it with `tsc --extendedDiagnostics` for N
// and for 0 resources, and prints instantiations and check time per resource. `--root` measures
// another checkout of Atrium (a `git archive` of an older commit with node_modules linked), so a
// change to the public types can be compared with the code it replaces.
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const args = Object.fromEntries(process.argv.slice(2).map((arg) => {
  const [key, value] = arg.replace(/^--/, '').split('=')
  return [key, value ?? true]
}))
const root = resolve(String(args.root ?? join(here, '..')))
const count = Number(args.resources ?? 50)
const runs = Math.max(1, Number(args.runs ?? 3))
const tsc = join(here, '..', 'node_modules', 'typescript', 'bin', 'tsc')
const work = join(root, '.typecost')

/** One resource: its record type, its declaration and a component using its endpoints. */
function resource(index) {
  const name = `Record${index}`
  return `
export interface ${name} { id: number; title: string; status: 'draft' | 'review' | 'published'; views: number; tags: string[]; createdAt: string; author?: string | null }
export const resource${index} = createViewResource<${name}>('resource${index}', {
  path: '/api/resource${index}',
  titleField: 'title',
  layouts: [layout.table({ fields: ['title', 'status', 'views'] }), layout.board({ groupBy: 'status', columns: ['draft', 'review', 'published'] })],
  filters: { title: { type: 'text' }, status: { type: 'select', options: [{ value: 'draft', label: 'Draft' }, { value: 'published', label: 'Published' }] } },
  permissions: { update: (item) => item?.status !== 'published' },
  hooks: { beforeList: (params) => ({ ...params, itemsPerPage: 20 }) },
  form: { inputs: { title: { type: 'text', required: true }, status: { type: 'select', options: [{ value: 'draft', label: 'Draft' }] }, views: { type: 'number' }, createdAt: { type: 'datetime', generatedValue: true } } },
})
export function useResource${index}(): string | undefined {
  const { data } = resource${index}.endpoints.list.useQuery({ page: 1, order: { title: 'asc' }, filters: { status: 'draft' } })
  const read = resource${index}.endpoints.read.useQuery({ id: '1' })
  const [update] = resource${index}.endpoints.update.useMutation()
  void update({ id: '1', data: { title: 'Renamed' } })
  return data?.items[0]?.title ?? read.data?.title
}
`
}

function measure(resources) {
  const dir = join(work, String(resources))
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const body = Array.from({ length: resources }, (_, index) => resource(index)).join('')
  writeFileSync(join(dir, 'host.ts'), `import { createViewResource, layout } from '../../lib/index'\nexport const none = ${resources}\n${body}`)
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    extends: '../../tsconfig.json',
    compilerOptions: { noEmit: true, types: ['node'] },
    include: ['host.ts'],
  }))
  const samples = []
  for (let run = 0; run < runs; run += 1) {
    let out
    try {
      out = execFileSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json'), '--extendedDiagnostics'], { cwd: root, encoding: 'utf8' })
    } catch (error) {
      // A cost measured on code that does not compile means nothing: show why it failed.
      throw new Error(`tsc failed on ${resources} resources:\n${String(error.stdout).split('\n').filter((line) => line.includes('error')).slice(0, 20).join('\n')}`)
    }
    const read = (label) => Number(/^(?:.*?):\s+([\d.]+)/.exec(out.split('\n').find((line) => line.startsWith(label)) ?? '')?.[1])
    samples.push({ instantiations: read('Instantiations'), checkTime: read('Check time'), types: read('Types') })
  }
  samples.sort((a, b) => a.checkTime - b.checkTime)
  return { ...samples[Math.floor(samples.length / 2)] }
}

const empty = measure(0)
const full = measure(count)
rmSync(work, { recursive: true, force: true })
const per = (key) => (full[key] - empty[key]) / count
console.log(JSON.stringify({
  root,
  resources: count,
  empty,
  full,
  perResource: { instantiations: Math.round(per('instantiations')), types: Math.round(per('types')), checkTimeMs: Math.round(per('checkTime') * 1000 * 10) / 10 },
}, null, 2))
