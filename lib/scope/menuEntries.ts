import type { MenuEntry, Scope, ScopeResource } from './types'
import { createItemMenuWithResource } from './createItemMenuWithResource'

function isMenuEntry(item: MenuEntry | ScopeResource): item is MenuEntry {
  return typeof (item as MenuEntry).to === 'string'
}

/**
 * The scope's menu as entries, resources turned into list entries. Entries
 * are returned as given, never copied: a `hidden` getter keeps working.
 */
export function menuEntriesOf(scope: Scope): MenuEntry[] {
  const items = scope.menu ?? scope.resources ?? []
  return items.map((item) => (isMenuEntry(item) ? item : createItemMenuWithResource({ resource: item, scope: scope.name })))
}

/**
 * The entry the reader is in: the exact link, or a list entry whose records
 * the path lies under (`/admin/articles/read/42` stays in
 * `/admin/articles/list`); the longest match wins.
 */
export function activeEntryOf(entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined {
  let best: MenuEntry | undefined
  let bestLength = -1
  for (const entry of entries) {
    const path = entry.to.split(/[?#]/)[0]
    const underList = path.endsWith('/list') && pathname.startsWith(path.slice(0, -'list'.length))
    if ((pathname === path || underList) && path.length > bestLength) {
      best = entry
      bestLength = path.length
    }
  }
  return best
}
