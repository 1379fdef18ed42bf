// Writes a minimal Strapi 5 project into a git-ignored folder (.servers/strapi by default)
// and installs it once, for __tests__/servers/strapi.test.ts. Later runs only rewrite the
// small project files and skip `npm install` while package.json is unchanged.
//
//   node scripts/setupStrapi.mjs [folder]                 (default: $ATRIUM_STRAPI_DIR or .servers/strapi)
//   node scripts/setupStrapi.mjs --background [folder]    starts the same in a detached process and
//                                                         returns at once (output in <folder>.setup.log)
//
// `npm test` starts it in the background first, so the several-minute install of a fresh clone
// runs while the type-check and the other test files do; strapi.test.ts then runs it again,
// which waits for the background one (a lock folder beside the project) and finds it installed.
//
// The project has two content types: `article` (title required, status enum, views
// integer) and `post` (a localized title and body, with an `fr` locale beside the default
// `en`), public permissions on both granted at bootstrap, SQLite in DATABASE_FILENAME,
// and no admin panel (serveAdminPanel: false), so nothing needs building.
import { createHash } from 'node:crypto'
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const STRAPI_VERSION = '5.54.0'
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const background = process.argv.includes('--background')
const folderArgument = process.argv.slice(2).find((argument) => argument !== '--background')
const target = resolve(folderArgument ?? process.env.ATRIUM_STRAPI_DIR ?? join(root, '.servers', 'strapi'))

if (background) {
  mkdirSync(dirname(target), { recursive: true })
  const log = openSync(`${target}.setup.log`, 'w')
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), target], { detached: true, stdio: ['ignore', log, log] })
  child.unref()
  closeSync(log)
  console.log(`[setupStrapi] preparing ${target} in the background (process ${child.pid}, log ${target}.setup.log)`)
  process.exit(0)
}

// One setup at a time per folder: a second one waits for the first, then finds its work done.
const lock = `${target}.lock`
function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}
async function takeLock() {
  mkdirSync(dirname(lock), { recursive: true })
  let announced = false
  for (;;) {
    try {
      mkdirSync(lock)
      writeFileSync(join(lock, 'pid'), String(process.pid))
      return
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
    }
    const holder = Number(existsSync(join(lock, 'pid')) ? readFileSync(join(lock, 'pid'), 'utf8') : NaN)
    // A lock without a live holder was left by a killed setup (or is being written this instant).
    const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
    if ((Number.isInteger(holder) && !alive(holder)) || (!Number.isInteger(holder) && age > 30_000)) {
      rmSync(lock, { recursive: true, force: true })
      continue
    }
    if (!announced) console.log(`[setupStrapi] waiting for the setup already running (process ${holder})`)
    announced = true
    // Another process's install: there is no event to wait on across processes.
    await new Promise((wake) => setTimeout(wake, 500))
  }
}
await takeLock()
process.on('exit', () => rmSync(lock, { recursive: true, force: true }))

const packageJson = {
  name: 'atrium-test-strapi',
  private: true,
  version: '0.0.0',
  description: 'Strapi 5 server for Atrium tests; written by scripts/setupStrapi.mjs',
  scripts: { start: 'node server.js' },
  dependencies: {
    '@strapi/strapi': STRAPI_VERSION,
    '@strapi/plugin-users-permissions': STRAPI_VERSION,
    'better-sqlite3': '12.9.0',
    // Peers of the admin packages, which Strapi loads even when the panel is not served.
    react: '18.3.1',
    'react-dom': '18.3.1',
    'react-router-dom': '6.30.3',
    'styled-components': '6.1.19',
  },
  // Newer @strapi majors are incomplete in the registry: keep every 5.x package on one version.
  overrides: Object.fromEntries(
    ['admin', 'core', 'database', 'utils', 'types', 'content-manager', 'content-type-builder', 'upload', 'email', 'i18n',
      'permissions', 'data-transfer', 'logger', 'generators', 'content-releases', 'review-workflows', 'cloud-cli',
      'typescript-utils', 'openapi'].map((name) => [`@strapi/${name}`, STRAPI_VERSION]),
  ),
  allowScripts: { 'better-sqlite3': true },
  engines: { node: '>=20' },
}

