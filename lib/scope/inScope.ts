import type { ViewResource } from '../resource/ViewResource'
import type { Scope } from './types'

/** Whether a scope lets its reader reach a resource (a scope without `resources` reaches all). */
export function inScope(scope: Scope | undefined, resource: ViewResource<unknown>): boolean {
  if (!scope?.resources) return true
  return scope.resources.some((entry) => entry.id === resource.id)
}
