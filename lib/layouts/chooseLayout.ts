import { DEFAULT_LAYOUT } from './layoutKinds'
import type { ListLayout } from './listLayouts'

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

/** The layout a list draws, among its declared ones. */
export interface LayoutChoice {
  /** The declared layouts (a table when none are). */
  layouts: readonly ListLayout[]
  /** Their URL keys, in the same order. */
  keys: readonly string[]
  /** Key of the layout drawn. */
  key: string
  /** The layout drawn. */
  current: ListLayout
}

const DEFAULT_LAYOUTS: readonly ListLayout[] = [DEFAULT_LAYOUT]

/**
 * Which layout a list draws: the URL's `layout` when it names one of the
 * list's layouts, else the one remembered for the resource, else the first
 * (a table when the list declares none). The one place this is decided: the
 * list view draws it, the scope's router reads its `fullWidth`.
 * @example chooseLayout([table, board], 'board', undefined).current // board
 */
export function chooseLayout(declared: readonly ListLayout[] | undefined, urlKey: string | undefined, remembered: string | undefined): LayoutChoice {
  const list = declared && declared.length > 0 ? declared : DEFAULT_LAYOUTS
  const keys = layoutKeys(list)
  const index = [urlKey, remembered].map((key) => (key === undefined ? -1 : keys.indexOf(key))).find((found) => found >= 0) ?? 0
  return { layouts: list, keys, key: keys[index], current: list[index] }
}
