// Run by security/demoApiQueries.test.ts in a child process (Jest cannot load
// the demo's ES modules): opens the demo database the way the API does
// (databaseClient.mjs), with the time limit given, and reports as JSON what
// a runaway query, a database error after it, and a plain query answered, and
// whether this process's event loop kept turning meanwhile.
//
//   node queryTimeLimitProbe.mjs <dataDir> <queryTimeoutMs>
import { createDatabaseClient } from '../../../demo/server/databaseClient.mjs'

const [dataDir, limit] = process.argv.slice(2)
const db = await createDatabaseClient({ dataDir, queryTimeoutMs: Number(limit) })

/** Runs one query and describes how it ended. */
async function attempt(sql, params = []) {
  const started = performance.now()
  let ticks = 0
  const ticker = setInterval(() => { ticks += 1 }, 10)
  try {
    const { rows } = await db.query(sql, params)
    return { ok: true, rows, ms: performance.now() - started, ticks }
  } catch (error) {
    return { ok: false, status: error.status, code: error.code, message: error.message, ms: performance.now() - started, ticks }
  } finally {
    clearInterval(ticker)
  }
}

// Asked at once: the plain query waits behind the runaway one and runs on the restarted database.
const [runaway, waiting] = await Promise.all([attempt('select pg_sleep(60)'), attempt('select count(*)::int as users from users')])
const dbError = await attempt('select count(*) from contacts where id >= $1', [99_999_999_999])
const after = await attempt('select count(*)::int as users from users')
process.stdout.write(JSON.stringify({ runaway, waiting, dbError, after, restarts: db.restarts() }))
await db.close()
