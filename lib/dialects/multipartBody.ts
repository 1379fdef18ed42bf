// Records holding files, for the dialects that send them as multipart/form-data.
import { isBlob } from './fileValues'

export { hasTopLevelFile } from './fileValues'

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
