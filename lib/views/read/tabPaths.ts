import type { RecordTab } from '../../resource/types'

function slug(label: string): string {
  return label.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'tab'
}

/**
 * The URL segment of each tab, in order: its `path`, else its sub-view
 * resource's id, else a slug of its label; a repeated segment gets `-2`, `-3`…
 * so every tab has its own.
 */
export function tabPaths(tabs: readonly Pick<RecordTab<never>, 'path' | 'label' | 'resource'>[]): string[] {
  const seen = new Map<string, number>()
  return tabs.map((tab) => {
    const id = (tab.resource as { id?: unknown } | undefined)?.id
    const base = tab.path ?? (typeof id === 'string' ? id : slug(tab.label))
    const count = (seen.get(base) ?? 0) + 1
    seen.set(base, count)
    return count === 1 ? base : `${base}-${count}`
  })
}

/** A tab's create preset: its `defaults`, else the plain values of its filter (not operators, not lists). */
export function tabDefaults<T>(tab: RecordTab<T>, item: T): Record<string, unknown> {
  if (tab.defaults) return { ...tab.defaults(item) }
  const filter = tab.filter?.(item) ?? {}
  return Object.fromEntries(Object.entries(filter).filter(([key, value]) =>
    !key.startsWith('$') && (value === null || ['string', 'number', 'boolean'].includes(typeof value))))
}
