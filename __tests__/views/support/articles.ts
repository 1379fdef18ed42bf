import { createViewResource, type FormInputs, type ResourceDeclaration } from '../../../lib/index'
import { recordRepository } from './recordRepository'

/** A record with a field for every input type. */
export interface Article {
  id: string
  title?: string
  body?: string
  views?: number | null
  published?: boolean
  status?: string | null
  priority?: number | null
  publishedOn?: string | null
  updatedAt?: string | null
  contact?: string
  website?: string
  createdAt?: string
  name?: string
  label?: string
  headline?: string
  notes?: string
}

/** One input of every type, in this order. */
export const everyInput: FormInputs<Article> = {
  title: { label: 'Title', required: true, help: 'Shown in lists' },
  body: { type: 'textarea', label: 'Body' },
  views: { type: 'number', label: 'Views' },
  published: { type: 'boolean', label: 'Published' },
  status: { type: 'select', label: 'Status', options: [{ value: 'draft', label: 'Draft' }, { value: 'live', label: 'Live' }] },
  priority: { type: 'select', label: 'Priority', options: [{ value: 1, label: 'Low' }, { value: 2, label: 'High' }] },
  publishedOn: { type: 'date', label: 'Published on' },
  updatedAt: { type: 'datetime', label: 'Updated at' },
  contact: { type: 'email', label: 'Contact' },
  website: { type: 'url', label: 'Website' },
  createdAt: { generatedValue: true, label: 'Created at' },
}

/** A fully filled article. */
export const fullArticle: Article = {
  id: '1',
  title: 'Hello',
  body: 'First words',
  views: 7,
  published: true,
  status: 'live',
  priority: 2,
  publishedOn: '2024-05-01',
  updatedAt: '2024-05-01T10:30:00.000Z',
  contact: 'ada@example.org',
  website: 'https://example.org/a',
  createdAt: '2024-04-30T08:00:00.000Z',
}

let counter = 0

/** Declares an articles resource (fresh id) over an in-memory repository. */
export function declareArticles(rows: Article[] = [fullArticle], options: ResourceDeclaration<Article> = {}) {
  counter += 1
  const data = recordRepository<Article>(rows)
  const resource = createViewResource<Article>(`articles${counter}`, {
    name: 'articles',
    form: { inputs: everyInput },
    ...options,
    repository: data.repository,
  })
  return { resource, ...data }
}
