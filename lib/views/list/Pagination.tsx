import { useId } from 'react'
import { formatMessage } from '../../config/messages'
import { pageNumbers } from './pageNumbers'

/** Page sizes offered besides the list's own. */
export const PAGE_SIZES: readonly number[] = [10, 25, 50, 100]

/** Props of `Pagination`. */
export interface PaginationProps {
  /** 1-based current page. */
  page: number
  /** Records per page. */
  pageSize: number
  /** Records over all pages, when the API tells. */
  total?: number
  /** Records on the current page (without a total, a short page is the last one). */
  count: number
  /**
   * Without a total: whether a next page exists, when known (the API's
   * `hasNextPage`, or a look at the next page); else a full page enables Next.
   */
  hasNext?: boolean
  /** Goes to another page. */
  onPageChange(page: number): void
  /** Changes the page size. */
  onPageSizeChange(pageSize: number): void
}

/**
 * Moves through a list: page numbers (with gaps) and the total when the API
 * gives one; previous and next alone when it does not (next is disabled
 * once a page comes back shorter than the page size, or `hasNext` says so).
 */
export function Pagination({ page, pageSize, total, count, hasNext: knownNext, onPageChange, onPageSizeChange }: PaginationProps) {
  const sizeId = useId()
  const known = total !== undefined
  const pageCount = known ? Math.max(1, Math.ceil(total / pageSize)) : undefined
  const hasNext = pageCount !== undefined ? page < pageCount : knownNext ?? count >= pageSize
  const sizes = [...new Set([...PAGE_SIZES, pageSize])].sort((a, b) => a - b)

  return (
    <nav className="atrium-pagination" aria-label={formatMessage('pagination.label')}>
      <button type="button" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>{formatMessage('pagination.previous')}</button>
      {pageCount !== undefined && pageCount > 1 && (
        <ul className="atrium-pagination__pages">
          {pageNumbers(page, pageCount).map((entry, index) => (
            <li key={entry === 'gap' ? `gap-${index}` : entry}>
              {entry === 'gap'
                ? <span aria-label={formatMessage('pagination.ellipsis')}>…</span>
                : (
                  <button type="button" aria-label={formatMessage('pagination.page', { page: entry })}
                    aria-current={entry === page ? 'page' : undefined} onClick={() => entry !== page && onPageChange(entry)}>
                    {entry}
                  </button>
                )}
            </li>
          ))}
        </ul>
      )}
      <button type="button" disabled={!hasNext} onClick={() => onPageChange(page + 1)}>{formatMessage('pagination.next')}</button>
      {known && <span className="atrium-pagination__total">{formatMessage('pagination.total', { total })}</span>}
      {/* The size and its label stay together, at the end of the line (alone on the next one on a phone). */}
      <span className="atrium-pagination__size">
        <label htmlFor={sizeId}>{formatMessage('pagination.pageSize')}</label>
        <select id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
          {sizes.map((size) => <option key={size} value={size}>{size}</option>)}
        </select>
      </span>
    </nav>
  )
}
