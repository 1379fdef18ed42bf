import type { ElementType } from 'react'

/** An entry's icon, hidden from assistive technology (the label names the link). */
export function MenuIcon({ icon }: { icon?: ElementType | string }) {
  if (icon === undefined) return null
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
