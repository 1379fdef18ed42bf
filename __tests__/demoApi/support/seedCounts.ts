/**
 * What the demo's seed makes (demo/server/seed.mjs SEED_COUNTS, which Jest
 * cannot import): the issue asks for hundreds of articles, dozens of authors.
 */
export const SEED_COUNTS_FOR_TESTS = {
  articles: 300,
  authors: 40,
  events: 90,
  tasks: 60,
  users: 12,
  categories: 8,
} as const

/** Contacts of the second backend (/rest/contacts). */
export const SEEDED_CONTACTS = 120

/** Ids of the two accounts a person signs in with (seeded first: `admin`, then `editor`). */
export const ADMIN_ID = 1
/** Id of `editor`. */
export const EDITOR_ID = 2
