import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { formatMessage } from '../../config/messages'
import type { RecordTab } from '../../resource/types'
import type { ViewResource } from '../../resource/ViewResource'
import type { AnyRecord } from '../useRecordViewContext'
import { SubView } from './SubView'

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
 */
export function RecordTabs({ tabs, item, resource, title }: RecordTabsProps) {
  const [selected, setSelected] = useState(0)
  const prefix = useId()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  if (tabs.length === 0) return null
  const current = Math.min(selected, tabs.length - 1)
  const tab = tabs[current]

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key]
    if (!move) return
    event.preventDefault()
    const next = move(current, tabs.length)
    setSelected(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className="atrium-tabs">
      <div role="tablist" aria-label={formatMessage('read.tabs', { title })} onKeyDown={onKeyDown}>
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
        {tab.render ? tab.render(item) : tab.resource ? (
          <SubView
            key={current}
            resource={tab.resource as unknown as ViewResource<AnyRecord>}
            parentResource={resource}
            parent={item}
            filter={tab.filter?.(item) ?? {}}
          />
        ) : null}
      </div>
    </div>
  )
}
