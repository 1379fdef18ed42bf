/**
 * The page a view is drawn on (width, margins, full width) and the offline notice over a view.
 * Drawn with the views at start. A constant, never data.
 */
export const pageStyles = `
.atrium-root .atrium-page{margin:0 auto;max-width:var(--atrium-page-width);padding:0 var(--atrium-page-margin);box-sizing:border-box}
.atrium-root .atrium-page:focus{outline:none}
.atrium-root .atrium-page--full{max-width:none}
.atrium-root .atrium-offline{padding:.5rem .75rem;margin:0 var(--atrium-page-margin) .75rem;border:1px solid var(--atrium-warning);border-radius:var(--atrium-radius);background:var(--atrium-warning-soft);color:var(--atrium-text)}.atrium-root .atrium-offline__short{display:none}
`
