import type { ListFilters, NoInferred } from '../types'
import type { RecordTab } from './types'
import type { ViewResource } from './ViewResource'

/** What `listTab` takes besides the sub-resource: its filter and create defaults are typed by the sub-resource's records `S`. */
export interface ListTabOptions<T, S> {
  /** Label of the tab. */
  label: string
  /** The sub-view's active filter, from the record: keys are fields of the sub-resource. */
  filter?: (item: T) => ListFilters<S>
  /** Values a create opened from this tab starts with: fields of the sub-resource. Defaults to the plain values of `filter`. */
  defaults?: (item: T) => Partial<S>
  /** The tab's segment in the URL. Defaults to the sub-resource's id. */
  path?: string
}

/**
 * A tab listing a sub-resource under a record, whose `filter` and `defaults`
 * are checked against the sub-resource's fields (a plain `{ resource, filter }`
 * tab cannot be: its sub-resource's type is not known there). The record type
 * `T` comes from the resource the tab is declared in.
 * @example tabs: [listTab(comments, { label: 'Comments', filter: (article) => ({ article: article.id }) })]
 */
export function listTab<S, T = never>(resource: ViewResource<S>, options: ListTabOptions<T, NoInferred<S>>): RecordTab<T> {
  // The sub-resource's own filter type is what `RecordTab` reads as any filter.
  return { ...options, resource: resource as ViewResource<unknown>, filter: options.filter as RecordTab<T>['filter'] }
}
