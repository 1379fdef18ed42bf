/**
 * The admin layout's stylesheet. Sizes and colours are `--atrium-*` tokens (see tokensCss); every
 * rule starts with `.atrium-root` and a class of its own, so host rules on bare elements (`nav a`,
 * `ul li`, `button`) do not reach it. An entry without an icon is marked by its initial in a square badge drawn in
 * the text's colour, as a line icon is, where its label is hidden (the collapsed sidebar) and above it in the phone bar: below 768 px
 * the sidebar becomes a bottom bar showing the first entries, the rest and the footer under "More".
 * The page's scroll padding keeps what Tab or `scrollIntoView` reaches clear of the sticky top bar and the phone's bar
 * (the root's rules: the window scrolls), and while notices show (`--atrium-notices-height`, their stack's height) the
 * main area's end and the page's scroll padding leave them room, so that the last card or the pagination scrolls clear
 * above them (the main area's, not the grid's: room under the grid would push the sticky sidebar up). Beside an open
 * right drawer the notices are centred between the sidebar and the drawer (centred in the window's uncovered part, one
 * covered "Signed in as" and Sign out), while that room is 24rem. The offline banner shows in the top bar's end, aligned
 * with the page's margin (in the flow it pushed the page 54 px down): its sentence from 75rem, a word below.
 */