const files = {
  'config/database.js': `module.exports = ({ env }) => ({
  connection: {
    client: 'sqlite',
    connection: { filename: env('DATABASE_FILENAME', '.tmp/data.db') },
    useNullAsDefault: true,
  },
})
`,
  'config/server.js': `module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: { keys: env.array('APP_KEYS', ['atriumTestKeyA', 'atriumTestKeyB']) },
})
`,
  'config/admin.js': `module.exports = ({ env }) => ({
  serveAdminPanel: false,
  autoOpen: false,
  auth: { secret: env('ADMIN_JWT_SECRET', 'atrium-test-admin-secret') },
  apiToken: { salt: env('API_TOKEN_SALT', 'atrium-test-api-token-salt') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', 'atrium-test-transfer-salt') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', 'atrium-test-encryption-key') },
})
`,
  'config/plugins.js': `module.exports = ({ env }) => ({
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET', 'atrium-test-jwt-secret') } },
})
`,
  'config/middlewares.js': `module.exports = [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
]
`,
  'config/api.js': `module.exports = { rest: { defaultLimit: 25, maxLimit: 100, withCount: true } }
`,
  'src/index.js': `// Grants the Public role every action on articles and posts, so tests need no token,
// and adds the French locale beside the default English one (posts are localized).
const ACTIONS = ['find', 'findOne', 'create', 'update', 'delete']
const TYPES = ['api::article.article', 'api::post.post']

module.exports = {
  register() {},
  async bootstrap({ strapi }) {
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } })
    if (!role) throw new Error('The users-permissions plugin has no public role')
    for (const type of TYPES) {
      for (const name of ACTIONS) {
        const action = type + '.' + name
        const found = await strapi.db.query('plugin::users-permissions.permission').findOne({ where: { action, role: role.id } })
        if (!found) await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: role.id } })
      }
    }
    const locales = strapi.plugin('i18n').service('locales')
    if (!(await locales.findByCode('fr'))) await locales.create({ code: 'fr', name: 'French (fr)' })
  },
}
`,
  'src/admin/.gitkeep': '',
  // The upload plugin refuses to start without this folder.
  'public/uploads/.gitkeep': '',
  'src/api/article/content-types/article/schema.json': `${JSON.stringify({
    kind: 'collectionType',
    collectionName: 'articles',
    info: { singularName: 'article', pluralName: 'articles', displayName: 'Article' },
    options: { draftAndPublish: false },
    attributes: {
      title: { type: 'string', required: true, minLength: 2 },
      status: { type: 'enumeration', enum: ['draft', 'review', 'published'], default: 'draft' },
      views: { type: 'integer', min: 0 },
    },
  }, null, 2)}
`,
  'src/api/post/content-types/post/schema.json': `${JSON.stringify({
    kind: 'collectionType',
    collectionName: 'posts',
    info: { singularName: 'post', pluralName: 'posts', displayName: 'Post' },
    options: { draftAndPublish: false },
    pluginOptions: { i18n: { localized: true } },
    attributes: {
      title: { type: 'string', required: true, pluginOptions: { i18n: { localized: true } } },
      body: { type: 'text', pluginOptions: { i18n: { localized: true } } },
    },
  }, null, 2)}
`,
  'src/api/post/routes/post.js': `const { factories } = require('@strapi/strapi')
module.exports = factories.createCoreRouter('api::post.post')
`,
  'src/api/post/controllers/post.js': `const { factories } = require('@strapi/strapi')
module.exports = factories.createCoreController('api::post.post')
`,
  'src/api/post/services/post.js': `const { factories } = require('@strapi/strapi')
module.exports = factories.createCoreService('api::post.post')
`,
  'src/api/article/routes/article.js': `const { factories } = require('@strapi/strapi')
module.exports = factories.createCoreRouter('api::article.article')
`,
  'src/api/article/controllers/article.js': `const { factories } = require('@strapi/strapi')
module.exports = factories.createCoreController('api::article.article')
`,
  'src/api/article/services/article.js': `const { factories } = require('@strapi/strapi')
module.exports = factories.createCoreService('api::article.article')
`,
  // Started by the test with PORT and DATABASE_FILENAME; prints one line once listening.
  'server.js': `const { createStrapi } = require('@strapi/strapi')

createStrapi({ appDir: __dirname, distDir: __dirname })
  .start()
  .then((app) => console.log('[strapi] listening on ' + app.config.get('server.host') + ':' + app.config.get('server.port')))
  .catch((error) => {
    console.error(error)
    process.exit(1)
  })
`,
}

function write(relative, content) {
  const file = join(target, relative)
  mkdirSync(dirname(file), { recursive: true })
  if (!existsSync(file) || readFileSync(file, 'utf8') !== content) writeFileSync(file, content)
}

const manifest = `${JSON.stringify(packageJson, null, 2)}\n`
write('package.json', manifest)
for (const [relative, content] of Object.entries(files)) write(relative, content)

// Run from `npm test`, this script inherits npm's own npm_* variables, which would point the
// nested install at the Atrium project: the install gets a clean npm environment instead.
function cleanEnvironment() {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)))
  return { ...env, STRAPI_TELEMETRY_DISABLED: 'true', npm_config_update_notifier: 'false' }
}

// Reinstall only when the manifest changed since the last successful install.
const stamp = join(target, 'node_modules', '.atrium-installed')
const digest = createHash('sha256').update(manifest).digest('hex')
if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
  console.log(`[setupStrapi] ${target}: already installed (Strapi ${STRAPI_VERSION})`)
} else {
  console.log(`[setupStrapi] installing Strapi ${STRAPI_VERSION} into ${target} (first run: several minutes)…`)
  const started = Date.now()
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: target,
    stdio: 'inherit',
    env: cleanEnvironment(),
  })
  if (result.status !== 0) {
    console.error(`[setupStrapi] npm install failed (exit ${result.status ?? result.signal})`)
    process.exit(1)
  }
  writeFileSync(stamp, digest)
  console.log(`[setupStrapi] installed in ${Math.round((Date.now() - started) / 1000)} s`)
}
