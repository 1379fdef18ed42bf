/**
 * The CSS of the board, calendar and timeline layouts. A constant, never built
 * from API data: `LayoutStyles` renders it once per document. Colours read
 * `--atrium-*` custom properties so a host theme can override them.
 */
export const layoutCss = `
.atrium-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.atrium-layout-toolbar{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin-block-end:.75rem}
.atrium-layout-toolbar-title{margin:0 auto 0 0;font-size:1.1rem}
.atrium-layout-button{font:inherit;padding:.25rem .75rem;border:1px solid var(--atrium-border,#c8ccd2);border-radius:.375rem;background:var(--atrium-surface,#fff);cursor:pointer}
.atrium-layout-button[aria-pressed="true"]{background:var(--atrium-accent,#2457d6);color:var(--atrium-on-accent,#fff)}
.atrium-link-button{font:inherit;padding:0;border:0;background:none;color:inherit;text-align:start;cursor:pointer;text-decoration:underline}
.atrium-board{display:flex;gap:.75rem;overflow-x:auto;padding-block-end:.5rem}
.atrium-board--full-width,.atrium-calendar--full-width,.atrium-timeline--full-width{width:100%}
.atrium-board-column{flex:1 0 15rem;display:flex;flex-direction:column;padding:.5rem;border-radius:.5rem;background:var(--atrium-subtle,#f1f3f5)}
.atrium-board-column--over{outline:2px dashed var(--atrium-accent,#2457d6)}
.atrium-board-column-heading{display:flex;justify-content:space-between;margin:0 0 .5rem;font-size:1rem}
.atrium-board-count{font-weight:normal;opacity:.7}
.atrium-board-cards{flex:1;list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem;min-height:3rem}
.atrium-board-card{padding:.5rem;border:1px solid var(--atrium-border,#c8ccd2);border-radius:.375rem;background:var(--atrium-surface,#fff)}
.atrium-board-card[draggable="true"]{cursor:grab}
.atrium-board-card--pending{opacity:.7}
.atrium-board-card-fields{margin:.25rem 0 0;font-size:.85rem}
.atrium-board-card-fields div{display:flex;gap:.25rem}
.atrium-board-card-fields dt{opacity:.7}
.atrium-board-card-fields dd{margin:0;min-width:0;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}
.atrium-board-move{margin-block-start:.25rem;font-size:.85rem}
.atrium-board-move ul{list-style:none;margin:.25rem 0 0;padding:0;display:flex;flex-direction:column;gap:.25rem}
.atrium-calendar-row{display:grid;grid-template-columns:repeat(7,minmax(0,1fr))}
.atrium-calendar--day .atrium-calendar-row{grid-template-columns:minmax(0,1fr)}
.atrium-calendar-columnheader{padding:.25rem;font-size:.85rem;text-align:center;opacity:.7}
.atrium-calendar-cell{min-height:6rem;padding:.25rem;border:1px solid var(--atrium-border,#e1e4e8);display:flex;flex-direction:column;gap:.125rem;cursor:pointer;overflow:hidden}
.atrium-calendar--week .atrium-calendar-cell,.atrium-calendar--day .atrium-calendar-cell{min-height:18rem}
.atrium-calendar-cell--outside{background:var(--atrium-subtle,#f1f3f5)}
.atrium-calendar-cell--outside .atrium-calendar-day-number{color:var(--atrium-text-muted,#57606a)}
.atrium-calendar-cell--today .atrium-calendar-day-number{font-weight:bold;color:var(--atrium-accent,#2457d6)}
.atrium-calendar-cell:focus{outline:2px solid var(--atrium-accent,#2457d6);outline-offset:-2px}
.atrium-calendar-day-number{align-self:flex-start;font:inherit;font-size:.85rem;padding:0 .25rem;border:0;background:none;cursor:pointer}
.atrium-calendar-event{font:inherit;font-size:.8rem;padding:.125rem .375rem;border:0;border-radius:.25rem;background:var(--atrium-accent,#2457d6);color:var(--atrium-on-accent,#fff);text-align:start;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;cursor:pointer}
.atrium-calendar-event--continued{border-start-start-radius:0;border-end-start-radius:0}
.atrium-calendar-event--continues{border-start-end-radius:0;border-end-end-radius:0}
.atrium-timeline-scroll{overflow-x:auto}
.atrium-timeline-body{min-width:calc(var(--atrium-timeline-days) * 3rem + 10rem)}
.atrium-timeline-header,.atrium-timeline-row{display:grid;grid-template-columns:10rem minmax(0,1fr);border-block-end:1px solid var(--atrium-border,#e1e4e8)}
.atrium-timeline-days{display:grid;grid-template-columns:repeat(var(--atrium-timeline-days),minmax(0,1fr));margin:0;padding:0;list-style:none}
.atrium-timeline-day{padding:.25rem;font-size:.8rem;text-align:center;border-inline-start:1px solid var(--atrium-border,#e1e4e8)}
.atrium-timeline-day--today{font-weight:bold;color:var(--atrium-accent,#2457d6)}
.atrium-timeline-row-header{padding:.25rem .5rem;font-weight:600;overflow:hidden;text-overflow:ellipsis}
.atrium-timeline-track{position:relative;height:calc(var(--atrium-row-lanes) * 2rem + .5rem)}
.atrium-timeline-bar{position:absolute;box-sizing:border-box;inset-inline-start:calc(var(--atrium-bar-left) / var(--atrium-timeline-days) * 100%);width:calc(var(--atrium-bar-width) / var(--atrium-timeline-days) * 100%);top:calc(var(--atrium-bar-lane) * 2rem + .25rem);height:1.75rem;font:inherit;font-size:.8rem;padding:0 .5rem;border:0;border-radius:.375rem;background:var(--atrium-accent,#2457d6);color:var(--atrium-on-accent,#fff);text-align:start;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;cursor:pointer}
.atrium-timeline-bar--clipped-start{border-start-start-radius:0;border-end-start-radius:0}
.atrium-timeline-bar--clipped-end{border-start-end-radius:0;border-end-end-radius:0}
`
