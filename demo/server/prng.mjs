// A small deterministic random generator for the seed: the same seed number
// gives the same demo data on every machine, without any download.

/**
 * @typedef {object} Random
 * @property {() => number} next A float in [0, 1).
 * @property {(min: number, max: number) => number} int An integer in [min, max], both included.
 * @property {<T>(items: readonly T[]) => T} pick One item.
 * @property {<T>(items: readonly T[], count: number) => T[]} sample `count` distinct items, in a random order.
 * @property {(probability: number) => boolean} chance True with that probability.
 * @property {<T>(weighted: readonly (readonly [T, number])[]) => T} weighted One value, by weight.
 */

/**
 * Creates a generator (mulberry32: 32-bit state, good enough for made-up data).
 * @param {number} seed
 * @returns {Random}
 */
export function createRandom(seed) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (/** @type {number} */ min, /** @type {number} */ max) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    sample(items, count) {
      const copy = [...items]
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i)
        ;[copy[i], copy[j]] = [copy[j], copy[i]]
      }
      return copy.slice(0, Math.min(count, copy.length))
    },
    chance: (probability) => next() < probability,
    weighted(entries) {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
      let roll = next() * total
      for (const [value, weight] of entries) {
        roll -= weight
        if (roll < 0) return value
      }
      return entries[entries.length - 1][0]
    },
  }
}
