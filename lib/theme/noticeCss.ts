/**
 * The notices' region, fixed to the viewport (bottom centre, as react-admin's snackbar: at the
 * bottom right they covered the row actions of the last rows; bottom on phones; centred beside an open right
 * drawer, and at the top right while a frame is open on narrow screens, so they never cover a frame's
 * buttons). Part of the base stylesheet: the region is in the page from the start. The toasts' own rules
 * (noticeItemCss) come with their code. A constant, never data.
 */
export const noticeCss = `
.atrium-root .atrium-notices{position:fixed;z-index:60;inset:auto 0 var(--atrium-space-4);margin:0 auto;width:min(24rem,calc(100vw - 2rem));display:flex;flex-direction:column;gap:var(--atrium-space-2);pointer-events:none}
.atrium-root .atrium-notices>div{display:flex;flex-direction:column;gap:var(--atrium-space-2)}
@media (max-width:767.98px){.atrium-root .atrium-notices{inset:auto var(--atrium-space-2) calc(4.5rem + env(safe-area-inset-bottom)) var(--atrium-space-2);width:auto}}
@media (min-width:62rem){:root:has(.atrium-drawer[data-placement=right]) .atrium-root .atrium-notices{right:calc(min(36rem,100vw) + var(--atrium-space-4))}}
@media (max-width:61.98rem){:root:has(.atrium-frame) .atrium-root .atrium-notices{inset:var(--atrium-space-2) var(--atrium-space-2) auto auto}}
@media (max-width:767.98px){:root:has(.atrium-frame) .atrium-root .atrium-notices{left:var(--atrium-space-2)}}
`
