/** Styles of the list view; themeable through CSS variables. A constant, never data. */
export const listStyles = `
.atrium-list__header{display:flex;align-items:center;gap:.75rem;flex-wrap:wrap}
.atrium-list__title{flex:1;margin:.5rem 0}
.atrium-list__toolbar{display:flex;align-items:center;gap:.75rem;flex-wrap:wrap;margin:.5rem 0}
.atrium-filters{display:flex;gap:.5rem;flex-wrap:wrap;align-items:end}
.atrium-filter{display:inline-flex;flex-direction:column;gap:.2rem}
.atrium-filter--range{flex-direction:row;align-items:center}
.atrium-list__body{position:relative;overflow-x:auto}
.atrium-table{width:100%;border-collapse:collapse}
.atrium-list__body:has(>.atrium-table){overflow-x:auto}
.atrium-table th,.atrium-table td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid var(--atrium-border,#e5e7eb)}
.atrium-table__sort{border:0;background:transparent;font:inherit;font-weight:600;cursor:pointer;padding:0;color:inherit}
.atrium-table__actions{white-space:nowrap;text-align:right}
.atrium-table__actions button{border:0;background:none;padding:.25rem .4rem;color:var(--atrium-accent,#2b59c3);cursor:pointer}
.atrium-skeleton{display:block;height:.9rem;border-radius:.25rem;background:var(--atrium-skeleton,#e5e7eb);animation:atrium-pulse 1.2s ease-in-out infinite}
.atrium-filters__loading{width:12rem;height:2rem}
.atrium-layout-loading{display:grid;gap:.5rem;padding:.5rem 0}
@keyframes atrium-pulse{50%{opacity:.5}}
@media (prefers-reduced-motion:reduce){.atrium-skeleton{animation:none}}
.atrium-pagination{display:flex;align-items:center;gap:.5rem;flex-wrap:wrap;margin:.75rem 0}
.atrium-pagination__pages{display:flex;gap:.25rem;list-style:none;margin:0;padding:0}
.atrium-pagination [aria-current=page]{font-weight:700;text-decoration:underline}
.atrium-bulk{display:flex;align-items:center;gap:.5rem;flex-wrap:wrap;padding:.5rem;background:var(--atrium-highlight,#eff6ff)}
.atrium-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`
