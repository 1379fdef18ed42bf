/**
 * Bounds on JSON carried in the URL (`filter`, `values`): a shared or hand-made
 * link is input from anyone, and a filter nested thousands deep or megabytes
 * long would overflow the stack of every recursive step after it (cache keys,
 * serialisation checks, form state) and leave a blank page.
 */
export const URL_JSON_LIMITS = {
  /** Most characters of one JSON parameter. A filter form's output is a few hundred. */
  maxLength: 4_000,
  /** Deepest nesting of objects and arrays (`{ field: { in: [...] } }` is 3; and/or groups add some). */
  maxDepth: 10,
} as const

/** Why a JSON parameter was not read: too long, too deep, or not a JSON object. */
export type UrlJsonRefusal =
  | { reason: 'length'; size: number; limit: number }
  | { reason: 'depth'; limit: number }
  | { reason: 'syntax' }

/** A JSON object read from the URL, or why it was refused. */
export type UrlJsonResult = { value: Record<string, unknown> } | { refused: UrlJsonRefusal }

/**
 * The deepest nesting of `text`'s objects and arrays, stopping as soon as it
 * passes `limit`: a flat scan, so no input can exhaust the stack.
 */
function nestingDepth(text: string, limit: number): number {
  let depth = 0
  let deepest = 0
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]
    if (quoted) {
      if (char === '\\') index += 1
      else if (char === '"') quoted = false
    } else if (char === '"') quoted = true
    else if (char === '{' || char === '[') {
      depth += 1
      if (depth > deepest) deepest = depth
      if (deepest > limit) return deepest
    } else if (char === '}' || char === ']') depth -= 1
  }
  return deepest
}

/**
 * Reads a JSON object from a URL parameter within `URL_JSON_LIMITS`; anything
 * longer, deeper, malformed or not an object is refused with the reason (for
 * a message), never thrown.
 * @example readUrlJson('{"status":"draft"}') // { value: { status: 'draft' } }
 */
export function readUrlJson(text: string): UrlJsonResult {
  const { maxLength, maxDepth } = URL_JSON_LIMITS
  // Depth first: the scan stops at the bound, and "too deep" says more of a link built to overflow than its length.
  if (nestingDepth(text, maxDepth) > maxDepth) return { refused: { reason: 'depth', limit: maxDepth } }
  if (text.length > maxLength) return { refused: { reason: 'length', size: text.length, limit: maxLength } }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    // Refused below, with an answer that is no object.
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { value: parsed as Record<string, unknown> } : { refused: { reason: 'syntax' } }
}
