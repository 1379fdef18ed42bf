/**
 * The notices as toasts in a fixed region of the viewport (bottom centre, as react-admin's snackbar: at the
 * bottom right they covered the row actions of the last rows; bottom on phones; centred beside an open right
 * drawer, and at the top right while a frame is open on narrow screens, so they never cover a frame's
 * buttons). Part of the base stylesheet: a notice may follow any view. A constant, never data.
 */
export const noticeCss = `
.atrium-root .atrium-notices{position:fixed;z-index:60;inset:auto 0 var(--atrium-space-4);margin:0 auto;width:min(24rem,calc(100vw - 2rem));display:flex;flex-direction:column;gap:var(--atrium-space-2);pointer-events:none}
.atrium-root .atrium-notices>div{display:flex;flex-direction:column;gap:var(--atrium-space-2)}
.atrium-root .atrium-notice{pointer-events:auto;display:flex;align-items:flex-start;gap:var(--atrium-space-3);padding:var(--atrium-space-3) var(--atrium-space-3) var(--atrium-space-3) var(--atrium-space-4);border:1px solid var(--atrium-border);border-left:4px solid var(--atrium-success);border-radius:var(--atrium-radius);background:var(--atrium-surface);color:var(--atrium-text);box-shadow:var(--atrium-shadow-lg);font-family:var(--atrium-font);line-height:1.4;animation:atrium-toast .18s ease-out}
.atrium-root .atrium-notice--error{border-left-color:var(--atrium-danger)}
.atrium-root .atrium-notice>span{flex:1;padding-top:.3rem;overflow-wrap:anywhere}
.atrium-root .atrium-notice button{min-height:2rem;padding:0 .5rem;border-color:transparent;background:transparent}
.atrium-root .atrium-notice .atrium-notice__close{font-size:1.25rem;line-height:1}
.atrium-root .atrium-notice .atrium-notice__action{color:var(--atrium-accent);font-weight:600;text-decoration:underline}
@keyframes atrium-toast{from{opacity:0;transform:translateY(.5rem)}}
@media (prefers-reduced-motion:reduce){.atrium-root .atrium-notice{animation:none}}
@media (max-width:767.98px){.atrium-root .atrium-notices{inset:auto var(--atrium-space-2) calc(4.5rem + env(safe-area-inset-bottom)) var(--atrium-space-2);width:auto}}
@media (min-width:62rem){:root:has(.atrium-drawer[data-placement=right]) .atrium-root .atrium-notices{right:calc(min(36rem,100vw) + var(--atrium-space-4))}}
@media (max-width:61.98rem){:root:has(.atrium-frame) .atrium-root .atrium-notices{inset:var(--atrium-space-2) var(--atrium-space-2) auto auto}}
@media (max-width:767.98px){:root:has(.atrium-frame) .atrium-root .atrium-notices{left:var(--atrium-space-2)}}
`
