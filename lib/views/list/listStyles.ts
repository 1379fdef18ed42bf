/**
 * Styles of the list view; colours and sizes from the `--atrium-*` tokens, every rule scoped to
 * `.atrium-root` and the list's own classes. A sortable header's cue is a glyph after its `aria-sort` (↕ faint, ↑
 * `ascending`, ↓ `descending`) in a slot of one width, before the label of a number column (aligned right); a table
 * given a colgroup (its widths pinned once its first page is laid out) is laid out fixed, its cells wrapping (a word too
 * long for its column broken) rather than overflowing;
 * a table wider than its box keeps its row actions in view at the box's right edge, shaded while more is hidden there (`data-overflow`);
 * a focused row's ring is drawn inside its cells (inset shadows), as an outline around the row would be clipped by the
 * box on the left and drawn under the sticky actions cell on the right. Below 768 px the table's rows become cards:
 * those rules are the phone's stylesheet (lib/config/phoneCss), loaded on demand;
 * while a new page or sort loads the old rows are dimmed; the first page's skeleton bars start to pulse only
 * after 0.4 s (a quick answer replaces them still, with no animation started). The header is as tall as its
 * Create button with or without it (it comes once a quota is read), and a quota's note sits under it: its usage and its
 * reason in one grid cell, the one not shown hidden, so the note is as tall at the limit as below it.
 * The bulk bar's and the filter form's own rules come with their on-demand code (BulkBar, FilterForm).
 * A row's Show and Edit are links drawn as its Delete button is (same box, colour and weight), and an action the record
 * does not allow an empty slot of that box; a card's title link is
 * as wide as its text and holds it in the middle of its height, as the button it replaced did.
 * A constant, never data.
 */
