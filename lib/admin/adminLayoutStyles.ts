/**
 * The admin layout's stylesheet, themable through its CSS variables (set them
 * on `.atrium-admin` or any ancestor rule with higher specificity). No CSS
 * framework; below 768 px the sidebar becomes a bottom navigation bar.
 */
export const adminLayoutStyles = `
.atrium-admin{--atrium-bg:#f5f6f8;--atrium-surface:#ffffff;--atrium-text:#1c2230;--atrium-muted:#576072;--atrium-accent:#2b59c3;--atrium-accent-soft:#e5ecfb;--atrium-border:#dadfe7;--atrium-radius:6px;--atrium-font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--atrium-sidebar-width:15rem;--atrium-sidebar-collapsed-width:3.5rem;--atrium-topbar-height:3.25rem;display:grid;grid-template-columns:var(--atrium-sidebar-width) minmax(0,1fr);grid-template-rows:var(--atrium-topbar-height) 1fr;grid-template-areas:"sidebar topbar" "sidebar main";min-height:100vh;font-family:var(--atrium-font);color:var(--atrium-text);background:var(--atrium-bg)}
.atrium-admin[data-collapsed="true"]{grid-template-columns:var(--atrium-sidebar-collapsed-width) minmax(0,1fr)}
.atrium-topbar{grid-area:topbar;display:flex;align-items:center;gap:.75rem;padding:0 1rem;background:var(--atrium-surface);border-bottom:1px solid var(--atrium-border)}
.atrium-scope-label{font-weight:600}
.atrium-collapse{display:inline-flex;align-items:center;justify-content:center;width:2rem;height:2rem;border:1px solid var(--atrium-border);border-radius:var(--atrium-radius);background:transparent;color:inherit;cursor:pointer}
.atrium-sidebar{grid-area:sidebar;position:sticky;top:0;height:100vh;display:flex;flex-direction:column;overflow:hidden auto;background:var(--atrium-surface);border-right:1px solid var(--atrium-border)}
.atrium-menu ul{list-style:none;margin:0;padding:.5rem}
.atrium-menu a{display:flex;align-items:center;gap:.625rem;padding:.5rem .625rem;border-radius:var(--atrium-radius);color:inherit;text-decoration:none;white-space:nowrap}
.atrium-menu a:hover{background:var(--atrium-bg)}
.atrium-menu a[aria-current="page"]{background:var(--atrium-accent-soft);color:var(--atrium-accent);font-weight:600}
.atrium-admin a:focus-visible,.atrium-admin button:focus-visible{outline:2px solid var(--atrium-accent);outline-offset:2px}
.atrium-icon{display:inline-flex;justify-content:center;width:1.25rem;flex-shrink:0}
.atrium-admin[data-collapsed="true"] .atrium-menu-label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.atrium-sidebar-footer{margin-top:auto;padding:.75rem;border-top:1px solid var(--atrium-border)}
.atrium-main{grid-area:main;min-width:0;padding:1.5rem}
.atrium-breadcrumb ol{display:flex;flex-wrap:wrap;gap:.375rem;list-style:none;margin:0;padding:0;color:var(--atrium-muted)}
.atrium-breadcrumb li + li::before{content:"\\203A";margin-right:.375rem}
.atrium-breadcrumb a{color:inherit}
.atrium-page-loader,.atrium-access-denied{padding:2rem;text-align:center}
@media (max-width:767.98px){
.atrium-admin,.atrium-admin[data-collapsed="true"]{grid-template-columns:minmax(0,1fr);grid-template-areas:"topbar" "main";padding-bottom:4rem}
.atrium-collapse{display:none}
.atrium-sidebar{position:fixed;inset:auto 0 0 0;height:auto;z-index:10;flex-direction:row;border-right:0;border-top:1px solid var(--atrium-border)}
.atrium-menu{flex:1;overflow-x:auto}
.atrium-menu ul{display:flex;padding:.25rem}
.atrium-menu a{flex-direction:column;gap:.125rem;padding:.375rem .5rem;font-size:.75rem}
.atrium-admin[data-collapsed="true"] .atrium-menu-label{position:static;width:auto;height:auto;clip:auto}
.atrium-sidebar-footer{display:flex;align-items:center;margin:0;padding:.25rem .5rem;border-top:0;border-left:1px solid var(--atrium-border)}
}
`
