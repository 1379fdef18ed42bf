// The demo database's own thread (a worker_threads Worker). PGlite runs
// Postgres compiled to WebAssembly synchronously: on the API's thread, one
// slow query would freeze every other request, the hub's heartbeats included.
// Here it only freezes this thread, which databaseClient.mjs ends after the
// query time limit and starts again on the same data folder.
//
// Messages in:  { id, sql, params }     → { id, rows } | { id, error: { message, code } }
//               { close: true }         → { closed: true } (the database is closed)
// Message out on start: { ready: true, seeded } | { failed: message }
import { parentPort, workerData } from 'node:worker_threads'
import { hashPassword } from './auth.mjs'
import { openDatabase } from './db.mjs'
import { seedDatabase } from './seed.mjs'

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort)
const { dataDir, reset } = /** @type {{ dataDir: string, reset: boolean }} */ (workerData)

/** @type {import('@electric-sql/pglite').PGlite} */
let db
try {
  const opened = await openDatabase({ dataDir, reset, seed: (tx) => seedDatabase(tx, { now: new Date(), hashPassword }) })
  db = opened.db
  port.postMessage({ ready: true, seeded: opened.seeded })
} catch (error) {
  port.postMessage({ failed: /** @type {Error} */ (error).message })
  process.exit(1)
}

port.on('message', async (/** @type {{ id?: number, sql?: string, params?: unknown[], close?: boolean }} */ message) => {
  if (message.close) {
    await db.close().catch(() => {})
    port.postMessage({ closed: true })
    return
  }
  try {
    const { rows } = await db.query(/** @type {string} */ (message.sql), message.params ?? [])
    port.postMessage({ id: message.id, rows })
  } catch (error) {
    const { message: text, code } = /** @type {{ message?: unknown, code?: unknown }} */ (error)
    port.postMessage({ id: message.id, error: { message: String(text ?? error), code: typeof code === 'string' ? code : undefined } })
  }
})
