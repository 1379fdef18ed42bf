import type { InputDefinition } from '../resource/types'
import { formatCell, safeHref } from './formatCell'

/** What a list cell shows for a value: its text, and the address it links to when it may link. */
export interface CellValue {
  /** The value as text (`formatCell`): never parsed as HTML. */
  text: string
  /** A `url` field's safe address (`http:`, `https:`, `mailto:`), else absent. */
  href?: string
  /** Whether the link opens in a new tab (every address but `mailto:`). */
  newTab?: boolean
  /** A `color` field's colour, when it is a hex code (`#rgb`, `#rrggbb`, with or without alpha), drawn as a swatch before the text. */
  swatch?: string
}

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/**
 * How a list cell shows `value` by its input, as data: the text, and a link
 * only for a `url` field whose value is a safe address. Layouts draw it
 * (`cellContent`); an input's `display` component, when it has one, draws the
 * value instead.
 * @example cellValue('https://example.com', { type: 'url' }) // { text: 'https://example.com', href: 'https://example.com/', newTab: true }
 */
export function cellValue(value: unknown, input?: InputDefinition): CellValue {
  const text = formatCell(value, input)
  const href = input?.type === 'url' ? safeHref(value) : undefined
  if (href) return { text, href, newTab: !href.startsWith('mailto:') }
  return input?.type === 'color' && typeof value === 'string' && HEX_COLOR.test(value) ? { text, swatch: value } : { text }
}
