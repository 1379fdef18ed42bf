import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { formatMessage } from '../../config/messages'
import { recordText } from '../recordText'
import type { RecordTab } from '../../resource/types'
import type { ViewResource } from '../../resource/ViewResource'
import type { Action } from '../../types'
import type { AnyRecord } from '../useRecordViewContext'
import { SubView } from './SubView'
import { tabDefaults, tabPaths } from './tabPaths'
import { tabStyles } from './tabStyles'

/** Tabs driven by the URL (a record page): the selected tab's path, and how to go to a tab or open a view of its resource. */
export interface RecordTabsRoute {
  /** Path of the tab in the URL; the first tab when absent or unknown. */
  selected?: string
  /** Shows the tab of `path` (the URL changes). */
  select(path: string): void
  /** Opens a view of the tab's resource over the record (`…/read/<id>/<path>/<action>[/<childId>]`). */
  openChild(path: string, action: Action, id?: string, values?: Record<string, unknown>): void
  /** The address `openChild(path, action, id)` goes to, as a link's `href`; `undefined` where it cannot be a link. */
  hrefOfChild?(path: string, action: Action, id?: string): string | undefined
}

/** Props of `RecordTabs`. */
export interface RecordTabsProps {
  /** The tabs, in order. */
  tabs: readonly RecordTab<AnyRecord>[]
  /** The record they are under. */
  item: AnyRecord
  /** The record's resource (its `onChange` refreshes sub-views). */
  resource: ViewResource<AnyRecord>
  /** The record's title, to label the tab list. */
  title: string
  /** On a record page, the URL holds the tab and the views opened from it; elsewhere the tab is the component's. */
  route?: RecordTabsRoute
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
}

/**
 * Tabs under a record: a `tablist` where the arrow keys, Home and End move
 * between tabs (selecting as they go, one tab stop for the whole list). Only
 * the selected panel is drawn, so a sub-view loads when its tab is opened.
 * A single tab draws no tab list, only its content.
 */
export function RecordTabs({ tabs, item, resource, title, route }: RecordTabsProps) {
  const [ownSelected, setOwnSelected] = useState(0)
  const prefix = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  if (tabs.length === 0) return null
  const paths = tabPaths(tabs)
  const selected = route ? Math.max(0, route.selected === undefined ? 0 : paths.indexOf(route.selected)) : ownSelected
  const setSelected = (index: number) => (route ? route.select(paths[index]) : setOwnSelected(index))
  const current = Math.min(selected, tabs.length - 1)
  const tab = tabs[current]
  const path = paths[current]

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key]
    if (!move) return
    event.preventDefault()
    const next = move(current, tabs.length)
    setSelected(next)
    buttons.current[next]?.focus()
  }

  const panel = tab.render ? tab.render(item) : tab.resource ? (
    <SubView
      key={path}
      resource={tab.resource as unknown as ViewResource<AnyRecord>}
      parentResource={resource}
      parent={item}
      filter={tab.filter?.(item) ?? {}}
      defaults={tabDefaults(tab, item)}
      {...(route ? {
        openChild: (action: Action, id?: string, values?: Record<string, unknown>) => route.openChild(path, action, id, values),
        childHrefOf: (action: Action, id?: string) => route.hrefOfChild?.(path, action, id),
      } : {})}
    />
  ) : null
  // One tab is no choice: its content is drawn under the record as it is (a sub-view's list is headed by its name).
  const style = <style href="atrium-tabs" precedence="default">{tabStyles}</style>
  if (tabs.length === 1) return <div className="atrium-tabs atrium-tabs--single">{style}{panel}</div>

  return (
    <div className="atrium-tabs">
      {style}
      <div role="tablist" aria-label={recordText('read.tabs', { title })} onKeyDown={onKeyDown}>
        {tabs.map((entry, index) => (
          <button
            key={index}
            ref={(element) => { buttons.current[index] = element }}
            type="button"
            role="tab"
            id={`${prefix}-tab-${index}`}
            aria-selected={index === current}
            aria-controls={`${prefix}-panel-${index}`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${prefix}-panel-${current}`} aria-labelledby={`${prefix}-tab-${current}`} tabIndex={0}>
        {panel}
      </div>
    </div>
  )
}
