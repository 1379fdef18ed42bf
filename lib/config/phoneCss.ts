/**
 * What AdminLayout and the list draw below 768 px (`PHONE_QUERY`), in a stylesheet of its own, loaded on demand: a
 * desktop's first paint does not need it. On a phone the scope's gate holds the first paint until it is in (see
 * `usePhonePending`); elsewhere it is fetched when the browser idles, and `usePhoneWidth` turns phone layouts on only
 * once it is drawn, so a window narrowed sooner keeps the wide layout rather than unstyled phone markup.
 *
 * AdminLayout's rules (adminLayoutStyles): the sidebar becomes a bottom bar showing the first entries, the rest and
 * the footer under "More"; its page keeps room for the bar. The list's (listStyles): the table's rows become cards (the
 * record's title on a line of its own between the checkbox and the actions' "⋯" menu, all three centred on it, then two
 * or three labelled fields, an empty one a muted "—", across the card's whole width below; the header a row of sort
 * buttons, wrapping), never wider than the page (not a windowed table's rows: they keep the one height the window counts
 * on, and it scrolls sideways); the filters take the page's width. Drawn in a precedence of its own, after every other
 * stylesheet of Atrium's, as these rules were at the end of theirs. A constant, never data.
 */
export const phoneCss = `
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
@media (max-width:767.98px){
.atrium-root .atrium-filters{width:100%}
.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed),.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed) :is(thead,tbody){display:block}
.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed) thead tr{display:flex;flex-wrap:wrap;align-items:center;gap:.375rem;padding:.5rem .75rem;border-bottom:1px solid var(--atrium-border);background:var(--atrium-subtle)}
.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed) thead th{display:block;flex:none;padding:.25rem .625rem;border:1px solid var(--atrium-border);border-radius:999px;background:var(--atrium-surface)}
.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed) thead th:has(>.atrium-table__sort){padding:0}
.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed) thead .atrium-table__sort{min-height:2rem;padding:0 .75rem}
.atrium-root .atrium-list .atrium-table input[type=checkbox]{width:1.5rem;height:1.5rem;margin:0}
.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed) thead :is(th:has(>.atrium-visually-hidden:only-child),.atrium-table__unsorted,.atrium-table__widest){display:none}
.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed) tbody tr:hover td{background:transparent}
.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed) .atrium-table__skeleton{display:grid;gap:.5rem;padding:.75rem;border-bottom:1px solid var(--atrium-border)}.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed) .atrium-table__skeleton td{display:block;padding:0;border:0}.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed) .atrium-table__skeleton td:nth-child(n+4){display:none}
.atrium-root .atrium-list .atrium-table__card{display:block;position:relative;padding:.375rem .75rem .625rem;border-bottom:1px solid var(--atrium-border)}
.atrium-root .atrium-list .atrium-table__card:has(>td>input)>.atrium-table__card-title{margin-left:2.25rem}.atrium-root .atrium-list .atrium-table__card:has(>.atrium-table__actions)>.atrium-table__card-title{margin-right:2.5rem}
.atrium-root .atrium-list .atrium-table__card:has(>td>input:checked){background:var(--atrium-accent-soft)}
.atrium-root .atrium-list .atrium-table .atrium-table__card td{display:block;padding:0;border:0;font-size:var(--atrium-font-size-sm);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.atrium-root .atrium-list .atrium-table .atrium-table__card .atrium-table__card-title{display:flex;align-items:center;min-height:2.25rem;margin-bottom:.125rem;font-size:var(--atrium-font-size);font-weight:600;white-space:normal;overflow-wrap:anywhere}
.atrium-root .atrium-list .atrium-table__card-open{all:unset;display:flex;align-items:center;width:fit-content;min-height:1.75rem;cursor:pointer;overflow-wrap:anywhere}
.atrium-root .atrium-list .atrium-table__card-open:hover{text-decoration:underline}
.atrium-root .atrium-list .atrium-table .atrium-table__card td:has(>input){position:absolute;top:.75rem;left:.75rem}
.atrium-root .atrium-list .atrium-table .atrium-table__card .atrium-table__actions{position:absolute;top:.25rem;right:.25rem;overflow:visible}.atrium-root .atrium-list .atrium-table__card .atrium-table__actions .atrium-row-menu__button{height:2.5rem}
.atrium-root .atrium-list .atrium-table__card-label{margin-right:.375rem;color:var(--atrium-muted);font-size:.75rem;text-transform:uppercase;letter-spacing:.03em}.atrium-root .atrium-list .atrium-table__card-empty{color:var(--atrium-muted)}
.atrium-root .atrium-list .atrium-table__actions .atrium-row-menu__button{width:2.75rem;height:2.75rem;padding:0;border-radius:999px;color:var(--atrium-muted);font-size:1.25rem}
.atrium-root .atrium-list .atrium-table__actions .atrium-row-menu__button[aria-expanded=true]{background:var(--atrium-accent-soft)}
}
`
