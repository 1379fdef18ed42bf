import { freeze } from '@reduxjs/toolkit'

/**
 * Freezes a read's answer, deeply, with Immer's own `freeze` (what Immer would freeze: plain objects,
 * arrays, maps and sets; dates, files and class instances are left as they are), before RTK Query
 * stores it. Immer freezes what enters the store anyway; finding the answer already frozen, it skips
 * walking it: for a page of 1,000 records that walk was the largest part of storing it (traced in
 * Chromium, 2026-11-24). Returns the answer.
 */
export function freezeAnswer<T>(answer: T): T {
  return freeze(answer, true)
}
