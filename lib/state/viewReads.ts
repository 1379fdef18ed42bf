import { createAction } from '@reduxjs/toolkit'

/** A read a view shows: the endpoint and its argument (RTK Query's cache entry of that pair). */
export interface ViewRead {
  /** The query endpoint's name in `atriumApi` (`<resource>/list`, `<resource>/read`). */
  endpointName: string
  /** Its argument. */
  arg: unknown
}

/**
 * A view started showing a read. Atrium's views count their reads themselves
 * (RTK Query's own subscription count is not public): the count decides when
 * a read in flight was left by every view, and when a deleted record's reads
 * may go.
 */
export const readViewed = /* @__PURE__ */ createAction<ViewRead>('atrium/reads/viewed')

/** A view stopped showing a read (it was left, or it shows another one now). */
export const readLeft = /* @__PURE__ */ createAction<ViewRead>('atrium/reads/left')

/**
 * The cached reads of a record just deleted: they are dropped once no view
 * shows them (never read again: that would answer 404). `args` are the read
 * endpoint's cached arguments for that record.
 */
export const deletedRecordReads = /* @__PURE__ */ createAction<{ endpointName: string; recordId: string; args: unknown[] }>('atrium/records/deletedReads')
