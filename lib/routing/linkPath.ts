/**
 * A site path (`/<scope>/…`, as `useMountPath().href` makes it) as a link's address, or `undefined`
 * when the browser would read that address as another place than the one the router goes to:
 * anything not starting with a single `/` (`//host/…` leaves the site, a scheme such as `javascript:`
 * is no path), a backslash or a white space anywhere (the parser reads `\` as `/` and drops tabs and
 * line breaks: `/\host`, `/<tab>/host` leave the site too), and a dot segment (`.`, `..`, or either
 * spelt with `%2e`: `/s/r/read/..`, which the browser resolves away; a query holds no `/` of its own,
 * `buildViewPath` encodes it). Ids are encoded segment by segment, so only an id of `.` or `..` (or a
 * scope or mount path gone wrong) meets this; the opener is then drawn as a button, which goes where
 * the router goes.
 */
export function linkPath(path: string): string | undefined {
  return /^\/(?!\/)[^\\\s]*$/.test(path) && !/\/(\.|%2e){1,2}([/?#]|$)/i.test(path) ? path : undefined
}
