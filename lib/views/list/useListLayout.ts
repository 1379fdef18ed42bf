import { useCallback, useMemo } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { layout as layouts, type ListLayout } from '../../layouts/layout'
import { layoutChosen, selectRememberedLayout } from '../../../slices/preferencesSlice'

/**
 * The URL key of each layout: its type (`table`, `board`…), with `-2`, `-3`…
 * after the type's second and later uses.
 * @example layoutKeys([table, board, table]) // ['table', 'board', 'table-2']
 */
export function layoutKeys(list: readonly ListLayout[]): string[] {
  const seen = new Map<string, number>()
  return list.map((entry) => {
    const count = (seen.get(entry.type) ?? 0) + 1
    seen.set(entry.type, count)
    return count === 1 ? entry.type : `${entry.type}-${count}`
  })
}

/** The layout drawn, and how to choose another. */
export interface ListLayoutChoice {
  /** The declared layouts (a table when none are). */
  layouts: readonly ListLayout[]
  /** Their URL keys, in the same order. */
  keys: readonly string[]
  /** Key of the layout drawn. */
  key: string
  /** The layout drawn. */
  current: ListLayout
  /** Chooses a layout: written to the URL and remembered for the resource. */
  choose(key: string): void
}

/**
 * Which layout a list draws: the URL's `layout` when it names one of the
 * list's layouts, else the one remembered for the resource (redux-persist),
 * else the first. Choosing writes the URL (through `writeUrl`) and remembers.
 */
export function useListLayout(
  resourceId: string,
  declared: readonly ListLayout[] | undefined,
  urlKey: string | undefined,
  writeUrl: (key: string) => void,
): ListLayoutChoice {
  const dispatch = useDispatch()
  const remembered = useSelector((state: unknown) => selectRememberedLayout(state, resourceId))
  const list = useMemo(() => (declared && declared.length > 0 ? declared : [layouts.table()]), [declared])
  const keys = useMemo(() => layoutKeys(list), [list])
  const index = [urlKey, remembered].map((key) => (key === undefined ? -1 : keys.indexOf(key))).find((found) => found >= 0) ?? 0

  const choose = useCallback((key: string) => {
    writeUrl(key)
    dispatch(layoutChosen({ resource: resourceId, layout: key }))
  }, [dispatch, resourceId, writeUrl])

  return { layouts: list, keys, key: keys[index], current: list[index], choose }
}
