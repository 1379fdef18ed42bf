import { Link } from 'react-router-dom'
import { messageFormatter } from '../config/messages'

// Loaded on demand (AtriumProvider imports it with import()): only a wrong address draws it.

const message = /* @__PURE__ */ messageFormatter({
  'scope.notFound': 'Page not found',
  'scope.notFoundDetail': 'There is no page at this address.',
  'scope.notFoundHome': 'Go to the start page',
})

const notFoundStyles = '.atrium-root .atrium-not-found{max-width:32rem;margin:4rem auto;padding:2rem 1.5rem;text-align:center;'
  + 'font-family:var(--atrium-font);color:var(--atrium-text)}'
  + '.atrium-root .atrium-not-found h1{margin:0 0 .5rem;font-size:1.75rem}.atrium-root .atrium-not-found p{margin:0 0 1.5rem;color:var(--atrium-muted)}'
  + '.atrium-root .atrium-not-found a{display:inline-block;padding:.5rem 1rem;border-radius:var(--atrium-radius);background:var(--atrium-accent);color:var(--atrium-on-accent);text-decoration:none}'
  + '.atrium-root .atrium-not-found a:focus-visible{outline:2px solid var(--atrium-focus);outline-offset:2px}'

/**
 * Default `notFoundFallback`: the address names no scope (or lies outside
 * Atrium's mount point); inside a scope, an address that names no view or an unknown resource
 * (`detail` then says which), with the scope's page as home. Texts: `messages['scope.notFound']`,
 * `messages['scope.notFoundDetail']`, `messages['scope.notFoundHome']`.
 */
export function PageNotFound({ home, detail }: { home: string; detail?: string }) {
  return (
    <section aria-labelledby="atrium-not-found-title" className="atrium-not-found">
      <style href="atrium-not-found" precedence="default">{notFoundStyles}</style>
      <h1 id="atrium-not-found-title">{message('scope.notFound')}</h1>
      <p>{detail ?? message('scope.notFoundDetail')}</p>
      <Link to={home}>{message('scope.notFoundHome')}</Link>
    </section>
  )
}
