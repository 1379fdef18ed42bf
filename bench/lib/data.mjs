// Deterministic data shared by the server (REST apps) and the local-storage page:
// the same seed always gives the same articles, so every app shows the same rows.

const ADJECTIVES = ['amber', 'brisk', 'calm', 'daring', 'eager', 'fabled', 'gentle', 'hidden', 'ivory', 'jolly', 'keen', 'lunar',
  'mellow', 'nimble', 'opal', 'proud', 'quiet', 'rustic', 'silver', 'tidal', 'urban', 'vivid', 'woven', 'young', 'zesty']
const NOUNS = ['harbor', 'meadow', 'signal', 'lantern', 'orchard', 'canyon', 'ledger', 'compass', 'garden', 'engine', 'falcon',
  'glacier', 'island', 'journal', 'kettle', 'library', 'market', 'needle', 'outpost', 'pigeon', 'quarry', 'river', 'summit', 'tunnel', 'valley']
const STATUSES = ['draft', 'published', 'archived']

/** Small fast PRNG (mulberry32): deterministic across runs and machines. */
export function random(seed) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * `count` articles `{ id, title, status, views, body, published_at }`, ids 1…count.
 * Titles are unique (they end with the id) and not in id order, so a sort by
 * title changes the first row.
 */
export function makeArticles(count, seed = 42) {
  const next = random(seed)
  const pick = (list) => list[Math.floor(next() * list.length)]
  const articles = []
  for (let id = 1; id <= count; id += 1) {
    const title = `${pick(ADJECTIVES)} ${pick(NOUNS)} ${pick(NOUNS)} ${String(id).padStart(5, '0')}`
    articles.push({
      id,
      title: title.charAt(0).toUpperCase() + title.slice(1),
      status: pick(STATUSES),
      views: Math.floor(next() * 100000),
      body: `Notes about ${title}.`,
      published_at: new Date(Date.UTC(2024, 0, 1) + Math.floor(next() * 365) * 86400000).toISOString().slice(0, 10),
    })
  }
  return articles
}

/** Plain `<` / `>` comparison, as json-server sorts (code-unit order for strings). */
export function compare(a, b) {
  if (a === b) return 0
  if (a === undefined || a === null) return 1
  if (b === undefined || b === null) return -1
  return a < b ? -1 : 1
}

/** The article first in ascending title order. */
export function firstByTitle(articles) {
  return [...articles].sort((a, b) => compare(a.title, b.title))[0]
}
