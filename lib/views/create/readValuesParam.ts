import { readUrlJson } from '../../routing/readUrlJson'

/**
 * The pre-filled values carried by the `values` query parameter (JSON), as
 * `open('create', undefined, values)` writes them, so a create opened with
 * values (a calendar day) survives a reload; `defaultData` (the origin's
 * name) is read the same way when `values` is absent. Anything but a JSON
 * object (or one past `URL_JSON_LIMITS`) gives `{}`.
 * @example readValuesParam('?values=%7B%22date%22%3A%222024-05-01%22%7D') // { date: '2024-05-01' }
 */
export function readValuesParam(search: string): Record<string, unknown> {
  const query = new URLSearchParams(search)
  const raw = query.get('values') ?? query.get('defaultData')
  if (raw === null) return {}
  // Within the URL JSON bounds: an oversized or deeply nested parameter is dropped, not drawn.
  const read = readUrlJson(raw)
  return 'value' in read ? { ...read.value } : {}
}