export const adminLayoutStyles = `
.atrium-root .atrium-admin{display:grid;grid-template-columns:var(--atrium-sidebar-width) minmax(0,1fr);grid-template-rows:var(--atrium-topbar-height) 1fr;grid-template-areas:"sidebar topbar" "sidebar main";box-sizing:border-box;min-height:100vh;font-family:var(--atrium-font);font-size:var(--atrium-font-size);line-height:var(--atrium-line-height);color:var(--atrium-text);background:var(--atrium-bg)}
.atrium-root .atrium-admin[data-collapsed=true]{grid-template-columns:var(--atrium-sidebar-collapsed-width) minmax(0,1fr)}
.atrium-root .atrium-topbar{grid-area:topbar;position:sticky;top:0;z-index:5;display:flex;align-items:center;gap:var(--atrium-space-3);min-width:0;padding:0 var(--atrium-space-4);background:var(--atrium-surface);border-bottom:1px solid var(--atrium-border)}
.atrium-root .atrium-topbar .atrium-collapse{display:inline-flex;align-items:center;justify-content:center;flex:none;width:2.25rem;height:2.25rem;margin:0;padding:0;border:1px solid var(--atrium-border);border-radius:var(--atrium-radius);background:transparent;color:inherit;font:inherit;cursor:pointer}
.atrium-root .atrium-topbar .atrium-collapse:hover{background:var(--atrium-subtle)}
.atrium-root .atrium-sidebar{grid-area:sidebar;position:sticky;top:0;height:100vh;display:flex;flex-direction:column;overflow:hidden auto;background:var(--atrium-surface);border-right:1px solid var(--atrium-border)}
.atrium-root .atrium-menu ul{display:flex;flex-direction:column;gap:2px;list-style:none;margin:0;padding:var(--atrium-space-2)}
.atrium-root .atrium-menu li{display:block;list-style:none;margin:0;padding:0}
.atrium-root .atrium-menu a{display:flex;align-items:center;gap:.625rem;min-height:2.5rem;box-sizing:border-box;padding:.375rem .625rem;border-radius:var(--atrium-radius);color:var(--atrium-text);background:transparent;font:inherit;font-weight:500;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.atrium-root .atrium-menu a:hover{background:var(--atrium-subtle)}
.atrium-root .atrium-menu a[aria-current=page]{background:var(--atrium-accent-soft);color:var(--atrium-accent-strong);font-weight:600}
.atrium-root .atrium-icon{display:inline-flex;align-items:center;justify-content:center;width:1.5rem;height:1.5rem;flex-shrink:0}
.atrium-root .atrium-menu .atrium-icon--initials{box-sizing:border-box;width:1.375rem;height:1.375rem;border:1.5px solid;border-radius:.375rem;font-size:.75rem;font-weight:700;line-height:1}
@media (min-width:768px){.atrium-root .atrium-admin:not([data-collapsed=true]) .atrium-menu .atrium-icon--initials{display:none}}
.atrium-root .atrium-admin[data-collapsed=true] .atrium-menu a{justify-content:center;padding:.375rem 0}
.atrium-root .atrium-admin[data-collapsed=true] .atrium-menu-label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.atrium-root .atrium-sidebar-footer{margin-top:auto;padding:var(--atrium-space-3);border-top:1px solid var(--atrium-border);min-width:0;overflow-wrap:anywhere}
.atrium-root .atrium-admin[data-collapsed=true] .atrium-sidebar-footer{display:flex;justify-content:center;padding:var(--atrium-space-3) 0}
html:has(.atrium-admin){scroll-padding:3.75rem 0 var(--atrium-notices-height,0px)}
.atrium-root .atrium-main{grid-area:main;min-width:0;padding:var(--atrium-space-5) 0 calc(var(--atrium-space-5) + var(--atrium-notices-height,0px))}.atrium-root .atrium-main:focus{outline:0}
.atrium-root .atrium-skip{position:fixed;top:.5rem;left:.5rem;z-index:60;padding:.5rem .875rem;border-radius:var(--atrium-radius);background:var(--atrium-accent);color:var(--atrium-on-accent);font-weight:600;text-decoration:none;transform:translateY(-200%)}
.atrium-root .atrium-skip:focus{transform:none;outline:2px solid var(--atrium-focus);outline-offset:2px}
.atrium-root .atrium-breadcrumb{min-width:0;overflow:hidden}
.atrium-root .atrium-admin .atrium-offline{position:fixed;z-index:6;top:.625rem;right:var(--atrium-page-margin);margin:0;padding:.25rem .75rem .25rem 1.5rem;border-radius:1rem;background-image:radial-gradient(circle at .875rem,var(--atrium-warning) .25rem,#0000 .3rem);font-size:var(--atrium-font-size-sm);white-space:nowrap}
.atrium-root .atrium-admin:has(.atrium-offline) .atrium-breadcrumb{margin-right:35rem}
@media (max-width:74.99rem){.atrium-root .atrium-admin .atrium-offline__text{position:absolute;width:1px;overflow:hidden;clip:rect(0 0 0 0)}.atrium-root .atrium-admin .atrium-offline__short{display:inline}.atrium-root .atrium-admin:has(.atrium-offline) .atrium-breadcrumb{margin-right:6.5rem}}
.atrium-root .atrium-breadcrumb ol{display:flex;flex-wrap:nowrap;gap:.375rem;list-style:none;margin:0;padding:0;color:var(--atrium-muted);white-space:nowrap}
.atrium-root .atrium-breadcrumb li{list-style:none;margin:0;padding:0;overflow:hidden;text-overflow:ellipsis}.atrium-root .atrium-breadcrumb li:not(:last-child){flex:none}
.atrium-root .atrium-breadcrumb li+li::before{content:"\\203A";margin-right:.375rem}
.atrium-root .atrium-breadcrumb a{display:inline-block;min-height:1.5rem;line-height:1.5rem;color:inherit;text-decoration:underline;text-underline-offset:2px}
.atrium-root .atrium-breadcrumb li:first-child{color:var(--atrium-text);font-weight:600}
@media (min-width:62rem){:root:has(.atrium-drawer[data-placement=right]):has(.atrium-admin) .atrium-root .atrium-notices{left:clamp(0px,100vw - 61rem,var(--atrium-sidebar-width))}:root:has(.atrium-drawer[data-placement=right]):has(.atrium-admin[data-collapsed=true]) .atrium-root .atrium-notices{left:clamp(0px,100vw - 61rem,var(--atrium-sidebar-collapsed-width))}}
@media (max-width:767.98px){
html:has(.atrium-admin){scroll-padding-bottom:calc(4.5rem + env(safe-area-inset-bottom) + var(--atrium-notices-height,0px))}
.atrium-root .atrium-admin,.atrium-root .atrium-admin[data-collapsed=true]{grid-template-columns:minmax(0,1fr);grid-template-rows:var(--atrium-topbar-height) 1fr;grid-template-areas:"topbar" "main";padding-bottom:calc(4rem + env(safe-area-inset-bottom))}
.atrium-root .atrium-topbar .atrium-collapse{display:none}
.atrium-root .atrium-sidebar,.atrium-root .atrium-admin[data-collapsed=true] .atrium-sidebar{position:fixed;inset:auto 0 0 0;height:auto;z-index:30;flex-direction:row;align-items:stretch;overflow:visible;padding-bottom:env(safe-area-inset-bottom);border-right:0;border-top:1px solid var(--atrium-border)}
.atrium-root .atrium-menu{flex:1;min-width:0}
.atrium-root .atrium-menu>ul{flex-direction:row;padding:.25rem}
.atrium-root .atrium-menu>ul>li{flex:1 1 0;min-width:0}
.atrium-root .atrium-menu a,.atrium-root .atrium-menu summary,.atrium-root .atrium-admin[data-collapsed=true] .atrium-menu a{flex-direction:column;justify-content:center;gap:0;min-height:3.25rem;padding:.25rem .125rem;font-size:.6875rem;letter-spacing:-.01em;text-align:center}
.atrium-root .atrium-menu-label,.atrium-root .atrium-admin[data-collapsed=true] .atrium-menu-label{position:static;width:auto;height:auto;clip:auto;max-width:100%;overflow:hidden;text-overflow:ellipsis}
.atrium-root .atrium-menu summary{display:flex;align-items:center;box-sizing:border-box;list-style:none;border-radius:var(--atrium-radius);cursor:pointer;font-weight:500}
.atrium-root .atrium-menu summary::-webkit-details-marker{display:none}
.atrium-root .atrium-menu summary .atrium-icon{font-size:1.25rem;line-height:1}
.atrium-root .atrium-menu :is(summary:hover,details[open]>summary){background:var(--atrium-subtle)}
.atrium-root .atrium-menu .atrium-menu-more--current{background:var(--atrium-accent-soft);color:var(--atrium-accent-strong);font-weight:600}
.atrium-root .atrium-menu-sheet{position:fixed;right:.5rem;bottom:calc(4.25rem + env(safe-area-inset-bottom));width:min(18rem,calc(100vw - 1rem));max-height:calc(100dvh - 9rem);overflow:auto;box-sizing:border-box;background:var(--atrium-surface);border:1px solid var(--atrium-border);border-radius:var(--atrium-radius-lg);box-shadow:var(--atrium-shadow-lg)}
.atrium-root .atrium-menu-sheet>ul{flex-direction:column}
.atrium-root .atrium-menu .atrium-menu-sheet a{flex-direction:row;justify-content:flex-start;gap:.625rem;min-height:2.75rem;padding:.375rem .75rem;font-size:var(--atrium-font-size);text-align:start}
.atrium-root .atrium-menu-sheet .atrium-menu-label{overflow:visible}
.atrium-root .atrium-menu-sheet .atrium-sidebar-footer{margin:0;padding:var(--atrium-space-3);border-top:1px solid var(--atrium-border);font-size:var(--atrium-font-size-sm);text-align:start}
.atrium-root .atrium-menu-sheet>.atrium-sidebar-footer:first-child{border-top:0}
}
`
