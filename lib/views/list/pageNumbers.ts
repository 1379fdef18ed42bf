/** A page number, or a gap (`'gap'`) between two far-apart numbers. */
export type PageEntry = number | 'gap'

/**
 * The page numbers to offer: the first, the last, and the current one with
 * its neighbours (`siblings` on each side); gaps where pages are skipped.
 * A gap never stands for a single page: that page is shown instead.
 * @example pageNumbers(6, 20) // [1, 'gap', 5, 6, 7, 'gap', 20]
 */
export function pageNumbers(current: number, count: number, siblings = 1): PageEntry[] {
  if (count <= 0) return []
  const shown = new Set<number>([1, count])
  for (let page = current - siblings; page <= current + siblings; page += 1) if (page >= 1 && page <= count) shown.add(page)
  const sorted = [...shown].sort((a, b) => a - b)
  const entries: PageEntry[] = []
  for (const page of sorted) {
    const previous = entries[entries.length - 1]
    if (typeof previous === 'number' && page - previous === 2) entries.push(previous + 1)
    else if (typeof previous === 'number' && page - previous > 2) entries.push('gap')
    entries.push(page)
  }
  return entries
}
