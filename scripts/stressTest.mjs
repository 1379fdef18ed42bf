// Runs the whole suite several times in a row on a fresh clone of the committed HEAD while
// the machine is kept busy, as CI meets it on a shared machine: a test that fails under load
// fails here. It starts its own busy processes and stops them by their process ids.
//
//   node scripts/stressTest.mjs [--runs 3] [--busy 2] [--keep]
//
// --runs    how many full runs (default 3); each runs `npm test` (the first one also installs,
//           as `.ci/run` does on a clean machine)
// --busy    how many `node -e 'for(;;){}'` processes spin beside the runs (default 2)
// --keep    keep the clone (its path is printed) instead of deleting it
// Exit code 0 only when every run passed and printed no act(...) or invariant-middleware
// warning. Logs are kept in the clone's folder (run-1.log …) until it is deleted.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync, readFileSync, existsSync, symlinkSync } from 'node:fs'
import { tmpdir, loadavg } from 'node:os'
import { join, resolve, dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 && args[at + 1] !== undefined ? Number(args[at + 1]) : fallback
}
const runs = option('runs', 3)
const busyCount = option('busy', 2)
const keep = args.includes('--keep')

const WARNINGS = [/not wrapped in act\(/, /InvariantMiddleware took \d+ms/]

const work = mkdtempSync(join(tmpdir(), 'atrium-stress-'))
const clone = join(work, 'clone')
const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim()
console.log(`[stress] cloning ${head} into ${clone}`)
const cloned = spawnSync('git', ['clone', '-q', root, clone], { stdio: 'inherit' })
if (cloned.status !== 0) process.exit(2)
// The project's ../shared folder, as fresh-clone-ci.sh provides it.
const shared = resolve(root, '..', 'shared')
if (existsSync(shared)) symlinkSync(shared, join(work, 'shared'))

const busy = []
for (let i = 0; i < busyCount; i += 1) {
  const child = spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' })
  busy.push(child)
  console.log(`[stress] busy process ${child.pid} started`)
}
const stopBusy = () => {
  for (const child of busy) {
    if (child.exitCode === null && child.signalCode === null) {
      process.kill(child.pid, 'SIGKILL')
      console.log(`[stress] busy process ${child.pid} stopped`)
    }
  }
  busy.length = 0
}
process.on('SIGINT', () => { stopBusy(); process.exit(130) })
process.on('SIGTERM', () => { stopBusy(); process.exit(143) })

function runOnce(index) {
  return new Promise((done) => {
    const log = join(work, `run-${index}.log`)
    const started = Date.now()
    const load = loadavg()[0].toFixed(1)
    // The first run is CI's own script on the clean clone; later ones the README's command.
    const [command, commandArgs] = index === 1 ? ['bash', ['.ci/run']] : ['npm', ['test']]
    const child = spawn(command, commandArgs, { cwd: clone, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => { output += chunk })
    child.stderr.on('data', (chunk) => { output += chunk })
    child.once('exit', (code) => {
      writeFileSync(log, output)
      const seconds = Math.round((Date.now() - started) / 1000)
      const warnings = WARNINGS.map((pattern) => (output.match(new RegExp(pattern, 'g')) ?? []).length)
      const failed = [...output.matchAll(/^FAIL (\S+)/gm)].map((match) => match[1])
      const summary = /^Tests: .*$/m.exec(output)?.[0] ?? '(no jest summary)'
      done({ index, code, seconds, load, warnings, failed, summary, log })
    })
  })
}

const results = []
try {
  for (let index = 1; index <= runs; index += 1) {
    console.log(`[stress] run ${index}/${runs} starting (load average ${loadavg()[0].toFixed(1)})`)
    const result = await runOnce(index)
    results.push(result)
    console.log(`[stress] run ${index}: exit ${result.code} after ${result.seconds} s, load at start ${result.load}; ${result.summary}; `
      + `act warnings ${result.warnings[0]}, invariant-middleware warnings ${result.warnings[1]}`
      + (result.failed.length ? `; failed: ${result.failed.join(', ')}` : ''))
  }
} finally {
  stopBusy()
}

const green = results.every((result) => result.code === 0 && result.warnings.every((count) => count === 0))
console.log(`[stress] ${green ? 'all green' : 'NOT green'}: ${results.map((result) => `run ${result.index} ${result.code === 0 ? 'passed' : 'FAILED'} (${result.seconds} s)`).join(', ')}`)
if (!green) {
  for (const result of results.filter((r) => r.code !== 0)) {
    const text = readFileSync(result.log, 'utf8')
    const first = text.indexOf('●')
    console.log(`[stress] run ${result.index}, first failure:\n${first >= 0 ? text.slice(first, first + 3000) : text.slice(-3000)}`)
  }
}
if (keep) console.log(`[stress] clone kept at ${clone}`)
else rmSync(work, { recursive: true, force: true })
process.exit(green ? 0 : 1)
