// Fills a fresh demo database with realistic volume. Everything is drawn from
// a fixed-seed generator, so two seeds on the same day hold the same records;
// dates are placed around the day of seeding (events over three months,
// tasks over six weeks) so that the calendar and the timeline are never empty.
import { createRandom } from './prng.mjs'
import {
  BOOKMARK_SITES, CATEGORIES, CITIES, COMPANIES, EVENT_TITLES, FIRST_NAMES, LAST_NAMES, LOCATIONS, SENTENCE_WORDS,
  TAGS, TASK_VERBS, TEAMS, TITLE_PATTERNS, TOPICS,
} from './words.mjs'

/** How many records of each kind the seed makes; tests and the README quote these. */
export const SEED_COUNTS = {
  users: 12, authors: 40, articles: 300, events: 90, tasks: 60, categories: 8, bookmarks: 7, contacts: 120,
}

/** The accounts a person signs in with; the other seeded users cannot sign in. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'admin', roles: 'ROLE_USER,ROLE_ADMIN' },
  { username: 'editor', password: 'editor', roles: 'ROLE_USER,ROLE_EDITOR' },
]

const DAY = 86_400_000

/**
 * Inserts rows with one statement (placeholders numbered $1…).
 * @param {import('@electric-sql/pglite').Transaction} tx
 * @param {string} table
 * @param {string[]} columns
 * @param {unknown[][]} rows
 */
async function insertRows(tx, table, columns, rows) {
  /** @type {unknown[]} */
  const params = []
  const tuples = rows.map((row) => `(${row.map((value) => {
    params.push(value)
    return `$${params.length}`
  }).join(', ')})`)
  await tx.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params)
}

/** @param {Date} date */
const dateOnly = (date) => date.toISOString().slice(0, 10)

/** @param {string} text */
const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/** @param {string} text */
const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * @param {import('./prng.mjs').Random} random
 * @param {number} words
 */
function sentence(random, words) {
  const picked = Array.from({ length: words }, () => random.pick(SENTENCE_WORDS))
  return `${capitalise(picked.join(' '))}.`
}

/**
 * @param {import('./prng.mjs').Random} random
 * @param {number} count
 */
function paragraph(random, count) {
  return Array.from({ length: count }, () => sentence(random, random.int(6, 14))).join(' ')
}

/**
 * Distinct "First Last" names.
 * @param {import('./prng.mjs').Random} random
 * @param {number} count
 */
function people(random, count) {
  const names = new Set()
  while (names.size < count) names.add(`${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`)
  return [...names]
}

