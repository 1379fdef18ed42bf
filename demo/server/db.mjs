// Opens the demo's embedded Postgres (PGlite, compiled to WebAssembly) in
// `{dataDir}/pgdata`, creates the schema and seeds it on first run, on
// `--reset`, or when the folder was made by another schema version.
//
// A new cluster costs several seconds of initdb. The first one made on a
// machine is kept as a tarball under node_modules/.cache/atrium-demo/, and
// later fresh folders (every browser test starts one) are unpacked from it.
import { PGlite, types } from '@electric-sql/pglite'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema.mjs'

const projectDir = fileURLToPath(new URL('../..', import.meta.url))
const cacheDir = join(projectDir, 'node_modules', '.cache', 'atrium-demo')

/** PGlite's own version: a template made by another version is not reused. */
async function pgliteVersion() {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'))
  const manifest = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8'))
  return String(manifest.version)
}

/** Rows keep calendar dates as the text Postgres gives ('2025-03-14'): a Date would shift them by time zone. */
const OPTIONS = { parsers: { [types.DATE]: (/** @type {string} */ value) => value } }

/**
 * Opens (creating when needed) the cluster in `pgDir`.
 * @param {string} pgDir
 * @returns {Promise<PGlite>}
 */
async function openCluster(pgDir) {
  if (existsSync(join(pgDir, 'PG_VERSION'))) return PGlite.create(pgDir, OPTIONS)
  const template = join(cacheDir, `pglite-${await pgliteVersion()}-cluster.tar`)
  if (existsSync(template)) {
    try {
      return await PGlite.create(pgDir, { ...OPTIONS, loadDataDir: new Blob([await readFile(template)]) })
    } catch (error) {
      console.warn(`[demo api] the cached empty database ${template} could not be used (${/** @type {Error} */ (error).message}); creating one`)
      await rm(template, { force: true })
      await rm(pgDir, { recursive: true, force: true })
    }
  }
  await mkdir(pgDir, { recursive: true })
  const db = await PGlite.create(pgDir, OPTIONS)
  try {
    const blob = await db.dumpDataDir('none')
    await mkdir(cacheDir, { recursive: true })
    // Written aside then renamed: two demos starting at once never read half a file.
    const partial = `${template}.${process.pid}.partial`
    await writeFile(partial, Buffer.from(await blob.arrayBuffer()))
    await rename(partial, template)
  } catch (error) {
    console.warn(`[demo api] could not cache the empty database: ${/** @type {Error} */ (error).message}`)
  }
  return db
}

/**
 * The schema version stored in the database, or undefined for an empty one.
 * @param {PGlite} db
 */
async function storedVersion(db) {
  const { rows } = await db.query(
    "select value from meta where key = 'schema_version'",
  ).catch(() => ({ rows: [] }))
  return /** @type {{ value: string }[]} */ (rows)[0]?.value
}

/**
 * @typedef {object} OpenDatabaseOptions
 * @property {string} dataDir The API's data folder; the cluster lives in its `pgdata`.
 * @property {boolean} [reset] Drop everything and seed again.
 * @property {(tx: import('@electric-sql/pglite').Transaction) => Promise<void>} seed Fills the fresh tables.
 */

/**
 * Opens the database, ready to serve.
 * @param {OpenDatabaseOptions} options
 * @returns {Promise<{ db: PGlite, seeded: boolean }>} `seeded` when the data was (re)created now.
 */
export async function openDatabase({ dataDir, reset = false, seed }) {
  const db = await openCluster(join(dataDir, 'pgdata'))
  try {
    const version = await storedVersion(db)
    if (!reset && version === String(SCHEMA_VERSION)) return { db, seeded: false }
    // One transaction: a demo stopped halfway through seeding starts over next time instead of serving half the data.
    await db.transaction(async (tx) => {
      await tx.exec('drop schema public cascade; create schema public;')
      await tx.exec(SCHEMA_SQL)
      await seed(tx)
      await tx.query("insert into meta (key, value) values ('schema_version', $1), ('seeded_at', $2)", [
        String(SCHEMA_VERSION),
        new Date().toISOString(),
      ])
    })
    return { db, seeded: true }
  } catch (error) {
    await db.close().catch(() => {})
    throw error
  }
}
