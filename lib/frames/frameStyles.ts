/**
 * Styles of the built-in frames and of the views' controls; themeable through CSS variables. A
 * constant, never data. Control rules have the lowest specificity a host's own rules override;
 * controls in table bodies are left to the table's cheaper rules (listStyles), so a 1,000-row list
 * does not pay for them.
 */
export const frameStyles = `
.atrium-backdrop{position:fixed;inset:0;background:var(--atrium-backdrop,rgba(15,23,42,.45));z-index:40}
.atrium-frame{position:fixed;z-index:41;background:var(--atrium-surface,#fff);color:var(--atrium-text,#111827);box-shadow:0 10px 40px rgba(0,0,0,.25);display:flex;flex-direction:column;outline:none}
.atrium-frame__header{display:flex;align-items:center;gap:.5rem;padding:.75rem 1rem;border-bottom:1px solid var(--atrium-border,#e5e7eb);touch-action:none}
.atrium-frame__title{flex:1;margin:0;font-size:1.1rem}
.atrium-frame__close{border:0;background:transparent;font-size:1.4rem;line-height:1;cursor:pointer;padding:.25rem .5rem;color:inherit}
.atrium-frame__body{overflow:auto;padding:1rem;flex:1}
.atrium-dialog{top:50%;left:50%;transform:translate(-50%,-50%);width:min(40rem,calc(100vw - 2rem));max-height:calc(100vh - 2rem);border-radius:var(--atrium-radius,.5rem)}
.atrium-drawer[data-placement=right]{top:0;right:0;height:100%;width:min(32rem,100vw);animation:atrium-in-right .2s ease-out}
.atrium-drawer[data-placement=bottom]{left:0;right:0;bottom:0;max-height:85vh;border-radius:var(--atrium-radius,.5rem) var(--atrium-radius,.5rem) 0 0;animation:atrium-in-bottom .2s ease-out}
@keyframes atrium-in-right{from{transform:translateX(100%)}to{transform:none}}
@keyframes atrium-in-bottom{from{transform:translateY(100%)}to{transform:none}}
@media (prefers-reduced-motion:reduce){.atrium-drawer{animation:none!important}}
.atrium-page{margin:0 auto;max-width:var(--atrium-page-width,72rem);padding:0 var(--atrium-page-margin,1rem)}
.atrium-page:focus{outline:none}
.atrium-page--full{max-width:none}
:where(.atrium-page,.atrium-frame) :where(button,input,select,textarea):not(tbody *){font:inherit;color:inherit}
:where(.atrium-page,.atrium-frame) :where(button,input:not([type=checkbox],[type=radio]),select,textarea):not(tbody *){padding:.375rem .75rem;border:1px solid var(--atrium-border,#d1d5db);border-radius:var(--atrium-radius,6px);background:var(--atrium-surface,#fff)}
:where(.atrium-page,.atrium-frame) :where(button){cursor:pointer}
:where(.atrium-page,.atrium-frame) :where(button:hover):not(tbody *){border-color:var(--atrium-accent,#2b59c3)}
:where(.atrium-page,.atrium-frame) :where(button[type=submit],button.atrium-create):not(tbody *){background:var(--atrium-accent,#2b59c3);border-color:transparent;color:#fff}
:where(.atrium-page,.atrium-frame) :where(button:disabled){opacity:.55;cursor:default}
:where(.atrium-page,.atrium-frame) :where(button,input,select,textarea,a):focus-visible{outline:2px solid var(--atrium-accent,#2b59c3);outline-offset:1px}
.atrium-backdrop--confirm{z-index:50}
.atrium-confirm{box-sizing:border-box;z-index:51;top:50%;left:50%;transform:translate(-50%,-50%);width:min(28rem,calc(100vw - 2rem));max-height:calc(100vh - 2rem);overflow:auto;padding:1.25rem 1.25rem 1rem;border-radius:var(--atrium-radius,.5rem)}
.atrium-confirm__title{margin:0 0 .5rem;font-size:1.15rem}
.atrium-confirm__text{margin:0;line-height:1.5;color:var(--atrium-muted,#4b5563)}
.atrium-confirm__actions{display:flex;flex-wrap:wrap-reverse;justify-content:flex-end;gap:.5rem;margin-top:1.25rem}
.atrium-confirm .atrium-confirm__leave{background:var(--atrium-danger,#b42318);border-color:transparent;color:#fff}
.atrium-confirm .atrium-confirm__stay{font-weight:600}
@media (max-width:30rem){.atrium-confirm__actions{flex-direction:column-reverse}.atrium-confirm__actions button{width:100%}}
.atrium-offline{padding:.5rem .75rem;margin:0 0 .75rem;border:1px solid #b45309;border-radius:4px;background:#fffbeb;color:#78350f}
.atrium-form__hold{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;padding:.625rem .75rem;margin:0 0 1rem;border:1px solid #b45309;border-left-width:4px;border-radius:var(--atrium-radius,6px);background:#fffbeb;color:#78350f}
.atrium-form__hold p{flex:1 1 14rem;margin:0;line-height:1.45}
.atrium-form__restored{padding:.5rem .75rem;margin:0 0 1rem;border:1px solid var(--atrium-accent,#2b59c3);border-left-width:4px;border-radius:var(--atrium-radius,6px);background:var(--atrium-accent-soft,#e5ecfb)}
`
