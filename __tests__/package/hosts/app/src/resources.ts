// One resource in the browser's local storage, one on the test's HTTP API (json-server style).
import { configureAtrium, createScope, createTokenSession, createViewResource, layout, restDialect, AdminLayout } from 'atrium'

export interface Note { id: string; title: string; body?: string }
export interface Book { id: number; title: string; author?: string; pages?: number | null }

export const session = createTokenSession()
configureAtrium({ api: { baseUrl: '/api', getAuthToken: session.getAuthToken } })

export const notes = createViewResource<Note>('notes', {
  storage: 'local',
  titleField: 'title',
  form: { inputs: { title: { label: 'Title', required: true }, body: { type: 'textarea', label: 'Body' } } },
})

export const books = createViewResource<Book>('books', {
  path: 'books',
  dialect: restDialect(),
  titleField: 'title',
  layouts: [layout.table({ fields: ['title', 'author', 'pages'] })],
  form: {
    inputs: {
      title: { label: 'Title', required: true },
      author: { label: 'Author' },
      pages: { type: 'number', label: 'Pages' },
    },
  },
})

export const admin = createScope({
  name: 'admin',
  label: 'Back office',
  resources: [notes, books],
  decoratorComponent: AdminLayout,
  authorization: () => session.authorize(),
})
