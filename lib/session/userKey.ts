import type { SessionUser } from '../../slices/sessionSlice'

const IDENTITY_FIELDS = ['id', 'sub', 'uid', 'username', 'email', 'login', 'name'] as const

/**
 * Who a session user is, as a string: its first identity field (`id`, `sub`,
 * `uid`, `username`, `email`, `login`, `name`), else the whole record; `null`
 * when nobody is signed in. Two reads of the same person give the same key.
 */
export function userKey(user: SessionUser | null | undefined): string | null {
  if (!user || typeof user !== 'object') return null
  for (const field of IDENTITY_FIELDS) {
    const value = user[field]
    if (typeof value === 'string' || typeof value === 'number') return `${field}:${value}`
  }
  return `user:${JSON.stringify(user, Object.keys(user).sort())}`
}
