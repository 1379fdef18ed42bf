import { useMemo } from 'react'
import type { AnyViewResource } from '../../resource/types'
import type { ViewResource } from '../../resource/ViewResource'
import { getRecordTitle } from '../../fields/recordTitle'
import { useViewRead } from '../useViewRead'
import { referenceListArg } from './referenceListArg'

/** A referenced resource, as `referenceInput` reads it. */
export interface ReferenceTarget {
  /** The resource whose records are referenced. */
  readonly resource: AnyViewResource
  /** Records offered (the first page of the resource's list). */
  pageSize: number
  /** The value a record is referenced by (an IRI, an id). */
  referenceValue(item: unknown): unknown
}

/** One referenced record as offered: its value, that value as text, and its title. */
export interface ReferenceChoice {
  /** The value stored in the referencing record. */
  value: unknown
  /** `value` as the control's text. */
  text: string
  /** The record's title (`getRecordTitle`). */
  title: string
}

/** What `useReferenceRecords` returns. */
export interface ReferenceRecords {
  /** The records of the first page, sorted by title. */
  choices: ReferenceChoice[]
  /** The page is being read. */
  loading: boolean
  /** The page could not be read (refused, offline, malformed). */
  failed: boolean
}

/**
 * The value a record is referenced by when none is declared: its `@id` IRI (API Platform links
 * records by IRI), else its `id` as the API sent it (a number stays a number), else the resource's id.
 */
export function defaultReferenceValue(resource: AnyViewResource, item: unknown): unknown {
  const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>
  if (typeof record['@id'] === 'string') return record['@id']
  if (typeof record.id === 'string' || typeof record.id === 'number') return record.id
  return (resource as ViewResource<unknown>).getId(item)
}

/**
 * The records a reference offers, read once through the referenced resource's own list query:
 * every cell and select of the same reference shares that one request (RTK Query's cache).
 * A reference whose function gives no declared resource reads nothing: `failed`, and a console error.
 */
export function useReferenceRecords(target: ReferenceTarget): ReferenceRecords {
  let resource: ViewResource<unknown>
  try {
    resource = target.resource as ViewResource<unknown>
  } catch (error) {
    // A misdeclared reference (given through a function) shows the stored values, and says why.
    console.error(error)
    return { choices: [], loading: false, failed: true }
  }
  const listArg = referenceListArg(target)
  const { data, isLoading, isError } = resource.endpoints.list.useQuery(listArg)
  useViewRead(resource.id, 'list', listArg)
  // Built once per answer, not once per cell and render.
  const choices = useMemo(() => (data?.items ?? [])
    .map((item) => {
      const value = target.referenceValue(item)
      return { value, text: String(value), title: getRecordTitle(resource, item) }
    })
    .sort((a, b) => a.title.localeCompare(b.title)), [data, target, resource])
  return { choices, loading: isLoading, failed: isError }
}
