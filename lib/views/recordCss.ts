/**
 * The record views' own rules (their header, the read view's fields and its "deleted elsewhere", the
 * delete view's actions — in a frame at its end as the leave question's, stacked on a phone — and refusal, the create
 * view's way back once its quota is reached): drawn by RecordHeader, which every record view draws, so they load with the views' code.
 */
export const recordCss = `
.atrium-root .atrium-view__header{display:flex;flex-wrap:wrap;align-items:center;gap:var(--atrium-space-3);margin-bottom:var(--atrium-space-4)}
.atrium-root .atrium-view__header h1{flex:1 1 auto;margin:0}
.atrium-root .atrium-view__description{flex-basis:100%;margin:0;color:var(--atrium-muted)}
.atrium-root :is(.atrium-view__actions,.atrium-record__actions){display:flex;flex-wrap:wrap;gap:var(--atrium-space-2)}
.atrium-root .atrium-view__actions{margin-top:var(--atrium-space-5)}
.atrium-root .atrium-record__fields{display:grid;grid-template-columns:minmax(8rem,12rem) minmax(0,1fr);gap:0 var(--atrium-space-4);margin:0 0 var(--atrium-space-4);padding:var(--atrium-space-2) var(--atrium-space-4);background:var(--atrium-surface);border:1px solid var(--atrium-border);border-radius:var(--atrium-radius-lg)}
.atrium-root .atrium-record__field{display:contents}
.atrium-root .atrium-record__field :is(dt,dd){margin:0;padding:var(--atrium-space-2) 0;border-bottom:1px solid var(--atrium-border);overflow-wrap:anywhere}
.atrium-root .atrium-record__field dt{color:var(--atrium-muted);font-weight:500}
.atrium-root .atrium-record__field:last-child :is(dt,dd){border-bottom:0}
.atrium-root .atrium-delete__refused{color:var(--atrium-danger)}
.atrium-root .atrium-create__back{margin:var(--atrium-space-4) 0 0}
.atrium-root .atrium-frame .atrium-delete__actions{justify-content:flex-end}
.atrium-root .atrium-read__gone{margin:0 0 var(--atrium-space-4);padding:.625rem .75rem;border:1px solid var(--atrium-warning);border-left-width:4px;border-radius:var(--atrium-radius);background:var(--atrium-warning-soft)}
@media (max-width:767.98px){.atrium-root .atrium-record__fields{grid-template-columns:minmax(0,1fr)}.atrium-root .atrium-record__field dt{padding-bottom:0;border:0}}
@media (max-width:30rem){.atrium-root .atrium-frame .atrium-delete__actions{flex-direction:column-reverse}.atrium-root .atrium-frame .atrium-delete__actions button{width:100%}}
`
