/**
 * Atrium's design tokens: every colour, space, radius, font and shadow its styles use, as
 * `--atrium-*` custom properties on `:root`. They sit in the cascade layer `atrium`, so any
 * unlayered host rule setting a token (on `:root`, `html`, `.atrium-root` or any element) wins
 * whatever its order or specificity. Colours are `light-dark()` pairs: the scheme is the reader's
 * (`prefers-color-scheme`) unless the provider's `theme` forces one (`data-atrium-theme` on
 * `.atrium-root` sets `color-scheme`). A constant, never data.
 */
export const tokensCss = `@layer atrium{:root{
--atrium-font:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
--atrium-font-size:1rem;--atrium-font-size-sm:.875rem;--atrium-line-height:1.5;
--atrium-bg:light-dark(#f5f6f8,#0f1217);
--atrium-surface:light-dark(#fff,#181c23);
--atrium-subtle:light-dark(#eef1f5,#222833);
--atrium-text:light-dark(#1c2230,#e7eaf0);
--atrium-muted:light-dark(#535c6e,#a9b1bf);
--atrium-border:light-dark(#d5dbe4,#343c49);
--atrium-control-border:light-dark(#7d8699,#6f7a8c);
--atrium-accent:light-dark(#2b59c3,#86a8ff);
--atrium-accent-strong:light-dark(#1f469e,#a9c1ff);
--atrium-accent-soft:light-dark(#e5ecfb,#1f2c4b);
--atrium-on-accent:light-dark(#fff,#0c1226);
--atrium-danger:light-dark(#b42318,#ff8f85);
--atrium-danger-soft:light-dark(#fdeceb,#3b1c1b);
--atrium-on-danger:light-dark(#fff,#220706);
--atrium-success:light-dark(#1a7f37,#6fd68a);
--atrium-success-soft:light-dark(#e8f6ec,#17301f);
--atrium-warning:light-dark(#8a4b00,#f2b660);
--atrium-warning-soft:light-dark(#fff6e0,#33260f);
--atrium-focus:var(--atrium-accent);
--atrium-backdrop:light-dark(rgb(15 23 42/.5),rgb(0 0 0/.65));
--atrium-space-1:.25rem;--atrium-space-2:.5rem;--atrium-space-3:.75rem;--atrium-space-4:1rem;--atrium-space-5:1.5rem;--atrium-space-6:2rem;
--atrium-radius:6px;--atrium-radius-lg:10px;
--atrium-shadow:0 1px 2px rgb(0 0 0/.06),0 1px 3px rgb(0 0 0/.1);
--atrium-shadow-lg:0 12px 40px rgb(0 0 0/.28);
--atrium-control-height:2.375rem;--atrium-field-width:32rem;
--atrium-page-width:72rem;--atrium-page-margin:1.5rem;
--atrium-sidebar-width:15rem;--atrium-sidebar-collapsed-width:3.75rem;--atrium-topbar-height:3.25rem;
}@media (max-width:767.98px){:root{--atrium-page-margin:1rem}}}
.atrium-root{display:contents;color-scheme:light dark;font-family:var(--atrium-font);line-height:var(--atrium-line-height);color:var(--atrium-text)}
.atrium-root[data-atrium-theme=light]{color-scheme:light}
.atrium-root[data-atrium-theme=dark]{color-scheme:dark}
`
