import type { ElementType, ReactNode } from 'react'
import { MenuIcon } from '../MenuIcon'
import type { ActionOptions } from '../../resource/types'

/** What a `components.header` replacement of the list header receives. */
export interface ListHeaderSlotProps {
  /** The list's title. */
  title: string
  /** The list's description. */
  description?: string
  /** The list's icon. */
  icon?: ElementType | string
  /** The create action: a button (disabled once the quota is reached; the reason is drawn under the header), or nothing. */
  children?: ReactNode
}

/** Props of `ListHeader`. */
export interface ListHeaderProps {
  /** The list's options (title, description, icon, and the `header` component slot). */
  options: Pick<ActionOptions<unknown>, 'title' | 'description' | 'icon' | 'components'>
  /** Title when the options name none: the resource's name. */
  fallbackTitle: string
  /** Heading level: 1 on a page, 2 inside another view or a frame. */
  level: 1 | 2
  /** Drawn at the end of the header (the create action: a button, which keeps the header's height). */
  children?: ReactNode
}

/** The list's header: icon, title, description, and the create action; `components.header` replaces it. */
export function ListHeader({ options, fallbackTitle, level, children }: ListHeaderProps) {
  const title = options.title ?? fallbackTitle
  const Slot = options.components?.header as ElementType<ListHeaderSlotProps> | undefined
  if (Slot) return <Slot title={title} description={options.description} icon={options.icon}>{children}</Slot>
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <header className="atrium-list__header">
      <Heading className="atrium-list__title">
        <MenuIcon icon={options.icon} />
        {title}
      </Heading>
      {children}
      {options.description && <p className="atrium-list__description">{options.description}</p>}
    </header>
  )
}
