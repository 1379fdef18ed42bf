import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

// Loaded on demand (ScopeHome draws it through lazyPart): only a scope's own address, `/<scope>`, draws it.
// It imports nothing of Atrium's: what it draws comes in its props, so no module of the start is split out to share with it.

const indexStyles = '.atrium-root .atrium-scope-home{padding-top:var(--atrium-space-2)}'
  + '.atrium-root .atrium-scope-home h1{margin:0 0 var(--atrium-space-1)}'
  + '.atrium-root .atrium-scope-home>p{margin:0 0 var(--atrium-space-5);color:var(--atrium-muted)}'
  + '.atrium-root .atrium-scope-home ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(13rem,1fr));gap:var(--atrium-space-3);list-style:none;margin:0;padding:0}'
  + '.atrium-root .atrium-scope-home li{margin:0;padding:0;list-style:none}'
  + '.atrium-root .atrium-scope-home a{display:flex;align-items:center;gap:var(--atrium-space-3);min-height:3.5rem;height:100%;box-sizing:border-box;padding:var(--atrium-space-3) var(--atrium-space-4);'
  + 'border:1px solid var(--atrium-border);border-radius:var(--atrium-radius-lg);background:var(--atrium-surface);box-shadow:var(--atrium-shadow);'
  + 'color:var(--atrium-text);font-weight:600;text-decoration:none;overflow-wrap:anywhere}'
  + '.atrium-root .atrium-scope-home a:hover{border-color:var(--atrium-accent);color:var(--atrium-accent-strong)}'
  + '.atrium-root .atrium-scope-home a:focus-visible{outline:2px solid var(--atrium-focus);outline-offset:2px}'
  + '.atrium-root .atrium-scope-home .atrium-icon{display:inline-flex;align-items:center;justify-content:center;flex:none;width:2.25rem;height:2.25rem;'
  + 'border-radius:var(--atrium-radius);background:var(--atrium-accent-soft);color:var(--atrium-accent-strong);font-size:.8125rem;font-weight:700}'
  + '@media (max-width:767.98px){.atrium-root .atrium-scope-home ul{grid-template-columns:minmax(0,1fr);gap:var(--atrium-space-2)}}'

/** One link of a scope's page: where it leads (a full path), its text and its mark. */
export interface ScopeIndexLink {
  /** The path it leads to, under Atrium's mount point. */
  to: string
  /** Its text (and accessible name). */
  label: string
  /** Its icon, or its initials. */
  icon: ReactNode
}

/** A scope's own page (`/<scope>`, the breadcrumb's first link): its menu as a grid of links, each with its mark. */
export function ScopeIndex({ title, lead, links }: { title: string; lead: string; links: readonly ScopeIndexLink[] }) {
  return (
    <div className="atrium-page">
      <style href="atrium-scope-home" precedence="default">{indexStyles}</style>
      <section aria-labelledby="atrium-scope-home-title" className="atrium-scope-home">
        <h1 id="atrium-scope-home-title">{title}</h1>
        <p>{lead}</p>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.icon}{link.label}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
