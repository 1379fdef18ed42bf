/** Roles as given by a host or an API: a list, one comma-separated string (`'ROLE_USER,ROLE_ADMIN'`), or a mix. */
export type Roles = string | readonly string[]

/** Every role named in `roles`, each comma-separated part trimmed, empty parts dropped. */
export function splitRoles(roles: Roles | null | undefined): string[] {
  if (roles === null || roles === undefined) return []
  const parts = typeof roles === 'string' ? [roles] : roles
  return parts.flatMap((part) => (typeof part === 'string' ? part.split(',') : [])).map((role) => role.trim()).filter(Boolean)
}

/** Whether `held` includes one of `accepted`; accepting nothing accepts everyone. */
export function hasAcceptedRole(held: Roles | null | undefined, accepted: Roles | null | undefined): boolean {
  const wanted = splitRoles(accepted)
  if (wanted.length === 0) return true
  const have = new Set(splitRoles(held))
  return wanted.some((role) => have.has(role))
}
