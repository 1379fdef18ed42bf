/**
 * Supabase dialect: PostgREST under `/rest/v1`, with the project's API key.
 *
 * | operation | HTTP request                                                                     |
 * |-----------|----------------------------------------------------------------------------------|
 * | list      | GET    /rest/v1/{table}?select=*&status=eq.draft&order=title.asc&limit=10&offset=10 |
 * | read      | GET    /rest/v1/{table}?select=*&id=eq.42   (object Accept)                        |
 * | create    | POST   /rest/v1/{table}?select=*            Prefer: return=representation          |
 * | update    | PATCH  /rest/v1/{table}?id=eq.42&select=*   Prefer: return=representation          |
 * | delete    | DELETE /rest/v1/{table}?id=eq.42                                                |
 *
 * Every request sends `apikey: {apiKey}`. A legacy key (a JWT: the `anon`
 * key) is also sent as `Authorization: Bearer {apiKey}`, as Supabase's own
 * client does, until `getAuthToken` gives a signed-in user's token, which
 * replaces it. Publishable keys (`sb_publishable_…`) go in `apikey` only.
 * `apiKey` may be a function: it is called at each request, so a rotated key
 * applies at once. Filters, bulk writes, compound keys, answers and errors
 * are PostgREST's: see `postgrest.ts`.
 */
import type { Dialect } from './Dialect'
import { createPostgrestDialect, type PostgrestDialectOptions } from './postgrest'

/** Options of `supabaseDialect`. */
export interface SupabaseDialectOptions extends PostgrestDialectOptions {
  /**
   * The project's publishable (or legacy anon) API key, sent as `apikey`; or
   * a function returning it, called at each request.
   * @example supabaseDialect({ apiKey: () => settings.supabaseKey })
   */
  apiKey: string | (() => string)
  /** Path of the REST API on the project URL. Defaults to `'/rest/v1'`. */
  restPath?: string
}

// header.payload.signature, each base64url: the shape of Supabase's legacy anon and service keys.
const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/

function keyHeaders(apiKey: unknown, origin: string): Record<string, string> {
  if (typeof apiKey !== 'string' || apiKey === '') {
    throw new Error(`supabaseDialect needs the project API key: ${origin} gave ${apiKey === '' ? 'an empty string' : typeof apiKey}; pass supabaseDialect({ apiKey: "sb_publishable_…" })`)
  }
  const headers: Record<string, string> = { apikey: apiKey }
  if (JWT.test(apiKey)) headers.Authorization = `Bearer ${apiKey}`
  return headers
}

/** Creates the Supabase dialect; see the table at the top of this file. */
export function supabaseDialect(options: SupabaseDialectOptions): Dialect {
  const { apiKey, restPath = '/rest/v1', ...postgrest } = options
  const headers = typeof apiKey === 'function'
    ? () => keyHeaders(apiKey(), 'apiKey()')
    : keyHeaders(apiKey, 'apiKey')
  return createPostgrestDialect({ ...postgrest, name: 'supabase', basePath: restPath, headers })
}
