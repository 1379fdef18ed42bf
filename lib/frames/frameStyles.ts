/**
 * Styles of the built-in frames (dialog, drawer, the leave confirmation); colours and sizes from
 * the `--atrium-*` tokens. Controls are styled by the theme's controlsCss, the page a view is drawn
 * on by pageStyles. Drawn by the frames' own (on-demand) code. A constant, never data.
 */
export const frameStyles = `
.atrium-root .atrium-backdrop{position:fixed;inset:0;background:var(--atrium-backdrop);z-index:40}
.atrium-root .atrium-frame{position:fixed;z-index:41;background:var(--atrium-surface);color:var(--atrium-text);font-family:var(--atrium-font);line-height:var(--atrium-line-height);box-shadow:var(--atrium-shadow-lg);display:flex;flex-direction:column;outline:none}
.atrium-root .atrium-frame__header{display:flex;align-items:center;gap:.5rem;padding:.75rem 1rem;border-bottom:1px solid var(--atrium-border);touch-action:none;flex:none}
.atrium-root .atrium-frame .atrium-frame__title{flex:1;min-width:0;margin:0;font-size:1.15rem;overflow-wrap:anywhere}
.atrium-root .atrium-frame .atrium-frame__close{flex:none;min-width:2.5rem;min-height:2.5rem;padding:0;border:0;border-radius:var(--atrium-radius);background:transparent;font-size:1.5rem;line-height:1;color:inherit}
.atrium-root .atrium-frame .atrium-frame__close:hover{background:var(--atrium-subtle);color:inherit}
.atrium-root .atrium-frame__body{overflow:auto;overscroll-behavior:contain;padding:var(--atrium-space-4);flex:1;min-height:0}
.atrium-root .atrium-dialog{top:50%;left:50%;transform:translate(-50%,-50%);width:min(40rem,calc(100vw - 2rem));max-height:calc(100vh - 2rem);border-radius:var(--atrium-radius-lg)}
.atrium-root .atrium-drawer[data-placement=right]{top:0;right:0;height:100%;width:min(36rem,100vw);max-width:100vw;box-sizing:border-box;animation:atrium-in-right .2s ease-out}
.atrium-root .atrium-drawer[data-placement=bottom]{left:0;right:0;bottom:0;max-height:min(85vh,calc(100dvh - 1rem));box-sizing:border-box;border-radius:var(--atrium-radius-lg) var(--atrium-radius-lg) 0 0;animation:atrium-in-bottom .2s ease-out}
@keyframes atrium-in-right{from{transform:translateX(100%)}to{transform:none}}
@keyframes atrium-in-bottom{from{transform:translateY(100%)}to{transform:none}}
@media (prefers-reduced-motion:reduce){.atrium-root .atrium-drawer{animation:none!important}}
.atrium-root .atrium-backdrop--confirm{z-index:50}
.atrium-root .atrium-confirm{box-sizing:border-box;z-index:51;top:50%;left:50%;transform:translate(-50%,-50%);width:min(28rem,calc(100vw - 2rem));max-height:calc(100vh - 2rem);overflow:auto;padding:1.25rem 1.25rem 1rem;border-radius:var(--atrium-radius-lg)}
.atrium-root .atrium-confirm .atrium-confirm__title{margin:0 0 .5rem;font-size:1.15rem}
.atrium-root .atrium-confirm .atrium-confirm__text{margin:0;line-height:1.5;color:var(--atrium-muted)}
.atrium-root .atrium-confirm .atrium-confirm__check{margin-top:.75rem}
.atrium-root .atrium-confirm__actions{display:flex;flex-wrap:wrap-reverse;justify-content:flex-end;gap:.5rem;margin-top:1.25rem}
.atrium-root .atrium-confirm .atrium-confirm__leave{background:var(--atrium-danger);border-color:var(--atrium-danger);color:var(--atrium-on-danger)}
.atrium-root .atrium-confirm .atrium-confirm__stay{font-weight:600}
@media (max-width:30rem){.atrium-root .atrium-confirm__actions{flex-direction:column-reverse}.atrium-root .atrium-confirm__actions button{width:100%}}
`
