// Scaling with declared resources, 1 against 200:
//  - Node (no DOM): dispatch cost (a fixed action 100,000×) and 1,000 list initiate/unsubscribe cycles,
//    bench/scaling/storeScaling.ts run in fresh processes, alternating 1 and 200 (median of rounds)
//  - Chromium: first render of the list page (navigation → 25 rows painted), lab page with 0 or 199
//    extra resources in the scope, no AdminLayout (so the figure is Atrium's, not a 200-link menu's)
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { buildNodeScript, distDir } from '../build.mjs'
import { median, probeScript, waitForMark } from '../lib/browser.mjs'
import { LIST_PATH, labSwitches, serveApp } from '../lib/apps.mjs'

const run = promisify(execFile)
const benchDir = join(distDir, '..')
const COUNTS = [1, 200]

export async function measureStoreScaling({ processes = 5, rounds = 7, log }) {
  const script = join(distDir, 'scaling/storeScaling.mjs')
  await buildNodeScript(join(benchDir, 'scaling/storeScaling.ts'), script)
  const samples = Object.fromEntries(COUNTS.map((count) => [count, { dispatchMs: [], cyclesMs: [] }]))
  for (let process = 0; process < processes; process += 1) {
    for (const count of COUNTS) {
      const { stdout } = await run('node', ['--expose-gc', script, String(count), String(rounds)], { timeout: 120000 })
      const result = JSON.parse(stdout.trim().split('\n').at(-1))
      samples[count].dispatchMs.push(...result.dispatchMs.slice(1))
      samples[count].cyclesMs.push(...result.cyclesMs)
      log?.(`store ${count} resources: dispatch ${median(result.dispatchMs.slice(1)).toFixed(1)} ms / 100,000, cycles ${median(result.cyclesMs).toFixed(0)} ms / 1,000`)
    }
  }
  const one = { dispatchMs: median(samples[1].dispatchMs), cyclesMs: median(samples[1].cyclesMs) }
  const many = { dispatchMs: median(samples[200].dispatchMs), cyclesMs: median(samples[200].cyclesMs) }
  return { one, many, dispatchRatio: many.dispatchMs / one.dispatchMs, cyclesRatio: many.cyclesMs / one.cyclesMs, samples, processes }
}

export async function measureFirstRenderScaling({ browser, runs, log }) {
  const server = await serveApp('atrium-lab')
  const samples = { 1: [], 200: [] }
  try {
    for (let round = -1; round < runs; round += 1) {
      for (const count of COUNTS) {
        const page = await browser.newPage([labSwitches({ pageSize: 25, extraResources: count - 1, decorator: false }), probeScript({ rows: 25 })])
        try {
          await page.goto(server.url + LIST_PATH['atrium-lab'])
          const painted = await waitForMark(page, 'rowsPainted', 30000)
          if (round >= 0) samples[count].push(painted)
          log?.(`first render ${count} resources run ${round < 0 ? 'warm-up' : round + 1}: ${painted.toFixed(0)} ms`)
        } finally {
          await page.close()
        }
      }
    }
  } finally {
    await server.close()
  }
  const one = median(samples[1])
  const many = median(samples[200])
  return { oneMs: one, manyMs: many, ratio: many / one, samples }
}
