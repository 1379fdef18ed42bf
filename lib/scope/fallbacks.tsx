import { messageFormatter } from '../config/messages'

// The scope's fallback texts, overridable through `configureAtrium({ messages })`.
const message = /* @__PURE__ */ messageFormatter({ 'scope.loading': 'Loading…', 'scope.forbidden': 'Access denied' })

/** Default `authorizationFallback`: a page loader announced politely. Text: `messages['scope.loading']`. */
export function PageLoader() {
  return (
    <div role="status" aria-live="polite" className="atrium-page-loader">
      {message('scope.loading')}
    </div>
  )
}

/** Default `forbiddenFallback`. Text: `messages['scope.forbidden']`. */
export function AccessDenied() {
  return (
    <div role="alert" className="atrium-access-denied">
      {message('scope.forbidden')}
    </div>
  )
}
