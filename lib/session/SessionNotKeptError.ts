/**
 * A sign-in succeeded, but its session could not be kept for the next visit
 * (the browser's storage is full or disabled): it lasts until this tab is
 * reloaded or closed. `createTokenSession().signIn` rejects with it after
 * storing the token for the tab, so the sign-in page can say so and let the
 * reader go on, instead of a silent sign-out at the next reload.
 */
export class SessionNotKeptError extends Error {
  constructor(message = 'Signed in, but the session could not be kept: this browser\'s storage is full or disabled, so it ends when this tab is reloaded or closed. Free some space (or leave private browsing) and sign in again to keep it.') {
    super(message)
    this.name = 'SessionNotKeptError'
  }
}
