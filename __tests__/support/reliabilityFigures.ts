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

/** One row of figures: what was tried, how many times, and how many held. */
export interface FigureRow { what: string; tried: number; held: number }

/**
 * Counts into `figures`: `tallyInto(figures)(what)` adds a row and returns a runner; each
 * `run(check)` counts one try, and one hold once `check` returned (or its promise resolved).
 */
export function tallyInto(figures: FigureRow[]) {
  return (what: string) => {
    const row = { what, tried: 0, held: 0 }
    figures.push(row)
    return <R extends void | Promise<void>>(check: () => R): R => {
      row.tried += 1
      const result = check()
      if (result instanceof Promise) return result.then(() => { row.held += 1 }) as R
      row.held += 1
      return result
    }
  }
}
