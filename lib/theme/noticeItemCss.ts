/**
 * The notices' toasts (in the region noticeCss places): a success's green edge, a failure's red one, the text, the
 * action and the close button; drawn by `NoticeItems` with the first notice. A constant, never data.
 */
export const noticeItemCss = `
.atrium-root .atrium-notice{pointer-events:auto;display:flex;align-items:flex-start;gap:var(--atrium-space-3);padding:var(--atrium-space-3) var(--atrium-space-3) var(--atrium-space-3) var(--atrium-space-4);border:1px solid var(--atrium-border);border-left:4px solid var(--atrium-success);border-radius:var(--atrium-radius);background:var(--atrium-surface);color:var(--atrium-text);box-shadow:var(--atrium-shadow-lg);font-family:var(--atrium-font);line-height:1.4;animation:atrium-toast .18s ease-out}
.atrium-root .atrium-notice--error{border-left-color:var(--atrium-danger)}
.atrium-root .atrium-notice>span{flex:1;padding-top:.3rem;overflow-wrap:anywhere}
.atrium-root .atrium-notice button{min-height:2rem;padding:0 .5rem;border-color:transparent;background:transparent}
.atrium-root .atrium-notice .atrium-notice__close{font-size:1.25rem;line-height:1}
.atrium-root .atrium-notice .atrium-notice__action{color:var(--atrium-accent);font-weight:600;text-decoration:underline}
@keyframes atrium-toast{from{opacity:0;transform:translateY(.5rem)}}
@media (prefers-reduced-motion:reduce){.atrium-root .atrium-notice{animation:none}}
`
