/**
 * The admin layout's stylesheet. Sizes and colours are `--atrium-*` tokens (see tokensCss); every
 * rule starts with `.atrium-root` and a class of its own, so host rules on bare elements (`nav a`,
 * `ul li`, `button`) do not reach it. An entry without an icon is marked by its initial in a square badge drawn in
 * the text's colour, as a line icon is, where its label is hidden (the collapsed sidebar) and above it in the phone bar:
 * below 768 px the sidebar becomes a bottom bar showing the first entries, the rest and the footer under "More" (those
 * rules are the phone's stylesheet, lib/config/phoneCss, loaded on demand).
 * A breadcrumb too long for the top bar (a phone's) gives way from its first crumbs, each kept to a few letters and an
 * ellipsis, before the last two: the page shown and the way back to its parent are read whole while they fit.
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
.atrium-root .atrium-breadcrumb li{display:flex;align-items:center;list-style:none;margin:0;padding:0;overflow:hidden;flex:0 100000 auto;min-width:2.25em}.atrium-root .atrium-breadcrumb li:nth-last-child(-n+2){flex-shrink:1;min-width:0}.atrium-root .atrium-breadcrumb li>*{min-width:0;overflow:hidden;text-overflow:ellipsis}
.atrium-root .atrium-breadcrumb li+li::before{content:"\\203A";margin-right:.375rem;flex:none}
.atrium-root .atrium-breadcrumb a{display:inline-block;min-height:1.5rem;line-height:1.5rem;color:inherit;text-decoration:underline;text-underline-offset:2px}
.atrium-root .atrium-breadcrumb li:first-child{color:var(--atrium-text);font-weight:600}
@media (min-width:62rem){:root:has(.atrium-drawer[data-placement=right]):has(.atrium-admin) .atrium-root .atrium-notices{left:clamp(0px,100vw - 61rem,var(--atrium-sidebar-width))}:root:has(.atrium-drawer[data-placement=right]):has(.atrium-admin[data-collapsed=true]) .atrium-root .atrium-notices{left:clamp(0px,100vw - 61rem,var(--atrium-sidebar-collapsed-width))}}
`
