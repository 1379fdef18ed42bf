import { SECTION_END, SECTION_START, withReliabilitySection, type FiguresFile } from '../support/writeReliabilitySection'

const readme = '# Atrium\n\nIntro.\n\n## Development\n\nRun it.\n\n## Project layout\n\nFolders.\n'
const races: FiguresFile = { name: 'auth-races', rows: [{ what: 'authorization race schedules', tried: 1000, held: 1000 }], at: '2026-11-23T03:00:00.000Z' }
const fuzz: FiguresFile = { name: 'dialect-fuzz', rows: [{ what: 'malformed hydra answers', tried: 10000, held: 9999, note: 'a | b' }], at: '2026-11-22T10:00:00.000Z' }

describe('the README reliability section', () => {
  it('is created right before "## Project layout", with a row per figure and its date', () => {
    const next = withReliabilitySection(readme, [races, fuzz])
    expect(next.indexOf('## Reliability and security')).toBeLessThan(next.indexOf('## Project layout'))
    expect(next.indexOf('## Development')).toBeLessThan(next.indexOf('## Reliability and security'))
    expect(next).toContain('| auth-races | authorization race schedules | 1,000 | 1,000 | 2026-11-23 |')
    expect(next).toContain('| dialect-fuzz | malformed hydra answers (a \\| b) | 10,000 | 9,999 | 2026-11-22 |')
    expect(next.startsWith('# Atrium\n\nIntro.\n\n## Development\n\nRun it.\n\n')).toBe(true)
    expect(next.endsWith('## Project layout\n\nFolders.\n')).toBe(true)
  })

  it('rewrites only what is between the marks, and is stable', () => {
    const once = withReliabilitySection(readme, [races])
    const edited = once.replace('Intro.', 'Intro, edited.')
    const twice = withReliabilitySection(edited, [races])
    expect(twice).toBe(edited)
    expect(withReliabilitySection(twice, [{ ...races, rows: [{ what: 'authorization race schedules', tried: 2000, held: 2000 }] }]))
      .toBe(edited.replace('| 1,000 | 1,000 |', '| 2,000 | 2,000 |'))
  })

  it('keeps the rows of suites that have no figures file this run (a partial run wipes nothing)', () => {
    const full = withReliabilitySection(readme, [races, fuzz])
    const partial = withReliabilitySection(full, [{ ...races, at: '2026-11-24T00:00:00.000Z' }])
    expect(partial).toContain('| dialect-fuzz | malformed hydra answers (a \\| b) | 10,000 | 9,999 | 2026-11-22 |')
    expect(partial).toContain('| auth-races | authorization race schedules | 1,000 | 1,000 | 2026-11-24 |')
    expect(partial.split(SECTION_START)).toHaveLength(2)
    expect(partial.split(SECTION_END)).toHaveLength(2)
  })
})

describe('rows of one kind', () => {
  it('are added up into one line', () => {
    const split: FiguresFile = { name: 'cases', at: '2026-11-23T00:00:00.000Z', rows: [{ what: 'x', tried: 2, held: 2 }, { what: 'x', tried: 3, held: 2 }, { what: 'y', tried: 1, held: 1 }] }
    const next = withReliabilitySection(readme, [split])
    expect(next).toContain('| cases | x | 5 | 4 | 2026-11-23 |')
    expect(next).toContain('| cases | y | 1 | 1 | 2026-11-23 |')
  })
})
