// Records holding files, for the dialects that send them as multipart/form-data.

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

/** True when a top-level field holds a file or a list of files: the record is then sent as multipart. */
export function hasTopLevelFile(data: unknown): data is Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false
  return Object.values(data).some((value) => isBlob(value) || (Array.isArray(value) && value.length > 0 && value.every(isBlob)))
}

/**
 * A record as multipart form data: files as parts (a list as `field[]`
 * parts), Dates as ISO text, objects and arrays as JSON text, `null` as an
 * empty part, `undefined` left out; other values as text.
 */
export function toFormData(data: Record<string, unknown>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue
    if (isBlob(value)) form.append(key, value)
    else if (Array.isArray(value) && value.length > 0 && value.every(isBlob)) {
      for (const file of value) form.append(key.endsWith('[]') ? key : `${key}[]`, file)
    } else if (value === null) form.append(key, '')
    else if (value instanceof Date) form.append(key, value.toISOString())
    else if (typeof value === 'object') form.append(key, JSON.stringify(value))
    else form.append(key, String(value))
  }
  return form
}
