/** The names of a resource's endpoints inside `atriumApi`. */
export function endpointNames(id: string) {
  return { list: `${id}/list`, read: `${id}/read`, create: `${id}/create`, update: `${id}/update`, delete: `${id}/delete`,
    updateMany: `${id}/updateMany`, deleteMany: `${id}/deleteMany` }
}
