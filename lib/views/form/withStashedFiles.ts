import { hasTopLevelFile } from '../../dialects/fileValues'

/** The form's data, its files put aside as descriptors (the store takes no files); the stash code loads with the first file. */
export async function withStashedFiles<D extends Record<string, unknown>>(data: D): Promise<D> {
  if (!hasTopLevelFile(data)) return data
  const { stashFiles } = await import('../../resource/fileStash')
  return stashFiles(data)
}
