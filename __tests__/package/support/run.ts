import { spawn } from 'node:child_process'

/** What a finished command printed and how long it took. */
export interface RunResult {
  /** stdout and stderr, interleaved as printed. */
  output: string
  /** stdout alone. */
  stdout: string
  /** Wall time in milliseconds. */
  ms: number
}

/**
 * The environment for a child npm, Vite or tsc: the parent's, without the `npm_*`
 * variables `npm test` sets (a `--legacy-peer-deps` or `--force` given to the outer
 * npm must not leak into the plain `npm install` under test).
 */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key)) env[key] = value
  // No NODE_ENV: `npm install` would leave the devDependencies out under NODE_ENV=production,
  // and Vite decides the mode of a build itself.
  delete env.NODE_ENV
  return { ...env, ...extra }
}

/**
 * Runs a command to its end; rejects with everything it printed when it exits
 * non-zero or outlives `timeoutMs` (then it is killed, and only it).
 */
export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs: number }): Promise<RunResult> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString() })
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      const ms = Date.now() - started
      if (code === 0) resolve({ output, stdout, ms })
      else reject(new Error(`${command} ${args.join(' ')} (in ${options.cwd}) ${signal ? `was killed (${signal}) after ${ms} ms` : `exited ${code}`}:\n${output}`))
    })
  })
}
