/** Height (px) of a row of a windowed table: one line of text or a button, with the cells' padding (WindowedRows' ROW_ESTIMATE). */
export const WINDOWED_ROW_HEIGHT = 41

/**
 * Styles of a windowed table (more than `WINDOW_FROM` rows): it scrolls in its own window under a
 * sticky header, with fixed column widths so columns do not move as rows are drawn and dropped, and
 * one-line rows of one height, so the rows not drawn take exactly the room they will take once drawn
 * (a jump to a far row lands on it): the cells' padding is cut to what the row actions' buttons
 * (2rem) leave of that height, above the list's own cell rule. A constant, never data.
 */
export const tableWindowStyles = `
.atrium-table__window{overflow:auto;height:max(20rem,calc(100dvh - 14rem));overscroll-behavior:contain;contain:strict}
.atrium-table--windowed{table-layout:fixed;min-width:44rem}
.atrium-table--windowed .atrium-table__select{width:2.5rem}
.atrium-table--windowed .atrium-table__actions-head{width:12rem}
.atrium-table--windowed tbody tr{height:${WINDOWED_ROW_HEIGHT}px}
.atrium-root .atrium-list .atrium-table.atrium-table--windowed tbody td{padding-block:.25rem}
.atrium-table--windowed td{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.atrium-table--windowed thead th{position:sticky;top:0;z-index:1;background:var(--atrium-surface,#fff)}
.atrium-root .atrium-list .atrium-table--windowed tr[data-index]:focus-visible{outline:2px solid var(--atrium-focus,#2b59c3);outline-offset:-2px}
`
