import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** One chunk of a host build, as hosts/app/vite.minimal.config.mjs reports it (chunks.json). */
export interface ChunkInfo {
  fileName: string
  isEntry: boolean
  imports: string[]
  dynamicImports: string[]
  modules: string[]
}

/** What a page loads at start and what it may load later, split by where Atrium's modules went. */
export interface StartSplit {
  /** Chunks loaded at start: the entries and every chunk they import statically, transitively. */
  startChunks: ChunkInfo[]
  /** Module ids of Atrium's files in the start chunks. */
  atriumStart: string[]
  /** Atrium's files (paths inside the package, e.g. `dist/lib/layouts/board/BoardLayout.js`) at start. */
  atriumStartFiles: string[]
  /** Atrium's files only in chunks loaded on demand. */
  atriumLazyFiles: string[]
}

const ATRIUM = '/node_modules/atrium/'
const fileOf = (id: string) => id.slice(id.indexOf(ATRIUM) + ATRIUM.length)

/** Reads `<outDir>/chunks.json` and splits Atrium's modules into start and on-demand ones. */
export function readStartSplit(outDir: string): StartSplit {
  const chunks = JSON.parse(readFileSync(join(outDir, 'chunks.json'), 'utf8')) as ChunkInfo[]
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const start = new Set<string>()
  const queue = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)
  while (queue.length > 0) {
    const name = queue.pop()!
    if (start.has(name)) continue
    start.add(name)
    queue.push(...(byName.get(name)?.imports ?? []))
  }
  const startChunks = chunks.filter((chunk) => start.has(chunk.fileName))
  const atriumStart = startChunks.flatMap((chunk) => chunk.modules).filter((id) => id.includes(ATRIUM))
  const lazy = chunks.filter((chunk) => !start.has(chunk.fileName)).flatMap((chunk) => chunk.modules).filter((id) => id.includes(ATRIUM))
  return { startChunks, atriumStart, atriumStartFiles: atriumStart.map(fileOf).sort(), atriumLazyFiles: lazy.map(fileOf).sort() }
}

/**
 * Atrium's code a page that only draws one HTTP resource as a table must NOT load at start
 * (the list layouts it does not use, realtime, the CSV writer, local storage, the default
 * Hydra dialect, the filter form and bulk bar it does not show): each must be on demand.
 */
export const MUST_BE_LAZY: ReadonlyArray<[what: string, file: RegExp]> = [
  ['board layout', /^dist\/lib\/layouts\/(board\/(BoardLayout|BoardCard|boardText)|dateText)\.js$/],
  ['calendar layout', /^dist\/lib\/layouts\/(calendar\/(CalendarLayout|CalendarGrid|calendarEvents|calendarRange|calendarText)|calendarDates)\.js$/],
  ['timeline layout', /^dist\/lib\/layouts\/timeline\/(TimelineLayout|timelineBars|timelineText)\.js$/],
  ['realtime connections', /^dist\/lib\/realtime\/(createRealtimeSession|createRealtimeConnection|mercureHub|realtimeMessage|mergeRemoteChange)\.js$/],
  ['CSV writer', /^dist\/lib\/views\/list\/(exportCsv|runCsvExport)\.js$/],
  ['local-storage repository', /^dist\/lib\/repositories\/(createLocalRepository|matchFilter)\.js$/],
  ['Hydra dialect', /^dist\/lib\/dialects\/(hydra|hydraFilters)\.js$/],
  ['filter form', /^dist\/lib\/views\/list\/FilterForm\.js$/],
  ['bulk bar', /^dist\/lib\/views\/list\/BulkBar\.js$/],
]
