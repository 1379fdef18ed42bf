import { getAtriumConfiguration } from '../config/configureAtrium'
import type { ComponentMessageKey } from '../config/messages'

function message(key: ComponentMessageKey, fallback: string): string {
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
