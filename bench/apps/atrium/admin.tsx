// The bench's small admin, Atrium's way: one resource `articles` on a json-server API
// (list as a table of title, status and views, sortable; read; create/update form; delete).
// `declareAdmin()` takes a few switches so the lab page can vary one thing at a time;
// the size-measured app (main.tsx) calls it with none.
import type { ComponentType, ReactNode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { AdminLayout, AtriumProvider, configureAtrium, createScope, createViewResource, restDialect, tableLayout } from '../../../lib/index.ts'
import type { ScopeResource, ViewResourceOptions } from '../../../lib/index.ts'

export interface Article {
  id: number | string
  title: string
  status: 'draft' | 'published' | 'archived'
  views: number
  body?: string
  published_at?: string
}

export interface AdminSwitches {
  /** Rows per list page. Default 1000 (the list-render figure). */
  pageSize?: number
  /** Where read and update open. Default: Atrium's default (a page). */
  open?: 'page' | 'drawer' | 'dialog'
  /** Keep `articles` in localStorage instead of the API, with a text filter on title. */
  local?: boolean
  /** Pushed changes from this Server-Sent Events URL. */
  realtimeUrl?: string
  /** Further resources declared (and put in the scope) besides `articles`. */
  extraResources?: number
  /** Draw AdminLayout around the views. Default true. */
  decorator?: boolean
}

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
]

/** Declares the resources and the scope; returns the element to render. */
export function declareAdmin(switches: AdminSwitches = {}): ReactNode {
  configureAtrium({ api: { baseUrl: '/api' } })
  const views: ViewResourceOptions<Article>['views'] = {
    list: {
      pageSize: switches.pageSize ?? 1000,
      ...(switches.local ? { filters: { title: { type: 'text' as const } } } : {}),
    },
    ...(switches.open ? { read: { open: switches.open }, update: { open: switches.open } } : {}),
  }
  const articles = createViewResource<Article>('articles', {
    name: 'Articles',
    titleField: 'title',
    ...(switches.local ? { storage: 'local' as const } : { path: '/articles', dialect: restDialect() }),
    ...(switches.realtimeUrl ? { realtime: { url: switches.realtimeUrl } } : {}),
    form: {
      inputs: {
        title: { label: 'Title', required: true },
        status: { label: 'Status', type: 'select', options: STATUS_OPTIONS },
        views: { label: 'Views', type: 'number' },
        body: { label: 'Body', type: 'textarea' },
      },
    },
    layouts: [tableLayout({ fields: ['title', 'status', 'views'] })],
    views,
  })
  const resources: ScopeResource[] = [articles]
  for (let n = 1; n <= (switches.extraResources ?? 0); n += 1) {
    resources.push(createViewResource(`things${n}`, {
      name: `Things ${n}`,
      path: `/things${n}`,
      dialect: restDialect(),
      form: { inputs: { name: { label: 'Name' } } },
    }))
  }
  const scope = createScope({
    name: 'admin',
    label: 'Bench admin',
    resources,
    ...(switches.decorator === false ? {} : { decoratorComponent: AdminLayout as ComponentType<{ children?: ReactNode }> }),
  })
  return (
    <BrowserRouter>
      <AtriumProvider configuration={{ scopes: { admin: () => scope }, defaultScope: 'admin' }} />
    </BrowserRouter>
  )
}
