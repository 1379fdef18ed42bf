const PROBE_ORIGIN = 'http://atrium.invalid'
// Browsers drop tabs and newlines inside URLs and treat `\` as `/`, so `/\evil`
// or `/\t/evil` would leave the site: any control character or backslash refuses.
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/

function decodeFully(value: string): string | undefined {
  let current = value
  for (let round = 0; round < 5; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return undefined
    }
    if (next === current) return current
    current = next
  }
  return undefined
}

function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false
  if (UNSAFE_CHARACTER.test(value)) return false
  return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN
}

/**
 * The `returnTo` of a sign-in redirect when it is a path on this site (query
 * and hash kept), else `fallback`. Refuses other origins (`//evil.example`,
 * `https://…`, `/\evil`), other schemes (`javascript:`), leading spaces or
 * control characters, and the same tricks percent-encoded.
 * @example
 * navigate(safeReturnTo(new URLSearchParams(location.search).get('returnTo')))
 */
export function safeReturnTo(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value !== value.trim()) return fallback
  const decoded = decodeFully(value)
  if (decoded === undefined || !isSameSitePath(value) || !isSameSitePath(decoded)) return fallback
  return value
}
