import type { ElementType } from 'react'

/** A label's first letter as a capital ("blog posts" → "B"): an entry's mark when it has no icon. */
export function initialOf(label: string): string {
  return ([...label.trim()][0] ?? '').toUpperCase()
}

/**
 * An entry's icon, hidden from assistive technology (the label names the link). With `label` and
 * no icon, the label's initial in a square badge, one letter for every entry (drawn where a mark stands for the
 * entry: the collapsed sidebar, the phone bar, a scope's page; not beside the label in the open sidebar). Marks of
 * one or two letters ("Ar", "Au", "E") looked like placeholders; the label says which entry it is.
 */
export function MenuIcon({ icon, label }: { icon?: ElementType | string; label?: string }) {
  if (icon === undefined) {
    return label === undefined ? null : <span className="atrium-icon atrium-icon--initials" aria-hidden="true">{initialOf(label)}</span>
  }
  if (typeof icon === 'string') {
    return (
      <span className="atrium-icon" aria-hidden="true">
        {icon}
      </span>
    )
  }
  const Icon = icon
  return (
    <span className="atrium-icon" aria-hidden="true">
      <Icon />
    </span>
  )
}
