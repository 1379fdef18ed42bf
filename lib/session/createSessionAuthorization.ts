import { sessionForgotten, userLoaded, type SessionUser } from '../../slices/sessionSlice'
import { ForbiddenError, UnauthorizedError } from '../authorization/errors'
import { hasAcceptedRole, type Roles } from './roles'
import { createSessionMirror, type SessionBinding, type SessionMirror } from './sessionMirror'

/** Options of `createSessionAuthorization`. */
export interface SessionAuthorizationOptions<S extends object> {
  /** Reads the current session from the host's backend; `null` (or `undefined`) when nobody is signed in. */
  fetchSession: () => Promise<S | null | undefined>
  /** Roles accepted by `authorize()` when it is given none. Defaults to any signed-in session. */
  roles?: Roles
  /** Where the session keeps its roles. Defaults to its `roles` field (a list or a comma-separated string). */
  getRoles?: (session: S) => Roles | null | undefined
}

/** A session read on demand, shared by every authorization function and readable synchronously afterwards. */
export interface SessionAuthorization<S extends object> extends SessionBinding {
  /**
   * Reads the session (concurrent callers share one request) and answers
   * `true`, or rejects with `UnauthorizedError` (no session) or `ForbiddenError`
   * (no accepted role). Fit for a scope's `authorization`.
   */
  authorize(roles?: Roles): Promise<boolean>
  /** The session read by the latest settled `authorize()`, or `null`. */
  getSession(): S | null
  /** Drops the pending request and the session; the next `authorize()` reads it again. */
  forget(): void
}

const defaultRoles = (session: object): Roles | undefined => (session as { roles?: Roles }).roles

/** Builds a session authorization writing through `mirror` (shared with `createTokenSession`). */
export function buildSessionAuthorization<S extends object>(options: SessionAuthorizationOptions<S>, mirror: SessionMirror): SessionAuthorization<S> {
  const getRoles = options.getRoles ?? defaultRoles
  let value: S | null = null
  let pending: Promise<S | null> | null = null

  const load = (): Promise<S | null> => {
    if (pending) return pending
    const request = (async () => (await options.fetchSession()) ?? null)()
    pending = request
    // Settled answers of a forgotten request are not kept: forget() wins.
    request.then(
      (session) => {
        if (pending !== request) return
        pending = null
        value = session
        mirror.publish(userLoaded({ user: session as SessionUser | null }))
      },
      () => {
        if (pending === request) pending = null
      },
    )
    return request
  }

  mirror.onSynced((store) => store.dispatch(userLoaded({ user: value as SessionUser | null })))

  return {
    async authorize(roles) {
      const session = await load()
      if (!session) throw new UnauthorizedError('No session: sign in first.')
      if (!hasAcceptedRole(getRoles(session), roles ?? options.roles)) throw new ForbiddenError('The session lacks an accepted role.')
      return true
    },
    getSession: () => value,
    forget() {
      pending = null
      value = null
      mirror.publish(sessionForgotten())
    },
    attach: (store) => mirror.attach(store),
  }
}

/**
 * Authorization from a session the host fetches (seed 5.1–5.2): fetched once
 * for concurrent callers, refused with 401 when absent and 403 when it lacks
 * an accepted role. Pass it as `configuration.session` so the store shows it.
 * @example
 * const session = createSessionAuthorization({ fetchSession: () => fetch('/api/session').then((r) => (r.ok ? r.json() : null)) })
 * const adminScope = createScope({ name: 'admin', authorization: () => session.authorize('ROLE_ADMIN') })
 */
export function createSessionAuthorization<S extends object>(options: SessionAuthorizationOptions<S>): SessionAuthorization<S> {
  return buildSessionAuthorization(options, createSessionMirror())
}
