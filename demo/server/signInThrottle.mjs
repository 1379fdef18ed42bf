// Throttles sign-in guesses, per user name and per address: after `threshold`
// failures in a row a key is locked, and each further attempt while locked
// (refused with 429 unread) counts as a failure too, so the lock doubles:
// 30 s, 1 min, 2 min… up to an hour. Every attempt is counted before its
// password is checked (so parallel guesses cannot slip past the threshold);
// a success then clears the user name's count and takes its one count back
// from the address (one good account must not reset a guesser's address).
// Counts are forgotten once a key has been quiet for `windowMs`, and at most
// `maxKeys` are kept (the oldest go first), so guessing names cannot fill memory.

/**
 * @typedef {object} ThrottleOptions
 * @property {number} [threshold] Failures before the first lock. Default 10.
 * @property {number} [lockMs] First lock. Default 30 s.
 * @property {number} [maxLockMs] Longest lock. Default 1 h.
 * @property {number} [windowMs] A key quiet (and unlocked) this long is forgotten. Default 15 min.
 * @property {number} [maxKeys] Keys kept at most. Default 10 000.
 * @property {() => number} [now]
 */

/** @typedef {{ failures: number, lockedUntil: number, lastAt: number }} Entry */

/**
 * Creates a throttle.
 * @param {ThrottleOptions} [options]
 */
export function createSignInThrottle({
  threshold = 10, lockMs = 30_000, maxLockMs = 3_600_000, windowMs = 15 * 60_000, maxKeys = 10_000, now = Date.now,
} = {}) {
  /** @type {Map<string, Entry>} Insertion order is age order: a touched key moves to the end. */
  const entries = new Map()

  /** @param {string} key */
  const live = (key) => {
    const entry = entries.get(key)
    if (!entry) return undefined
    const time = now()
    if (entry.lockedUntil <= time && entry.lastAt + windowMs <= time) {
      entries.delete(key)
      return undefined
    }
    return entry
  }

  return {
    /**
     * How long the longest lock among `keys` still lasts, in ms (0: none is locked).
     * @param {readonly string[]} keys
     */
    lockedFor(keys) {
      const time = now()
      return Math.max(0, ...keys.map((key) => (live(key)?.lockedUntil ?? 0) - time))
    },

    /**
     * Counts a failure (or an attempt while locked) for each key.
     * @param {readonly string[]} keys
     */
    failed(keys) {
      const time = now()
      for (const key of keys) {
        const entry = live(key) ?? { failures: 0, lockedUntil: 0, lastAt: time }
        entry.failures += 1
        entry.lastAt = time
        if (entry.failures >= threshold) {
          entry.lockedUntil = time + Math.min(lockMs * 2 ** Math.min(entry.failures - threshold, 30), maxLockMs)
        }
        entries.delete(key)
        entries.set(key, entry)
        if (entries.size > maxKeys) entries.delete(/** @type {string} */ (entries.keys().next().value))
      }
    },

    /**
     * A sign-in counted by `failed` succeeded: its user name (the first key)
     * starts over; the other keys take back that one count.
     * @param {readonly string[]} keys
     */
    succeeded([name, ...others]) {
      entries.delete(name)
      for (const key of others) {
        const entry = live(key)
        if (!entry) continue
        entry.failures -= 1
        if (entry.failures < threshold) entry.lockedUntil = 0
      }
    },
  }
}
