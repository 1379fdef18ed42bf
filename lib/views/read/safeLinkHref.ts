const LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:'])

/**
 * The address to link to when `value` is an absolute `http:`, `https:` or
 * `mailto:` URL; `undefined` for anything else (`javascript:`, `data:`,
 * relative paths…), which the read view then shows as plain text.
 * @example safeLinkHref('javascript:alert(1)') // undefined
 */
export function safeLinkHref(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return undefined
  }
  return LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined
}
