import { Link } from 'react-router-dom'
import { getAtriumConfiguration } from '../config/configureAtrium'

function message(key: string, fallback: string): string {
  return getAtriumConfiguration().messages?.[key] ?? fallback
}

/** Default `authorizationFallback`: a page loader announced politely. Text: `messages['scope.loading']`. */
export function PageLoader() {
  return (
    <div role="status" aria-live="polite" className="atrium-page-loader">
      {message('scope.loading', 'Loading…')}
    </div>
  )
}

/** Default `forbiddenFallback`. Text: `messages['scope.forbidden']`. */
export function AccessDenied() {
  return (
    <div role="alert" className="atrium-access-denied">
      {message('scope.forbidden', 'Access denied')}
    </div>
  )
}

/**
 * Default `notFoundFallback`: the address names no scope (or lies outside
 * Atrium's mount point). Texts: `messages['scope.notFound']`, `messages['scope.notFoundHome']`.
 */
export function PageNotFound({ home }: { home: string }) {
  return (
    <section aria-labelledby="atrium-not-found-title" className="atrium-not-found">
      <h1 id="atrium-not-found-title">{message('scope.notFound', 'Page not found')}</h1>
      <p><Link to={home}>{message('scope.notFoundHome', 'Go to the start page')}</Link></p>
    </section>
  )
}
