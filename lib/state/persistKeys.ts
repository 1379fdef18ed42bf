/**
 * The redux-persist keys of Atrium's persisted slices (stored in `localStorage`
 * as `persist:<key>`). Here, below the store's assembly, because the token
 * session checks room for its key and the persistence listener recognises them.
 */
export const PERSIST_KEYS: { readonly session: string; readonly preferences: string } = {
  /** `state.atrium.session` (the token only). */
  session: 'atrium.session',
  /** `state.atrium.preferences` (the list layout and the query of the list last left, remembered per resource). */
  preferences: 'atrium.preferences',
}
