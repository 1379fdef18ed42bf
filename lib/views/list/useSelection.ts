import { useCallback, useMemo, useState } from 'react'

/** Selected records, by id, kept across pages (the records of other pages stay as they were seen). */
export interface Selection<T> {
  /** Ids of the selected records. */
  ids: ReadonlySet<string>
  /** The selected records, in the order they were selected. */
  items: readonly T[]
  /** Selects or unselects one record. */
  toggle(id: string, item: T | undefined): void
  /** Unselects the given records. */
  deselect(ids: readonly string[]): void
}

/** Holds a list's selection; it lives as long as the list view, so paging, sorting and filtering keep it. */
export function useSelection<T>(): Selection<T> {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(() => new Map())
  const toggle = useCallback((id: string, item: T | undefined) => {
    setSelected((current) => {
      const next = new Map(current)
      if (next.has(id)) next.delete(id)
      else if (item !== undefined) next.set(id, item)
      return next
    })
  }, [])
  const deselect = useCallback((ids: readonly string[]) => {
    setSelected((current) => {
      const next = new Map(current)
      for (const id of ids) next.delete(id)
      return next
    })
  }, [])
  const ids = useMemo(() => new Set(selected.keys()), [selected])
  const items = useMemo(() => [...selected.values()], [selected])
  return { ids, items, toggle, deselect }
}
