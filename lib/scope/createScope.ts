import type { Scope } from './types'

/**
 * Identity helper that types a scope declaration where it is written (a
 * module a loader imports), so mistakes show there rather than in the provider.
 * @example
 * export const adminScope = createScope({ name: 'admin', resources: [articles], decoratorComponent: AdminLayout, authorization: () => session.authorize('ROLE_ADMIN') })
 */
export function createScope(scope: Scope): Scope {
  return scope
}
