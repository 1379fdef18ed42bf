import type { ReactNode } from 'react'
import { cellValue } from '../fields/cellValue'
import type { InputDefinition } from '../resource/types'

/**
 * What a list cell holds for `value`, always as text: a `url` field becomes a link only
 * for `http:`, `https:` and `mailto:` addresses; nothing is ever parsed as HTML.
 * A `color` field's hex code follows a swatch of its colour.
 * A plain function (no component of its own), so a table of 1,000 rows draws no extra fiber per cell;
 * an input's `display` component draws the value instead. Every layout shows a field through it.
 */
export function cellContent(value: unknown, input?: InputDefinition): ReactNode {
  const Display = input?.display
  if (Display) return <Display value={value} />
  const { text, href, newTab, swatch } = cellValue(value, input)
  if (swatch) return <><span className="atrium-swatch" style={{ background: swatch }} aria-hidden="true" />{text}</>
  return href ? <a href={href} rel="noopener noreferrer" target={newTab ? '_blank' : undefined}>{text}</a> : text
}

/** A value in a list cell, as `cellContent` draws it. */
export function CellValue({ value, input }: { value: unknown; input?: InputDefinition }) {
  return <>{cellContent(value, input)}</>
}