export const listStyles = `
.atrium-root .atrium-list__header{display:flex;align-items:center;gap:var(--atrium-space-3);flex-wrap:wrap;min-height:var(--atrium-control-height);margin-bottom:var(--atrium-space-2)}
.atrium-root .atrium-list{scroll-margin-top:.75rem}
.atrium-root .atrium-list__quota{display:grid;margin:var(--atrium-space-3) 0}.atrium-root .atrium-list__quota>*{grid-area:1/1;min-width:0}.atrium-root .atrium-list__quota [aria-hidden=true]{visibility:hidden}.atrium-root .atrium-list__quota p{margin:0}.atrium-root .atrium-list__usage{display:flex;align-items:center;color:var(--atrium-muted)}
.atrium-root .atrium-list .atrium-list__title{display:flex;align-items:center;gap:var(--atrium-space-2);flex:1;min-width:0;margin:0;overflow-wrap:anywhere}.atrium-root .atrium-list__title>.atrium-icon>svg{width:.8em;height:.8em;color:var(--atrium-muted)}
.atrium-root .atrium-export{display:inline-flex;align-items:center;flex-wrap:wrap;gap:var(--atrium-space-1) var(--atrium-space-3)}
.atrium-root .atrium-export__progress:empty{display:none}
.atrium-root .atrium-list__toolbar{display:flex;align-items:flex-end;gap:var(--atrium-space-3);flex-wrap:wrap;margin:var(--atrium-space-3) 0}
.atrium-root .atrium-layouts{display:inline-flex;border:1px solid var(--atrium-control-border);border-radius:var(--atrium-radius);overflow:hidden;background:var(--atrium-surface)}
.atrium-root .atrium-layouts label{display:inline-flex;align-items:center;gap:.375rem;min-height:calc(var(--atrium-control-height) - 2px);padding:0 var(--atrium-space-3);cursor:pointer}
.atrium-root .atrium-layouts label+label{border-left:1px solid var(--atrium-control-border)}
.atrium-root .atrium-layouts label:has(:checked){background:var(--atrium-accent-soft);color:var(--atrium-accent-strong);font-weight:600}
.atrium-root .atrium-filters{display:flex;gap:var(--atrium-space-2) var(--atrium-space-3);flex-wrap:wrap;align-items:flex-end;margin-bottom:var(--atrium-space-3)}
.atrium-root .atrium-list__body{position:relative;max-width:100%;overflow-x:auto;background:var(--atrium-surface);border:1px solid var(--atrium-border);border-radius:var(--atrium-radius-lg)}
.atrium-root .atrium-list__body:not(:has(>.atrium-table)){background:transparent;border:0}
.atrium-root .atrium-list__body[aria-busy=true] :is(tbody,.atrium-board,.atrium-calendar-grid,.atrium-timeline-body){opacity:.55;transition:opacity .15s}
.atrium-root .atrium-list .atrium-table{width:100%;margin:0;border:0;border-collapse:collapse;background:transparent;font-size:var(--atrium-font-size)}
.atrium-root .atrium-list .atrium-table :is(th,td){text-align:left;vertical-align:middle;padding:.5rem .75rem;border:0;border-bottom:1px solid var(--atrium-border);background:transparent;color:inherit}
.atrium-root .atrium-list .atrium-table thead th{font-size:var(--atrium-font-size-sm);font-weight:600;color:var(--atrium-muted);white-space:nowrap;background:var(--atrium-subtle)}
.atrium-root .atrium-list .atrium-table tbody tr:last-child td{border-bottom:0}
.atrium-root .atrium-list .atrium-table tbody tr:hover td{background:var(--atrium-subtle)}
.atrium-root .atrium-list .atrium-table tbody tr:has(>td>input:checked) td{background:var(--atrium-accent-soft)}
.atrium-root .atrium-list .atrium-table__sort{display:inline-flex;align-items:center;gap:.25rem;min-height:0;border:0;background:transparent;font:inherit;font-weight:600;cursor:pointer;padding:0;color:inherit}
.atrium-root .atrium-list .atrium-table__sort-icon{width:1em;opacity:.4}
.atrium-root .atrium-list .atrium-table__number .atrium-table__sort-icon{order:-1}
.atrium-root .atrium-list .atrium-table__sort-icon::before{content:"↕"}
.atrium-root .atrium-list :is(:hover,:focus-visible)>.atrium-table__sort-icon{opacity:.85}
.atrium-root .atrium-list [aria-sort$=ing] .atrium-table__sort-icon{opacity:1;color:var(--atrium-accent)}
.atrium-root .atrium-list [aria-sort^=a] .atrium-table__sort-icon::before{content:"↑"}
.atrium-root .atrium-list [aria-sort^=d] .atrium-table__sort-icon::before{content:"↓"}
.atrium-root .atrium-list .atrium-table:has(>colgroup){table-layout:fixed}.atrium-root .atrium-list .atrium-table:has(>colgroup) td{overflow-wrap:anywhere}
.atrium-root .atrium-list .atrium-table:has(>colgroup) :is(td[class],.atrium-nowrap){white-space:normal}
.atrium-root .atrium-list .atrium-table :is(.atrium-table__actions,.atrium-table__number){white-space:nowrap;text-align:right}
.atrium-root .atrium-list .atrium-table :is(.atrium-table__nowrap,.atrium-nowrap){white-space:nowrap}.atrium-root .atrium-list .atrium-table .atrium-table__text{overflow-wrap:anywhere}
.atrium-root .atrium-list .atrium-table .atrium-table__number{font-variant-numeric:tabular-nums}.atrium-root .atrium-list .atrium-table__widest{display:block;height:0;overflow:hidden;visibility:hidden;white-space:pre;font-size:var(--atrium-font-size);font-weight:400}.atrium-root .atrium-list .atrium-table__widest::before{content:attr(data-widest)}
@media (min-width:768px){.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed) :is(.atrium-table__select,.atrium-table__actions-head){width:1px}
.atrium-root .atrium-list :where(.atrium-table:not(.atrium-table--windowed)) :is(td.atrium-table__actions,th.atrium-table__actions-head){position:sticky;right:0}
.atrium-root .atrium-list :where(.atrium-table:not(.atrium-table--windowed)) td.atrium-table__actions{background:var(--atrium-surface)}
.atrium-root .atrium-list__body[data-overflow] :is(td.atrium-table__actions,th.atrium-table__actions-head){box-shadow:-12px 0 10px -10px rgb(0 0 0/.32)}
.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed)>tbody>tr:focus-visible{outline:0}
.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed)>tbody>tr:focus-visible>td{box-shadow:inset 0 2px var(--atrium-focus),inset 0 -2px var(--atrium-focus)}
.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed)>tbody>tr:focus-visible>td:first-child{box-shadow:inset 2px 2px var(--atrium-focus),inset 0 -2px var(--atrium-focus)}
.atrium-root .atrium-list .atrium-table:not(.atrium-table--windowed)>tbody>tr:focus-visible>td:last-child{box-shadow:inset 0 2px var(--atrium-focus),inset -2px -2px var(--atrium-focus)}}
.atrium-root .atrium-list .atrium-table__actions :is(button,a,.atrium-table__slot){min-height:2rem;border:0;background:none;padding:.25rem .5rem;color:var(--atrium-accent);font-weight:500}
.atrium-root .atrium-list .atrium-table__slot{visibility:hidden}.atrium-root .atrium-list .atrium-table__actions>:is(a,.atrium-table__slot){display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;border-radius:var(--atrium-radius);font-size:var(--atrium-font-size);line-height:1.2;white-space:nowrap;text-decoration:none}
.atrium-root .atrium-list .atrium-table__actions :is(button,a):hover{background:var(--atrium-accent-soft)}
.atrium-root .atrium-skeleton{display:block;height:.9rem;border-radius:.25rem;background:var(--atrium-subtle);animation:atrium-pulse 1.2s ease-in-out .4s infinite}
.atrium-root [data-sample]{display:inline;height:auto;color:transparent;background:linear-gradient(var(--atrium-subtle) 0 0) 0 50%/100% .9rem no-repeat}.atrium-root [data-sample]::before{content:attr(data-sample)}
.atrium-root .atrium-filters__loading{width:12rem;height:2rem}
.atrium-root .atrium-layout-loading{display:grid;gap:.5rem;padding:.5rem 0}
@keyframes atrium-pulse{50%{opacity:.5}}
@media (prefers-reduced-motion:reduce){.atrium-root .atrium-skeleton{animation:none}}
.atrium-root .atrium-list__empty,.atrium-root .atrium-list__error{padding:var(--atrium-space-6) var(--atrium-space-4);text-align:center;color:var(--atrium-muted)}
.atrium-root .atrium-pagination{display:flex;align-items:center;gap:var(--atrium-space-2);flex-wrap:wrap;margin:var(--atrium-space-3) 0}
.atrium-root .atrium-pagination__pages{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem;list-style:none;margin:0;padding:0}
.atrium-root .atrium-pagination li{list-style:none;margin:0;padding:0}
.atrium-root .atrium-pagination .atrium-pagination__pages button{min-width:var(--atrium-control-height);padding:0 .5rem}
.atrium-root .atrium-pagination [aria-current=page]{background:var(--atrium-accent-soft);border-color:var(--atrium-accent);color:var(--atrium-accent-strong);font-weight:700}
.atrium-root .atrium-pagination__total{color:var(--atrium-muted)}
.atrium-root .atrium-pagination__size{display:inline-flex;align-items:center;gap:var(--atrium-space-2);margin-inline-start:auto}
.atrium-root .atrium-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`