/** @param {string} name */
const emailOf = (name) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`

/**
 * @typedef {object} SeedOptions
 * @property {Date} now The day the data is placed around.
 * @property {(password: string) => Promise<string>} hashPassword
 */

/**
 * Seeds every table (they exist and are empty).
 * @param {import('@electric-sql/pglite').Transaction} tx
 * @param {SeedOptions} options
 */
export async function seedDatabase(tx, { now, hashPassword }) {
  const random = createRandom(20_240_501)
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())

  const accounts = await Promise.all(DEMO_ACCOUNTS.map(async (account) => [
    account.username, `${account.username}@example.com`, account.roles, await hashPassword(account.password),
  ]))
  const staff = people(random, SEED_COUNTS.users - accounts.length).map((name, index) => [
    name.toLowerCase().replace(/[^a-z]+/g, '.'), emailOf(name), index % 3 === 0 ? 'ROLE_USER,ROLE_EDITOR' : 'ROLE_USER', null,
  ])
  await insertRows(tx, 'users', ['username', 'email', 'roles', 'password_hash'], [...accounts, ...staff])

  const authorNames = people(random, SEED_COUNTS.authors)
  await insertRows(tx, 'authors', ['name', 'email', 'bio'], authorNames.map((name) => [
    name, emailOf(name), random.chance(0.85) ? paragraph(random, random.int(1, 3)) : null,
  ]))

  await insertRows(tx, 'categories', ['name', 'color'], CATEGORIES.slice(0, SEED_COUNTS.categories))

  const articles = Array.from({ length: SEED_COUNTS.articles }, () => {
    const topic = random.pick(TOPICS)
    const title = random.pick(TITLE_PATTERNS).replace('{topic}', topic).replace('{Topic}', capitalise(topic))
    const status = random.weighted([['published', 60], ['review', 15], ['draft', 25]])
    const createdAt = new Date(today - random.int(1, 365) * DAY + random.int(8, 18) * 3_600_000)
    const publishedAt = status === 'published' ? new Date(createdAt.getTime() + random.int(0, 14) * DAY) : null
    const views = status === 'published' ? Math.floor(random.next() ** 3 * 20_000) : 0
    return [
      title,
      Array.from({ length: random.int(2, 4) }, () => paragraph(random, random.int(3, 6))).join('\n\n'),
      status,
      random.int(1, SEED_COUNTS.authors),
      views,
      random.sample(TAGS, random.weighted([[0, 1], [1, 3], [2, 4], [3, 2]])),
      publishedAt && (publishedAt.getTime() > today ? new Date(today) : publishedAt),
      createdAt,
      random.chance(0.4) ? `https://${slug(random.pick(COMPANIES))}.example.com/${slug(title)}` : null,
    ]
  })
  await insertRows(tx, 'articles',
    ['title', 'body', 'status', 'author_id', 'views', 'tags', 'published_at', 'created_at', 'website'], articles)

  // The first 13 events take the 13 days around the seeding day, one each, so the week shown
  // first holds an event on each of its days whatever day it starts on; the rest fall anywhere
  // in the three months. The draw is made for every event, so the records after stay the same.
  const events = Array.from({ length: SEED_COUNTS.events }, (_, index) => {
    const drawn = random.int(-45, 45)
    const startsAt = today + (index < 13 ? index - 6 : drawn) * DAY + random.int(16, 36) * 1_800_000
    const minutes = random.pick([30, 45, 60, 60, 90, 120, 180])
    return [
      `${random.pick(EVENT_TITLES)}${random.chance(0.4) ? `: ${random.pick(TOPICS)}` : ''}`,
      new Date(startsAt),
      new Date(startsAt + minutes * 60_000),
      random.pick(LOCATIONS),
    ]
  })
  await insertRows(tx, 'events', ['title', 'starts_at', 'ends_at', 'location'], events)

  const tasks = Array.from({ length: SEED_COUNTS.tasks }, () => {
    const start = today + random.int(-14, 27) * DAY
    const end = Math.min(start + random.int(0, 9) * DAY, today + 28 * DAY)
    const status = end < today ? 'done' : start <= today ? 'doing' : 'todo'
    return [
      `${random.pick(TASK_VERBS)} ${random.pick(TOPICS)}`,
      random.pick(FIRST_NAMES),
      dateOnly(new Date(start)),
      dateOnly(new Date(end)),
      status,
      random.pick(TEAMS),
    ]
  })
  await insertRows(tx, 'tasks', ['title', 'assignee', 'start_date', 'end_date', 'status', 'team'], tasks)

  // admin has 3 of 5, editor 4 of 5: one more creation reaches the quota.
  const owners = ['admin', 'admin', 'admin', 'editor', 'editor', 'editor', 'editor']
  await insertRows(tx, 'bookmarks', ['owner', 'title', 'url'],
    BOOKMARK_SITES.slice(0, SEED_COUNTS.bookmarks).map(([title, url], index) => [owners[index], title, url]))

  const contacts = people(random, SEED_COUNTS.contacts).map((name) => [
    name,
    emailOf(name),
    `+1 555 ${String(random.int(100, 999))} ${String(random.int(1000, 9999))}`,
    random.pick(COMPANIES),
    random.pick(CITIES),
    new Date(today - random.int(0, 720) * DAY),
  ])
  await insertRows(tx, 'contacts', ['name', 'email', 'phone', 'company', 'city', 'created_at'], contacts)
}
