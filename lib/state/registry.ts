import type { ViewResource } from '../resource/ViewResource'

// Resources are declared at module scope; the registry is what listeners and
// views look them up in (functions never go in the store).
const byId = new Map<string, ViewResource<never>>()
const byAlias = new Map<string, string>()

/** Adds or replaces a resource; returns the one it replaced, if any. */
export function registerViewResource<T>(resource: ViewResource<T>): ViewResource<T> | undefined {
  const previous = byId.get(resource.id)
  if (previous?.alias) byAlias.delete(previous.alias)
  byId.set(resource.id, resource as unknown as ViewResource<never>)
  if (resource.alias) byAlias.set(resource.alias, resource.id)
  return previous as unknown as ViewResource<T> | undefined
}

/** The resource declared with this id or alias. */
export function getViewResource<T = unknown>(idOrAlias: string): ViewResource<T> | undefined {
  const found = byId.get(idOrAlias) ?? byId.get(byAlias.get(idOrAlias) ?? '')
  return found as unknown as ViewResource<T> | undefined
}

/** Every declared resource, in declaration order. */
export function listViewResources(): ViewResource<unknown>[] {
  return [...byId.values()] as unknown as ViewResource<unknown>[]
}

/** Forgets every resource (tests, hot reload). */
export function clearViewResources(): void {
  byId.clear()
  byAlias.clear()
}
