import type { ElementType } from 'react'

/** A label's first letter as a capital ("blog posts" → "B"): an entry's mark when it has no icon. */
export function initialOf(label: string): string {
  return ([...label.trim()][0] ?? '').toUpperCase()
}

/**
 * The marks of entries drawn side by side (a menu, a scope's page): each label's initial, or, where
 * two labels share it, two letters that tell them apart (Articles, Authors → "Ar", "Au"; "Blog
 * posts" → "BP"), so no two entries without an icon look the same.
 */
export function marksOf(labels: readonly string[]): string[] {
  const used = new Set<string>()
  return labels.map((label) => {
    const initial = initialOf(label)
    if (labels.filter((other) => initialOf(other) === initial).length < 2) return initial
    const [word, next] = label.trim().split(/\s+/)
    const marks = [...(next ? [initialOf(next)] : []), ...[...word].slice(1).map((letter) => letter.toLowerCase())].map((letter) => initial + letter)
    const mark = marks.find((candidate) => !used.has(candidate)) ?? initial
    used.add(mark)
    return mark
  })
}

/**
 * An entry's icon, hidden from assistive technology (the label names the link). With `label` and
 * no icon, a mark in a round badge (drawn where a mark stands for the entry: the collapsed sidebar,
 * the phone bar, a scope's page; not beside the label in the open sidebar): `mark` when given (see
 * `marksOf`), else the label's initial.
 */
export function MenuIcon({ icon, label, mark }: { icon?: ElementType | string; label?: string; mark?: string }) {
  if (icon === undefined) {
    return label === undefined ? null : <span className="atrium-icon atrium-icon--initials" aria-hidden="true">{mark ?? initialOf(label)}</span>
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
