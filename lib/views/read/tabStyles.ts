/**
 * Styles of a record's tabs (loaded with them, on demand): a row of tabs over a rule, the selected
 * one underlined in the accent colour, scrolling sideways when they do not fit. A constant, never data.
 */
export const tabStyles = '.atrium-root .atrium-tabs{margin-top:var(--atrium-space-5)}'
  + '.atrium-root .atrium-tabs [role=tablist]{display:flex;gap:var(--atrium-space-1);margin-bottom:var(--atrium-space-4);border-bottom:1px solid var(--atrium-border);overflow-x:auto;scrollbar-width:thin}'
  + '.atrium-root .atrium-tabs [role=tab]{flex:none;min-height:2.75rem;margin:0 0 -1px;padding:0 var(--atrium-space-3);border:0;border-bottom:2px solid transparent;border-radius:0;background:none;color:var(--atrium-muted);font:inherit;font-weight:600;cursor:pointer}'
  + '.atrium-root .atrium-tabs [role=tab]:hover{color:var(--atrium-text)}'
  + '.atrium-root .atrium-tabs [role=tab][aria-selected=true]{border-bottom-color:var(--atrium-accent);color:var(--atrium-accent-strong)}'
  + '.atrium-root .atrium-tabs [role=tab]:focus-visible{outline:2px solid var(--atrium-focus);outline-offset:-2px}'
  + '.atrium-root .atrium-tabs [role=tabpanel]:focus-visible{outline:2px solid var(--atrium-focus);outline-offset:2px}'
