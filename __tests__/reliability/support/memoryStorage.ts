/** Options of `memoryStorage`. */
export interface MemoryStorageOptions {
  /** Characters (keys + values) the storage holds at most; a `setItem` beyond throws `QuotaExceededError`. */
  quota?: number
}

/** A `Storage` held in memory with a quota, as a browser's localStorage behaves (all-or-nothing `setItem`). */
export interface MemoryStorage extends Storage {
  /** How many `setItem` calls were refused for lack of space. */
  readonly refused: number
}

/** A Storage whose `setItem` throws a `QuotaExceededError` DOMException past `quota` characters. */
export function memoryStorage(options: MemoryStorageOptions = {}): MemoryStorage {
  const quota = options.quota ?? Infinity
  const data = new Map<string, string>()
  let refused = 0
  const used = (except?: string) => [...data].reduce((sum, [key, value]) => sum + (key === except ? 0 : key.length + value.length), 0)
  const storage = {
    get length() { return data.size },
    get refused() { return refused },
    clear() { data.clear() },
    getItem: (key: string) => data.get(String(key)) ?? null,
    key: (index: number) => [...data.keys()][index] ?? null,
    removeItem(key: string) { data.delete(String(key)) },
    setItem(key: string, value: string) {
      const [k, v] = [String(key), String(value)]
      if (used(k) + k.length + v.length > quota) {
        refused += 1
        throw new DOMException(`Failed to execute 'setItem' on 'Storage': Setting the value of '${k}' exceeded the quota.`, 'QuotaExceededError')
      }
      data.set(k, v)
    },
  }
  return storage as unknown as MemoryStorage
}
