/** The keys of a windowed table's drawn rows, by row index, and the next fresh key's number. */
export interface RowKeys {
  /** Key of each drawn row, by its index in the page. */
  keys: Map<number, string>
  /** Number of the next fresh key. */
  next: number
}

/**
 * Keys for the rows drawn now (`indexes`, ascending), given the keys of the rows drawn before. A row
 * still drawn keeps its key (its element and DOM stay). A new row drawn after every row still drawn (a
 * scroll down, or a jump far away) takes the key of a row no longer drawn, so React moves that row's
 * elements and rewrites their text instead of creating a row and removing one: a scroll step recycles
 * the rows it scrolls out. A new row drawn before a row still drawn (a scroll up) gets a fresh key, since
 * a recycled key placed there would make React move every row after it.
 */
export function nextRowKeys(previous: RowKeys, indexes: readonly number[]): RowKeys {
  const drawn = new Set(indexes)
  const freed: string[] = []
  let lastKept = -1
  for (const [index, key] of previous.keys) {
    if (drawn.has(index)) lastKept = Math.max(lastKept, index)
    else freed.push(key)
  }
  const keys = new Map<number, string>()
  let next = previous.next
  for (const index of indexes) {
    const key = previous.keys.get(index) ?? (index > lastKept && freed.length > 0 ? freed.shift() : undefined)
    keys.set(index, key ?? `row-${next++}`)
  }
  return { keys, next }
}
