import { Link } from 'react-router-dom'
import { messageFormatter } from '../config/messages'

// Loaded on demand (AtriumProvider imports it with import()): only a wrong address draws it.

const message = /* @__PURE__ */ messageFormatter({
  'scope.notFound': 'Page not found',
  'scope.notFoundDetail': 'There is no page at this address.',
  'scope.notFoundHome': 'Go to the start page',
})

const notFoundStyles = '.atrium-not-found{max-width:32rem;margin:4rem auto;padding:2rem 1.5rem;text-align:center;'
  + 'font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1c2230}'
  + '.atrium-not-found h1{margin:0 0 .5rem;font-size:1.75rem}.atrium-not-found p{margin:0 0 1.5rem;color:#576072}'
  + '.atrium-not-found a{display:inline-block;padding:.5rem 1rem;border-radius:6px;background:#2b59c3;color:#fff;text-decoration:none}'
  + '.atrium-not-found a:focus-visible{outline:2px solid #2b59c3;outline-offset:2px}'

/**
 * Default `notFoundFallback`: the address names no scope (or lies outside
 * Atrium's mount point). Texts: `messages['scope.notFound']`,
 * `messages['scope.notFoundDetail']`, `messages['scope.notFoundHome']`.
 */
export function PageNotFound({ home }: { home: string }) {
  return (
    <section aria-labelledby="atrium-not-found-title" className="atrium-not-found">
      <style href="atrium-not-found" precedence="default">{notFoundStyles}</style>
      <h1 id="atrium-not-found-title">{message('scope.notFound')}</h1>
      <p>{message('scope.notFoundDetail')}</p>
      <Link to={home}>{message('scope.notFoundHome')}</Link>
    </section>
  )
}
