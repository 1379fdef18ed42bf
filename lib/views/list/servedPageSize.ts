/**
 * The page size an API really served, when its answer shows it used a smaller
 * one than asked (a server-side maximum, such as API Platform's
 * `maximum_items_per_page` or Strapi's `maxLimit`): with the total known, a
 * page of `count` records is inconsistent with pages of `asked` records.
 * `undefined` when the answer agrees with the page size asked, or cannot tell
 * (no total).
 * @example servedPageSize(1, 200, 100, 573) // 100: page 1 of 200 would hold 200
 */
export function servedPageSize(page: number, asked: number, count: number, total: number | undefined): number | undefined {
  if (total === undefined || count === 0 || count >= asked) return undefined
  const expected = Math.min(asked, Math.max(0, total - (page - 1) * asked))
  return count === expected ? undefined : count
}
