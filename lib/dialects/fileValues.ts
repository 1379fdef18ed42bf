// Telling files apart in records (kept apart from multipartBody: the views and every repository need only this).

/** True for a `File` or another `Blob` (what a file input gives), also from another realm (an iframe, jsdom). */
export function isBlob(value: unknown): value is Blob {
  if (typeof Blob !== 'undefined' && value instanceof Blob) return true
  const tag = Object.prototype.toString.call(value)
  return tag === '[object File]' || tag === '[object Blob]'
}

/** Where the first file of a record sits (`'cover'`, `'gallery.0'`, `'meta.logo'`), or undefined when it holds none. */
export function findFile(value: unknown, path = ''): string | undefined {
  if (isBlob(value)) return path || '(body)'
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findFile(item, path ? `${path}.${index}` : String(index))
      if (found !== undefined) return found
    }
    return undefined
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findFile(item, path ? `${path}.${key}` : key)
      if (found !== undefined) return found
    }
  }
  return undefined
}

/** True when a top-level field holds a file or a list of files (what a form gives). */
export function hasTopLevelFile(data: unknown): data is Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false
  return Object.values(data).some((value) => isBlob(value) || (Array.isArray(value) && value.length > 0 && value.every(isBlob)))
}

/** True when a top-level field holds a stashed file's descriptor (`{ atriumFile }`, see fileStash). */
export function hasStashedFile(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false
  return Object.values(data).some((value) => (Array.isArray(value) ? value : [value])
    .some((item) => typeof item === 'object' && item !== null && typeof (item as { atriumFile?: unknown }).atriumFile === 'string'))
}

/** `data` without its stashed files' descriptors: what a cache may show before the API answers (the stored file is the API's to name). */
export function withoutStashedFiles<D>(data: D): D {
  if (!hasStashedFile(data)) return data
  const stashed = (value: unknown) => (Array.isArray(value) ? value : [value])
    .some((item) => typeof item === 'object' && item !== null && typeof (item as { atriumFile?: unknown }).atriumFile === 'string')
  return Object.fromEntries(Object.entries(data as Record<string, unknown>).filter(([, value]) => !stashed(value))) as D
}
