/**
 * The most records a page the API serves, when its answer proves one smaller than asked (a server-side maximum,
 * such as API Platform's `maximum_items_per_page` or Strapi's `maxLimit`, pages by its own size): `count` records,
 * fewer than `asked`, came for page `page` out of `total`, not what that page holds at `asked` a page, and only
 * a maximum of `count` explains it. `undefined` when the answer agrees with the size asked (a last page's
 * remainder), cannot tell (no total), or could come from another maximum too (on page 2 of 200, 100 records of 250
 * are pages of 100 as well as the rest after a page of 150). The answer must be the one to the request judged: the
 * 8 records of page 13 judged as page 1's would prove a maximum of 8.
 * @example servedPageSize(1, 200, 100, 573) // 100: page 1 of 200 would hold 200
 */
export function servedPageSize(page: number, asked: number, count: number, total: number | undefined): number | undefined {
  // A maximum of `count` must lead to it: pages of `count` before this one leave at least `count` for it.
  if (total === undefined || count < 1 || count >= asked || total < page * count) return undefined
  // No maximum at all explains it as well: the page holds what came (a last page's remainder).
  if (Math.min(asked, Math.max(0, total - (page - 1) * asked)) === count) return undefined
  // Nor does a larger maximum whose last page held just `count` (on page 1 there is none: a division by 0).
  const other = (total - count) / (page - 1)
  return Number.isInteger(other) && other > count && other < asked ? undefined : count
}
