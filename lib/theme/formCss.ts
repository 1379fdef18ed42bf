/**
 * Generated forms: the label above its control, a required marker, help under the control, one
 * control width, errors in the error colour with a mark, a summary linking the fields at the top,
 * read-only values that do not look editable, and the notices of a held or restored save. Drawn
 * by the form's own (on-demand) code, in the commit that draws the form: a list's start carries
 * none of it. The form's foot (Save, Cancel, Delete) sticks to the bottom of a frame, and of the
 * window on a page (above the phone bar) while the form's end is below it; fields and the summary keep a little air
 * when scrolled to (AdminLayout's page pads its top bar and phone bar: adminLayoutStyles) and keep clear of that foot,
 * and the notices are moved above it (`useNoticesAbove` measures how far). Stuck over fields, the foot casts a shade
 * on them (a scroll-state query: none at the form's end). A constant, never data.
 */
export const formCss = `
.atrium-root .atrium-form{display:flex;flex-direction:column;gap:var(--atrium-space-4);max-width:var(--atrium-field-width)}
.atrium-root .atrium-frame .atrium-form{max-width:none}
.atrium-root .atrium-field{display:flex;flex-direction:column;gap:var(--atrium-space-1);min-width:0}
.atrium-root .atrium-field>label{display:block;font-weight:600;font-size:var(--atrium-font-size-sm);color:var(--atrium-text)}
.atrium-root .atrium-field--required>label::after{content:"*" / "";margin-inline-start:.2em;color:var(--atrium-danger);font-weight:700}
.atrium-root .atrium-field :is(input:not([type=checkbox],[type=radio]),select,textarea,.atrium-file){width:100%}
.atrium-root .atrium-color{display:flex;gap:var(--atrium-space-2)}.atrium-root .atrium-field .atrium-color input[type=color]{flex:none;width:3rem;padding:.25rem;cursor:pointer}
.atrium-root .atrium-color [data-empty]::-webkit-color-swatch{background:linear-gradient(to top right,#0000 calc(50% - 1px),currentColor 0 calc(50% + 1px),#0000 0)!important}
.atrium-root .atrium-color [data-empty]::-moz-color-swatch{background:linear-gradient(to top right,#0000 calc(50% - 1px),currentColor 0 calc(50% + 1px),#0000 0)!important}
.atrium-root .atrium-field textarea{min-height:7rem;resize:vertical}
.atrium-root .atrium-field--boolean{flex-direction:row;flex-wrap:wrap;align-items:center;column-gap:var(--atrium-space-2)}
.atrium-root .atrium-field--boolean>label{order:2;font-weight:500;font-size:var(--atrium-font-size)}
.atrium-root .atrium-field--boolean input{order:1}
.atrium-root .atrium-field--boolean :is(.atrium-field__help,.atrium-field__error){order:3;flex-basis:100%}
.atrium-root .atrium-field__help{margin:0;font-size:var(--atrium-font-size-sm);color:var(--atrium-muted)}
.atrium-root .atrium-field__count{margin:0;font-size:var(--atrium-font-size-sm);color:var(--atrium-muted);text-align:end;font-variant-numeric:tabular-nums}.atrium-root .atrium-field__count--over{color:var(--atrium-danger);font-weight:600}
.atrium-root .atrium-field__error{display:flex;gap:.375rem;align-items:baseline;margin:0;font-size:var(--atrium-font-size-sm);font-weight:600;color:var(--atrium-danger)}
.atrium-root :is(.atrium-field__error,.atrium-form__error)::before{content:"!";flex:none;display:inline-grid;place-items:center;width:1.1em;height:1.1em;border-radius:50%;background:var(--atrium-danger);color:var(--atrium-on-danger);font-size:.8em;font-weight:700;line-height:1}
.atrium-root .atrium-field [aria-invalid=true]{border-color:var(--atrium-danger);border-width:2px;box-shadow:0 0 0 3px var(--atrium-danger-soft)}
.atrium-root .atrium-field :is(input,textarea):read-only:not([type=checkbox],[type=radio],[type=file],[type=color]),.atrium-root .atrium-field :is(input,select,textarea):disabled{border-style:dashed;border-color:var(--atrium-border);background:var(--atrium-subtle);color:var(--atrium-muted);cursor:default}
.atrium-root .atrium-form__error{display:flex;gap:var(--atrium-space-2);align-items:baseline;padding:var(--atrium-space-3) var(--atrium-space-4);border:1px solid var(--atrium-danger);border-left-width:4px;border-radius:var(--atrium-radius);background:var(--atrium-danger-soft);color:var(--atrium-text)}
.atrium-root .atrium-form__error::before{position:relative;top:.15em}
.atrium-root .atrium-form__error>div>p{margin:0 0 .25rem;font-weight:600}
.atrium-root .atrium-form__error ul{margin:.25rem 0 0;padding-inline-start:1.1rem}
.atrium-root .atrium-form__error a{color:var(--atrium-danger);font-weight:600}
.atrium-root .atrium-form__actions{display:flex;flex-wrap:wrap;gap:var(--atrium-space-3);padding-top:var(--atrium-space-4);border-top:1px solid var(--atrium-border)}
.atrium-root .atrium-frame .atrium-form__actions{position:sticky;bottom:calc(-1*var(--atrium-space-4));margin:0 calc(-1*var(--atrium-space-4));padding:var(--atrium-space-3) var(--atrium-space-4);background:var(--atrium-surface)}
.atrium-root .atrium-form__delete{margin-inline-start:auto}
.atrium-root .atrium-form__hold{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;padding:.625rem .75rem;margin:0 0 1rem;border:1px solid var(--atrium-warning);border-left-width:4px;border-radius:var(--atrium-radius);background:var(--atrium-warning-soft);color:var(--atrium-text)}
.atrium-root .atrium-form__hold p{flex:1 1 14rem;margin:0;line-height:1.45}
.atrium-root .atrium-form__hold .atrium-form__retried{flex-basis:100%;font-size:var(--atrium-font-size-sm);color:var(--atrium-muted)}
.atrium-root .atrium-form__hold--maybe-saved p{flex-basis:100%}
.atrium-root .atrium-form__hold-actions{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem}
.atrium-root .atrium-form__hold-actions a{overflow-wrap:anywhere;font-weight:600}
.atrium-root .atrium-form__new-tab{font-weight:400;font-size:var(--atrium-font-size-sm)}
.atrium-root .atrium-form__restored{padding:.5rem .75rem;margin:0 0 1rem;border:1px solid var(--atrium-accent);border-left-width:4px;border-radius:var(--atrium-radius);background:var(--atrium-accent-soft)}
.atrium-root .atrium-form :where(.atrium-form__error,.atrium-form__hold,input,select,textarea){scroll-margin:.75rem 0 1rem}
.atrium-root .atrium-frame .atrium-form :where(.atrium-form__error,.atrium-form__hold,input,select,textarea){scroll-margin-bottom:5.5rem}
@media (max-width:767.98px){.atrium-root .atrium-form{max-width:none}}
.atrium-root .atrium-page .atrium-form__actions{position:sticky;bottom:0;z-index:3;padding-bottom:var(--atrium-space-3);background:var(--atrium-bg);container-type:scroll-state}
.atrium-root .atrium-page .atrium-form__actions::before{content:"";position:absolute;inset:auto 0 100% 0;height:.75rem;background:linear-gradient(to top,light-dark(#0000001f,#00000080),transparent);opacity:0;pointer-events:none}
@container scroll-state(stuck:bottom){.atrium-root .atrium-page .atrium-form__actions::before{opacity:1}}
.atrium-root .atrium-page .atrium-form :where(.atrium-form__error,.atrium-form__hold,input,select,textarea){scroll-margin-bottom:5.5rem}
:root:has(.atrium-page .atrium-form__actions) .atrium-root .atrium-notices{translate:0 calc(-1*var(--atrium-notices-above,0px))}
@media (max-width:61.98rem){:root:has(.atrium-page .atrium-form__actions):has(.atrium-frame) .atrium-root .atrium-notices{translate:none}}
@media (max-width:767.98px){.atrium-root .atrium-admin .atrium-page .atrium-form__actions{bottom:calc(3.5rem + env(safe-area-inset-bottom))}}
`
