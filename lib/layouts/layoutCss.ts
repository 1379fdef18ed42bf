/**
 * The CSS of the board, calendar and timeline layouts. A constant, never built
 * from API data: `LayoutStyles` renders it once per document. Colours read
 * `--atrium-*` custom properties so a host theme can override them. What opens a record (a card's title, an event, a
 * bar) is drawn alike as a link or a button (`RecordOpener`): each rule sets what the page's rules for either give.
 * A timeline bar that goes on past the range shown is square and marked with a small arrow on that side (◂ began
 * before it, ▸ ends after it; drawn, not read: its label says its dates).
 */
export const layoutCss = `
.atrium-root .atrium-list .atrium-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.atrium-root .atrium-list .atrium-layout-toolbar{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin-block-end:.75rem}
.atrium-root .atrium-list .atrium-layout-toolbar .atrium-layout-toolbar{margin:0}
.atrium-root .atrium-list .atrium-layout-toolbar-title{margin:0 auto 0 0;font-size:1.1rem}
.atrium-root .atrium-list .atrium-layout-button{font:inherit;padding:.25rem .75rem;border:1px solid var(--atrium-border);border-radius:.375rem;background:var(--atrium-surface);cursor:pointer}
.atrium-root .atrium-list .atrium-layout-button[aria-pressed="true"]{background:var(--atrium-accent);color:var(--atrium-on-accent)}
.atrium-root .atrium-list .atrium-link-button{font:inherit;display:inline-block;min-height:0;font-weight:inherit;padding:0;border:0;background:none;color:inherit;text-align:start;cursor:pointer;text-decoration:underline;text-underline-offset:auto}
.atrium-root .atrium-list .atrium-board{display:flex;gap:.75rem;overflow-x:auto;padding-block-end:.5rem}
.atrium-root .atrium-list .atrium-board--full-width,.atrium-root .atrium-list .atrium-calendar--full-width,.atrium-root .atrium-list .atrium-timeline--full-width{width:100%}
.atrium-root .atrium-list .atrium-board-column{flex:1 1 0;min-width:15rem;display:flex;flex-direction:column;padding:.5rem;border-radius:.5rem;background:var(--atrium-subtle)}
.atrium-root .atrium-list .atrium-board-column--over{outline:2px dashed var(--atrium-accent)}
.atrium-root .atrium-list .atrium-board-column-heading{display:flex;justify-content:space-between;margin:0 0 .5rem;font-size:1rem}
.atrium-root .atrium-list .atrium-board-count{font-weight:normal;opacity:.7}
.atrium-root .atrium-list .atrium-board-cards{flex:1;list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.5rem;min-height:3rem}
.atrium-root .atrium-list .atrium-board-none{margin:0 0 .5rem;color:var(--atrium-muted);font-size:.85rem;line-height:1.5}.atrium-root .atrium-list .atrium-board-none .atrium-link-button{min-height:1.5rem;color:var(--atrium-accent);font-weight:600}
.atrium-root .atrium-list .atrium-board-card{padding:.5rem;border:1px solid var(--atrium-border);border-radius:.375rem;background:var(--atrium-surface)}
.atrium-root .atrium-list .atrium-board-card-title{white-space:normal;overflow-wrap:anywhere}
.atrium-root .atrium-list .atrium-board-card[draggable="true"]{cursor:grab}
.atrium-root .atrium-list .atrium-board-card--pending{opacity:.7}
.atrium-root .atrium-list .atrium-board-card-fields{margin:.25rem 0 0;font-size:.85rem}
.atrium-root .atrium-list .atrium-board-card-fields div{display:flex;gap:.25rem}
.atrium-root .atrium-list .atrium-board-card-fields dt{opacity:.7}
.atrium-root .atrium-list .atrium-board-card-fields dd{margin:0;min-width:0;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}
.atrium-root .atrium-list .atrium-board-move .atrium-layout-button{min-height:0;padding:.125rem .5rem;font-size:.85rem;font-weight:400}
.atrium-root .atrium-list .atrium-board-move{margin-block-start:.25rem;font-size:.85rem}
.atrium-root .atrium-list .atrium-board-move .atrium-layout-button[aria-expanded=true]{background:var(--atrium-accent-soft)}
.atrium-root .atrium-list .atrium-calendar-row{display:grid;grid-template-columns:repeat(7,minmax(0,1fr))}
.atrium-root .atrium-list .atrium-calendar-columnheader{padding:.25rem;font-size:.85rem;text-align:center;opacity:.7}
.atrium-root .atrium-list .atrium-calendar-cell{min-height:6rem;padding:.25rem;border:1px solid var(--atrium-border);display:flex;flex-direction:column;gap:.125rem;cursor:pointer;overflow:hidden}
.atrium-root .atrium-list .atrium-calendar--week .atrium-calendar-cell,.atrium-root .atrium-list .atrium-calendar--day .atrium-calendar-cell{min-height:18rem}
.atrium-root .atrium-list :is(.atrium-calendar--week,.atrium-calendar--day){--atrium-hour-height:3rem}
.atrium-root .atrium-list .atrium-calendar--week .atrium-calendar-cell,.atrium-root .atrium-list .atrium-calendar--day .atrium-calendar-cell{min-height:0}
.atrium-root .atrium-list .atrium-calendar-allday{display:flex;flex-direction:column;gap:.125rem;min-height:calc(var(--atrium-allday-rows,0) * 1.5rem)}
.atrium-root .atrium-list .atrium-calendar-hours{position:relative;height:calc(24 * var(--atrium-hour-height));background:repeating-linear-gradient(to bottom,var(--atrium-border) 0 1px,transparent 1px var(--atrium-hour-height))}
.atrium-root .atrium-list .atrium-calendar-gutter{position:relative;min-width:0}.atrium-root .atrium-list .atrium-calendar-row+.atrium-calendar-row>.atrium-calendar-gutter::before{content:"";display:block;position:sticky;top:0;z-index:2;height:calc(1px + 1.5rem + var(--atrium-allday-rows,0) * 1.5rem + .125rem);background:var(--atrium-bg)}.atrium-root .atrium-list .atrium-calendar-gutter .atrium-calendar-hours{background:none}.atrium-root .atrium-list .atrium-calendar-hour{position:absolute;inset-inline-end:.375rem;top:calc(var(--atrium-hour-index) * var(--atrium-hour-height) + .25rem);font-size:.7rem;line-height:1;color:var(--atrium-muted);white-space:nowrap;pointer-events:none}
.atrium-root .atrium-list .atrium-calendar-hours .atrium-calendar-event{position:absolute;inset-inline-start:calc(100% * var(--atrium-event-column) / var(--atrium-event-columns));width:calc(100% * var(--atrium-event-span) / var(--atrium-event-columns) - 1px);box-shadow:0 0 0 1px var(--atrium-surface);top:calc(var(--atrium-event-start) * var(--atrium-hour-height));height:calc(var(--atrium-event-hours) * var(--atrium-hour-height));min-height:1.4rem;overflow:hidden;font-size:.75rem;line-height:1.2;text-align:start;overflow-wrap:normal;hyphens:auto;container-type:inline-size;z-index:1;display:flex;flex-direction:column;justify-content:flex-start;align-items:stretch}
.atrium-root .atrium-list .atrium-calendar-hours .atrium-calendar-event-text{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:var(--atrium-event-lines);white-space:var(--atrium-event-wrap);overflow:hidden;text-overflow:ellipsis}
.atrium-root .atrium-list .atrium-calendar-event time{white-space:nowrap}.atrium-root .atrium-list .atrium-calendar-hours .atrium-calendar-event time{font-weight:400}
@container (max-width:5.5rem){.atrium-root .atrium-list .atrium-calendar-hours .atrium-calendar-event time{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}.atrium-root .atrium-list .atrium-calendar-hours .atrium-calendar-event-text{margin-inline:-.125rem}}
.atrium-root .atrium-list .atrium-calendar--week .atrium-calendar-row{grid-template-columns:3.5rem repeat(7,minmax(0,1fr))}
.atrium-root .atrium-list .atrium-calendar--day .atrium-calendar-row{grid-template-columns:3.5rem minmax(0,1fr)}
.atrium-root .atrium-list :is(.atrium-calendar--week,.atrium-calendar--day) .atrium-calendar-row+.atrium-calendar-row{max-height:max(20rem,calc(100dvh - 18rem));overflow-y:auto;overscroll-behavior:contain}
.atrium-root .atrium-list :is(.atrium-calendar--week,.atrium-calendar--day) .atrium-calendar-cell{overflow:clip;padding-top:0;gap:0}
.atrium-root .atrium-list :is(.atrium-calendar--week,.atrium-calendar--day) :is(.atrium-calendar-day-number,.atrium-calendar-allday){position:sticky;z-index:2;background:var(--atrium-surface)}
.atrium-root .atrium-list :is(.atrium-calendar--week,.atrium-calendar--day) .atrium-calendar-day-number{top:0;align-self:stretch;height:1.5rem;line-height:1.5rem;text-align:start}
.atrium-root .atrium-list :is(.atrium-calendar--week,.atrium-calendar--day) .atrium-calendar-allday{top:1.5rem;padding-bottom:.125rem;box-shadow:0 1px 0 var(--atrium-border)}
.atrium-root .atrium-list .atrium-calendar-cell--outside{background:var(--atrium-subtle)}
.atrium-root .atrium-list .atrium-calendar-cell--outside .atrium-calendar-day-number{color:var(--atrium-muted)}
.atrium-root .atrium-list .atrium-calendar-cell--today .atrium-calendar-day-number{font-weight:bold;color:var(--atrium-accent)}
.atrium-root .atrium-list .atrium-calendar-cell:focus{outline:2px solid var(--atrium-accent);outline-offset:-2px}
.atrium-root .atrium-list .atrium-calendar-day-number{display:inline-block;min-width:1.5rem;min-height:1.5rem;text-align:center;font-weight:inherit;align-self:flex-start;font:inherit;font-size:.85rem;line-height:1.5rem;padding:0 .25rem;border:0;background:none;cursor:pointer}
.atrium-root .atrium-list .atrium-calendar-event{font:inherit;display:block;box-sizing:border-box;min-height:0;flex:none;font-weight:500;line-height:1.35;font-size:.8rem;padding:.125rem .375rem;border:0;border-radius:.25rem;background:var(--atrium-accent);color:var(--atrium-on-accent);text-align:start;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;cursor:pointer}
.atrium-root .atrium-list .atrium-calendar--month .atrium-calendar-event{white-space:normal;overflow-wrap:break-word}.atrium-root .atrium-list .atrium-calendar--month .atrium-calendar-event-text{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:4;overflow:hidden}.atrium-root .atrium-list .atrium-calendar--month .atrium-calendar-event time{display:block;font-size:.7rem;font-weight:400}
.atrium-root .atrium-list .atrium-calendar-more{font:inherit;font-size:.75rem;font-weight:600;min-height:1.5rem;padding:0 .375rem;border:0;background:none;color:var(--atrium-accent);text-align:start;text-decoration:underline;cursor:pointer;align-self:flex-start}
.atrium-root .atrium-list .atrium-calendar-event--continued{border-start-start-radius:0;border-end-start-radius:0}
.atrium-root .atrium-list .atrium-calendar-event--continues{border-start-end-radius:0;border-end-end-radius:0}
.atrium-root .atrium-list .atrium-calendar--compact .atrium-calendar-cell{min-height:3rem;align-items:center;gap:.125rem;padding:.25rem 0}
.atrium-root .atrium-list .atrium-calendar--compact .atrium-calendar-day-number{align-self:center;min-width:1.75rem;min-height:1.75rem;line-height:1.75rem;padding:0;border-radius:999px;font-size:.9rem}
.atrium-root .atrium-list .atrium-calendar--compact [aria-selected=true] .atrium-calendar-day-number{background:var(--atrium-accent);color:var(--atrium-on-accent);font-weight:700}
.atrium-root .atrium-list .atrium-calendar-dots{display:flex;justify-content:center;gap:3px;min-height:6px}
.atrium-root .atrium-list .atrium-calendar-dot{width:6px;height:6px;border-radius:50%;background:var(--atrium-accent)}
.atrium-root .atrium-list .atrium-calendar-agenda{list-style:none;margin:.75rem 0 0;padding:0;display:flex;flex-direction:column;gap:1rem}
.atrium-root .atrium-list .atrium-list__body[aria-busy=true] .atrium-calendar-agenda{opacity:.55;transition:opacity .15s}
.atrium-root .atrium-list .atrium-calendar-agenda li{list-style:none;margin:0;padding:0}
.atrium-root .atrium-list .atrium-calendar-agenda-head{display:flex;align-items:center;justify-content:space-between;gap:.5rem;margin-bottom:.375rem;padding-bottom:.25rem;border-bottom:1px solid var(--atrium-border)}
.atrium-root .atrium-list .atrium-calendar-agenda-head h3{margin:0;font-size:1rem;color:inherit}
.atrium-root .atrium-list .atrium-calendar-agenda-day--today h3{color:var(--atrium-accent)}
.atrium-root .atrium-list .atrium-calendar-agenda-create{min-width:2.75rem;min-height:2.75rem;padding:0;font-size:1.25rem;line-height:1}
.atrium-root .atrium-list .atrium-calendar-agenda-events{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:.375rem}
.atrium-root .atrium-list .atrium-calendar-agenda-event{font:inherit;display:block;box-sizing:border-box;width:100%;min-height:2.75rem;padding:.375rem .75rem;border:0;border-inline-start:.25rem solid var(--atrium-accent);border-radius:.375rem;background:var(--atrium-accent-soft);color:inherit;text-align:start;text-decoration:none;white-space:normal;overflow-wrap:anywhere}
.atrium-root .atrium-list :is(a,button).atrium-calendar-agenda-event{cursor:pointer}
.atrium-root .atrium-list .atrium-calendar-agenda-time{display:block;font-size:.85rem;color:var(--atrium-muted);font-variant-numeric:tabular-nums}
.atrium-root .atrium-list .atrium-calendar-agenda-title{font-weight:600}
.atrium-root .atrium-list .atrium-calendar-agenda-empty{margin:0;color:var(--atrium-muted);font-size:.9rem}
.atrium-root .atrium-list .atrium-range-empty{position:relative;height:0;z-index:3;pointer-events:none}
.atrium-root .atrium-list .atrium-range-empty__box{position:absolute;inset-inline:0;top:var(--atrium-range-empty-top,6rem);width:max-content;max-width:calc(100% - 2rem);margin-inline:auto;border:1px solid var(--atrium-border);border-radius:var(--atrium-radius-lg);background:var(--atrium-surface);box-shadow:var(--atrium-shadow)}
.atrium-root .atrium-list .atrium-range-empty--inline{height:auto;margin-block-start:.75rem}.atrium-root .atrium-list .atrium-range-empty--inline .atrium-range-empty__box{position:static}
.atrium-root .atrium-list .atrium-range-empty__box :is(a,button,input,select,textarea){pointer-events:auto}
.atrium-root .atrium-list .atrium-range-empty .atrium-list__empty{padding:var(--atrium-space-3) var(--atrium-space-5)}.atrium-root .atrium-list .atrium-range-empty p{margin:0}
.atrium-root .atrium-list .atrium-timeline-scroll{--atrium-timeline-label:10rem;overflow-x:auto;background:linear-gradient(to right,var(--atrium-bg) 40%,transparent) var(--atrium-timeline-label) 0/2rem 100% no-repeat local,linear-gradient(to left,var(--atrium-bg) 40%,transparent) right/2rem 100% no-repeat local,radial-gradient(farthest-side at 0 50%,rgb(0 0 0/.22),transparent) var(--atrium-timeline-label) 0/.875rem 100% no-repeat scroll,radial-gradient(farthest-side at 100% 50%,rgb(0 0 0/.22),transparent) right/.875rem 100% no-repeat scroll}
.atrium-root .atrium-list .atrium-timeline-body{min-width:calc(var(--atrium-timeline-days) * 2.75rem + var(--atrium-timeline-label))}
.atrium-root .atrium-list .atrium-timeline-header,.atrium-root .atrium-list .atrium-timeline-row{display:grid;grid-template-columns:var(--atrium-timeline-label) minmax(0,1fr);border-block-end:1px solid var(--atrium-border)}
.atrium-root .atrium-list .atrium-timeline-days{display:grid;grid-template-columns:repeat(var(--atrium-timeline-days),minmax(0,1fr));margin:0;padding:0;list-style:none}
.atrium-root .atrium-list .atrium-timeline-day{padding:.25rem 0;font-size:.8rem;line-height:1.3;text-align:center;white-space:nowrap;border-inline-start:1px solid var(--atrium-border)}.atrium-root .atrium-list .atrium-timeline-weekday{display:block;font-size:.7rem;color:var(--atrium-muted)}
.atrium-root .atrium-list .atrium-timeline-day--today{font-weight:bold;color:var(--atrium-accent)}
.atrium-root .atrium-list .atrium-timeline-row-header{position:sticky;inset-inline-start:0;z-index:1;padding:.25rem .5rem;background:var(--atrium-bg);font-weight:600;overflow-wrap:anywhere}
.atrium-root .atrium-list .atrium-timeline-track{position:relative;height:calc(var(--atrium-row-lanes,1) * 2rem + .5rem);background:linear-gradient(to right,var(--atrium-border) 0 1px,transparent 1px) 0 0/calc(100% / var(--atrium-timeline-days)) 100%}
.atrium-root .atrium-list .atrium-timeline--empty{--atrium-range-empty-top:6rem}.atrium-root .atrium-list .atrium-timeline--empty .atrium-timeline-track{min-height:10rem}
.atrium-root .atrium-list .atrium-timeline-bar{font:inherit;display:block;min-height:0;line-height:1.75rem;font-weight:500;position:absolute;box-sizing:border-box;inset-inline-start:calc(var(--atrium-bar-left) / var(--atrium-timeline-days) * 100%);width:calc(var(--atrium-bar-width) / var(--atrium-timeline-days) * 100%);top:calc(var(--atrium-bar-lane) * 2rem + .25rem);height:1.75rem;font-size:.8rem;padding:0 .5rem;border:0;border-radius:.375rem;background:var(--atrium-accent);color:var(--atrium-on-accent);text-align:start;text-decoration:none;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;cursor:pointer}
.atrium-root .atrium-list :is(.atrium-timeline-bar--after,.atrium-timeline-bar--before){overflow:visible}.atrium-root .atrium-list .atrium-timeline-bar-label{position:absolute;color:var(--atrium-text)}.atrium-root .atrium-list .atrium-timeline-bar--after .atrium-timeline-bar-label{left:calc(100% + .375rem)}.atrium-root .atrium-list .atrium-timeline-bar--before .atrium-timeline-bar-label{right:calc(100% + .375rem)}
.atrium-root .atrium-list .atrium-timeline-bar--clipped-start{border-start-start-radius:0;border-end-start-radius:0;padding-inline-start:1.25rem}
.atrium-root .atrium-list .atrium-timeline-bar--clipped-end{border-start-end-radius:0;border-end-end-radius:0;padding-inline-end:1.25rem}
.atrium-root .atrium-list .atrium-timeline-bar--clipped-start::before,.atrium-root .atrium-list .atrium-timeline-bar--clipped-end::after{position:absolute;top:0;width:1rem;text-align:center;font-size:.9rem;opacity:.9}
.atrium-root .atrium-list .atrium-timeline-bar--clipped-start::before{content:"\\25C2";content:"\\25C2"/"";inset-inline-start:.125rem}
.atrium-root .atrium-list .atrium-timeline-bar--clipped-end::after{content:"\\25B8";content:"\\25B8"/"";inset-inline-end:.125rem}
@media (max-width:767.98px){.atrium-root .atrium-list .atrium-layout-toolbar-title{flex-basis:100%}.atrium-root .atrium-list .atrium-timeline-scroll{--atrium-timeline-label:0px}.atrium-root .atrium-list :is(.atrium-timeline-header,.atrium-timeline-row){grid-template-columns:minmax(0,1fr)}.atrium-root .atrium-list .atrium-timeline-header>.atrium-timeline-row-header{display:none}.atrium-root .atrium-list .atrium-timeline-row-header{position:static;padding:.5rem 0 0;font-size:var(--atrium-font-size-sm)}.atrium-root .atrium-list .atrium-calendar--day .atrium-calendar-row{grid-template-columns:2.5rem minmax(0,1fr)}.atrium-root .atrium-list .atrium-calendar-hour{inset-inline-end:.125rem;font-size:.625rem}.atrium-root .atrium-list .atrium-board{scroll-snap-type:x mandatory;scroll-padding-inline:.25rem;align-items:flex-start;overflow-y:hidden}.atrium-root .atrium-list .atrium-board-column{flex:0 0 85%;min-width:0;scroll-snap-align:start}.atrium-root .atrium-list .atrium-board-cards{flex:none;padding-block-end:9rem}.atrium-root .atrium-list .atrium-calendar-cell{padding:.125rem}}
`
