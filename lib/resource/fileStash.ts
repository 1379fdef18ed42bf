import { isBlob } from '../dialects/fileValues'

/**
 * Files chosen in a form are not serializable, and RTK Query keeps a
 * mutation's argument in the store. So the views put a small descriptor in
 * the argument (`{ atriumFile, name, type, size }`) and keep the file here;
 * the data call takes it back just before the repository sends it.
 */
export interface StashedFile {
  /** Key of the file in the stash. */
  atriumFile: string
  /** File name (empty for a Blob). */
  name: string
  /** MIME type. */
  type: string
  /** Size in bytes. */
  size: number
}

const stash = new Map<string, Blob>()
let counter = 0

function isStashed(value: unknown): value is StashedFile {
  return typeof value === 'object' && value !== null && typeof (value as StashedFile).atriumFile === 'string'
}

/** `data` with every top-level file (or list of files) replaced by its descriptor. */
export function stashFiles<D extends Record<string, unknown>>(data: D): D {
  const put = (file: Blob): StashedFile => {
    counter += 1
    const key = `file-${counter}`
    stash.set(key, file)
    return { atriumFile: key, name: (file as Partial<File>).name ?? '', type: file.type, size: file.size }
  }
  let changed = false
  const result: Record<string, unknown> = { ...data }
  for (const [key, value] of Object.entries(data)) {
    if (isBlob(value)) result[key] = put(value)
    else if (Array.isArray(value) && value.length > 0 && value.every(isBlob)) result[key] = value.map(put)
    else continue
    changed = true
  }
  return changed ? (result as D) : data
}

/** `data` with descriptors replaced by their files again; a descriptor whose file is gone is a clear error. */
export function takeFiles<D>(data: D): D {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data
  const take = (descriptor: StashedFile): Blob => {
    const file = stash.get(descriptor.atriumFile)
    if (!file) throw new Error(`The file '${descriptor.name}' is no longer available: choose it again.`)
    return file
  }
  let changed = false
  const result: Record<string, unknown> = { ...(data as Record<string, unknown>) }
  for (const [key, value] of Object.entries(result)) {
    if (isStashed(value)) result[key] = take(value)
    else if (Array.isArray(value) && value.length > 0 && value.every(isStashed)) result[key] = value.map(take)
    else continue
    changed = true
  }
  return changed ? (result as D) : data
}

/** Lets the files of `data` go once its write settled (the form keeps its own copies for a retry). */
export function releaseFiles(data: unknown): void {
  if (typeof data !== 'object' || data === null) return
  for (const value of Object.values(data as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) if (isStashed(item)) stash.delete(item.atriumFile)
  }
}

