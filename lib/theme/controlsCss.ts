/**
 * The shield and the controls. Inside Atrium's own areas (menu, top bar, pages, frames, notices)
 * every common element first goes back to the browser's defaults (`all: revert`) with the
 * specificity of one class: a host rule on bare elements (`a`, `nav a`, `button`, `table td`,
 * `ul li`, `h1`…) no longer reaches them, while a host rule with a class of its own still can.
 * Atrium's rules then start with `.atrium-root` and a class of the area, so they win over both;
 * the generic ones here wrap their element in `:where()` (two classes in all), so a component's
 * own rule, with a class more or an element, overrides them whatever the sheets' order.
 * A `draggable` element is left out: `all: revert` would also drop what the attribute itself
 * gives (Chromium maps it to `-webkit-user-drag: element; user-select: none` as a presentational
 * hint, an author-level style), and a drag would become a text selection.
 * Unlayered on purpose: a layered rule loses to every unlayered host rule, whatever its
 * specificity; only the tokens (tokensCss) are layered, so hosts override those freely.
 */
export const controlsCss = `
.atrium-root :where(.atrium-menu,.atrium-topbar,.atrium-page,.atrium-frame,.atrium-notices,.atrium-page-loader,.atrium-access-denied,.atrium-not-found) :where(:is(a,button,input,select,textarea,label,table,caption,thead,tbody,tr,th,td,h1,h2,h3,h4,ul,ol,li,p,nav,dl,dt,dd,fieldset,legend):not([draggable])){all:revert}
.atrium-root :is(.atrium-page,.atrium-frame,.atrium-notices) :where(button,input,select,textarea){font:inherit;font-size:var(--atrium-font-size);color:inherit;box-sizing:border-box;margin:0}
.atrium-root :is(.atrium-page,.atrium-frame) :where(h1,h2,h3){color:inherit;font-family:inherit;line-height:1.25;letter-spacing:-.01em;overflow-wrap:anywhere}
.atrium-root :is(.atrium-page,.atrium-frame) :where(h1){font-size:1.75rem;margin:.25rem 0 1rem}
.atrium-root :is(.atrium-page,.atrium-frame) :where(h2){font-size:1.25rem;margin:.25rem 0 .75rem}
.atrium-root :is(.atrium-page,.atrium-frame) :where(h3){font-size:1.05rem;margin:.25rem 0 .5rem}
.atrium-root :is(.atrium-page,.atrium-frame) :where(a){color:var(--atrium-accent);text-decoration:underline;text-underline-offset:2px}
.atrium-root :is(.atrium-page,.atrium-frame,.atrium-notices) :where(button){display:inline-flex;align-items:center;justify-content:center;gap:.375rem;min-height:var(--atrium-control-height);padding:0 var(--atrium-space-4);border:1px solid var(--atrium-control-border);border-radius:var(--atrium-radius);background:var(--atrium-surface);color:var(--atrium-text);font-weight:500;line-height:1.2;cursor:pointer;white-space:nowrap}
.atrium-root :is(.atrium-page,.atrium-frame,.atrium-notices) :where(button:hover:not(:disabled)){border-color:var(--atrium-accent);color:var(--atrium-accent-strong)}
.atrium-root :is(.atrium-page,.atrium-frame) :is(button[type=submit],button.atrium-create,.atrium-button--primary){background:var(--atrium-accent);border-color:var(--atrium-accent);color:var(--atrium-on-accent);font-weight:600}
.atrium-root :is(.atrium-page,.atrium-frame) :is(button[type=submit],button.atrium-create,.atrium-button--primary):hover:not(:disabled){background:var(--atrium-accent-strong);color:var(--atrium-on-accent)}
.atrium-root :is(.atrium-page,.atrium-frame,.atrium-confirm) .atrium-button--danger{background:var(--atrium-danger);border-color:var(--atrium-danger);color:var(--atrium-on-danger);font-weight:600}
.atrium-root :is(.atrium-page,.atrium-frame) .atrium-button--danger:hover:not(:disabled){background:var(--atrium-danger);color:var(--atrium-on-danger);filter:brightness(.92)}
.atrium-root :is(.atrium-page,.atrium-frame) .atrium-button--danger-quiet{color:var(--atrium-danger);border-color:var(--atrium-danger)}
.atrium-root :is(.atrium-page,.atrium-frame,.atrium-notices) :where(button:disabled,button[aria-disabled=true]){opacity:.55;cursor:not-allowed}
.atrium-root .atrium-swatch{display:inline-block;width:.875em;height:.875em;margin-inline-end:.4em;vertical-align:-.1em;border-radius:3px;box-shadow:inset 0 0 0 1px rgb(0 0 0/.25)}
.atrium-root :is(.atrium-page,.atrium-frame,.atrium-notices,.atrium-sidebar,.atrium-topbar) :is(a,button,input,select,textarea,summary,[tabindex]):focus-visible{outline:2px solid var(--atrium-focus);outline-offset:2px}
.atrium-root :is(.atrium-page,.atrium-frame) :where(input:not([type=checkbox],[type=radio],[type=file]),select,textarea){min-height:var(--atrium-control-height);padding:.375rem .625rem;border:1px solid var(--atrium-control-border);border-radius:var(--atrium-radius);background:var(--atrium-surface);color:var(--atrium-text)}
.atrium-root :is(.atrium-page,.atrium-frame) :where(input,select,textarea):hover:not(:disabled,[readonly]){border-color:var(--atrium-text)}
.atrium-root :is(.atrium-page,.atrium-frame) :where(input[type=checkbox],input[type=radio]){width:1.05rem;height:1.05rem;accent-color:var(--atrium-accent);vertical-align:middle}
.atrium-root :is(.atrium-page,.atrium-frame) :where(label){color:inherit}
.atrium-root :is(.atrium-page,.atrium-frame) :where(ul,ol){padding-inline-start:1.25rem}
.atrium-root :is(.atrium-page,.atrium-frame) :where(p){margin:.5rem 0}
.atrium-root .atrium-list__description{flex-basis:100%;margin:0;color:var(--atrium-muted)}
.atrium-root .atrium-list__error,.atrium-root .atrium-load-error{color:var(--atrium-danger)}
.atrium-root .atrium-part-unavailable{display:flex;flex-wrap:wrap;align-items:center;gap:var(--atrium-space-3);margin:var(--atrium-space-4) 0;padding:var(--atrium-space-3) var(--atrium-space-4);border:1px solid var(--atrium-border);border-radius:var(--atrium-radius);background:var(--atrium-surface)}
.atrium-root :is(.atrium-page-loader,.atrium-loading){display:flex;align-items:center;justify-content:center;gap:.75rem;min-height:40vh;color:var(--atrium-muted);font-family:var(--atrium-font)}
.atrium-root :is(.atrium-page-loader,.atrium-loading)::before{content:"";width:1.5rem;height:1.5rem;border:3px solid var(--atrium-border);border-top-color:var(--atrium-accent);border-radius:50%;animation:atrium-spin .8s linear infinite}
.atrium-root .atrium-loading{min-height:6rem}
@keyframes atrium-spin{to{transform:rotate(1turn)}}
.atrium-root .atrium-access-denied{margin:15vh auto;max-width:28rem;padding:var(--atrium-space-5);border:1px solid var(--atrium-danger);border-radius:var(--atrium-radius-lg);background:var(--atrium-danger-soft);color:var(--atrium-danger);text-align:center;font-weight:600}
@media (prefers-reduced-motion:reduce){.atrium-root :is(.atrium-page-loader,.atrium-loading)::before{animation-duration:3s}}
`
