import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Where reliability tests leave their figures; README's reliability section is regenerated from them. */
export const FIGURES_DIR = join(__dirname, '..', '..', '.reliability')

/**
 * Records what a reliability test tried and what held, as figures
 * (e.g. `recordFigures('auth-races', [{ what: 'authorization race schedules', tried: 1000, held: 1000 }])`).
 * One JSON file per `name`; the README section lists every file's rows.
 */
export function recordFigures(name: string, rows: { what: string; tried: number; held: number; note?: string }[]): void {
  mkdirSync(FIGURES_DIR, { recursive: true })
  writeFileSync(join(FIGURES_DIR, `${name}.json`), JSON.stringify({ name, rows, at: new Date().toISOString() }, null, 2))
}
