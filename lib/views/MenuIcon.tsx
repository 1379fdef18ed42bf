import type { ElementType } from 'react'

/** Up to two capitals of a label ("Blog posts" → "BP", "Articles" → "AR"): an entry's mark when it has no icon. */
export function initialsOf(label: string): string {
  const words = label.trim().split(/[\s_-]+/).filter(Boolean)
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '').slice(0, 2)
  return letters.toUpperCase()
}

/**
 * An entry's icon, hidden from assistive technology (the label names the link). With `label` and
 * no icon, its initials (shown only where the label is not: the collapsed sidebar).
 */
export function MenuIcon({ icon, label }: { icon?: ElementType | string; label?: string }) {
  if (icon === undefined) {
    return label === undefined ? null : <span className="atrium-icon atrium-icon--initials" aria-hidden="true">{initialsOf(label)}</span>
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
