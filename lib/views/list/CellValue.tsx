import type { InputDefinition } from '../../resource/types'
import { formatCell, safeHref } from './formatCell'

/**
 * A value in a list cell, always as text: a `url` field becomes a link only
 * for `http:`, `https:` and `mailto:` addresses; nothing is ever parsed as HTML.
 */
export function CellValue({ value, input }: { value: unknown; input?: InputDefinition }) {
  const text = formatCell(value, input)
  if (input?.type === 'url') {
    const href = safeHref(value)
    if (href) return <a href={href} rel="noopener noreferrer" target={href.startsWith('mailto:') ? undefined : '_blank'}>{text}</a>
  }
  return <>{text}</>
}
