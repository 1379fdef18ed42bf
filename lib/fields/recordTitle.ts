import type { ViewResource } from '../resource/ViewResource'

/** What `getRecordTitle` needs from a resource: its `titleField` and how to read an id. */
export type TitledResource<T> = Pick<ViewResource<T>, 'getId'> & {
  readonly options: { readonly titleField?: string }
}

/** Fields tried, in order, after the resource's own `titleField`. */
export const TITLE_FALLBACK_FIELDS = ['title', 'name', 'label'] as const

function asTitle(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

/**
 * The name of a record wherever a record is named (headers, breadcrumb, frame
 * titles, the delete confirmation): the value of the resource's `titleField`,
 * then `title`, `name`, `label`, then the record's id. Only non-blank strings
 * and finite numbers count as a title; an id that cannot be read gives `''`.
 * @example getRecordTitle(articles, { id: '42', title: 'Hello' }) // 'Hello'
 */
export function getRecordTitle<T>(resource: TitledResource<T>, item: T | null | undefined): string {
  if (item === null || item === undefined || typeof item !== 'object') return ''
  const record = item as Record<string, unknown>
  const fields = [resource.options.titleField, ...TITLE_FALLBACK_FIELDS]
  for (const field of fields) {
    if (field === undefined) continue
    const title = asTitle(record[field])
    if (title !== undefined) return title
  }
  try {
    return resource.getId(item)
  } catch {
    return ''
  }
}
