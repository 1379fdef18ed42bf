import { boardLayout, calendarLayout, createViewResource, referenceInput, restDialect, tableLayout, timelineLayout, type AnyViewResource, type ApiErrorData, type BulkOutcome, type QuotaUsage } from '../../lib/index'
import { demoStore } from './demoStore'
import { ArticlesIcon, AuthorsIcon, BookmarksIcon, CategoriesIcon, ContactsIcon, EventsIcon, NotesIcon, TasksIcon, UsersIcon } from './icons'
import { QuotaReached } from './QuotaReached'
import { apiFetch, isAdmin, session } from './session'

// Every resource of the demo, declared once each. The API is the embedded one
// (API Platform JSON-LD under /api, the default dialect) except contacts, on the
// json-server-style second backend under /rest.

/** A note kept in the browser (no API needed). */
export interface Note {
  id: string
  title: string
  body?: string
}

/** Notes live in localStorage, so they survive a reload without any server. */
export const notes = createViewResource<Note>('notes', {
  name: 'Notes',
  icon: NotesIcon,
  storage: 'local',
  titleField: 'title',
  form: {
    inputs: {
      title: { type: 'text', required: true, label: 'Title' },
      body: { type: 'textarea', label: 'Body' },
    },
  },
})

/** An article of the API (`/api/articles`). */
export interface Article {
  id: number
  title: string
  body?: string
  status: 'draft' | 'review' | 'published'
  author: string
  views?: number
  publishedAt?: string | null
  website?: string | null
  createdAt?: string
}

const STATUSES = [
  { value: 'draft', label: 'Draft' },
  { value: 'review', label: 'In review' },
  { value: 'published', label: 'Published' },
] as const

/** Articles: table and board by status, edited in a drawer over the list, optimistic, realtime, bulk publish. */
export const articles = createViewResource<Article>('articles', {
  name: 'Articles',
  icon: ArticlesIcon,
  path: '/api/articles',
  titleField: 'title',
  realtime: true,
  optimistic: true,
  layouts: [
    tableLayout({ fields: ['title', 'status', 'author', 'views', 'publishedAt'] }),
    boardLayout({ groupBy: 'status', columns: STATUSES.map(({ value, label }) => ({ value, label })) }),
  ],
  filters: {
    title: { type: 'text', label: 'Search titles' },
    status: { type: 'select', label: 'Status', options: STATUSES },
  },
  // One update per article: the bar counts each outcome ("Published 2 of 3; 1 failed: …").
  bulkActions: [{
    label: 'Publish',
    doneLabel: 'Published',
    // One request where the backend updates in bulk (PostgREST), one per article on API Platform;
    // either way each article's outcome comes back, and the bar reports it.
    run: async (items): Promise<unknown[]> => {
      const outcome: BulkOutcome<Article> = await demoStore()
        .dispatch(articles.endpoints.updateMany.initiate({ ids: items.map((item) => articles.getId(item)), data: { status: 'published' } }))
        .unwrap()
      const refused = new Map<string, ApiErrorData>(outcome.failed.map(({ id, error }) => [id, error]))
      return items.map((item) => {
        const error = refused.get(articles.getId(item))
        return error === undefined ? {} : { error }
      })
    },
  }],
  // Editors may not delete (the API refuses them too, whatever the client shows).
  permissions: { delete: () => isAdmin() },
  views: { update: { open: 'drawer' }, read: { open: 'drawer' } },
  form: {
    inputs: {
      title: { type: 'text', required: true, label: 'Title', maxLength: 255, help: 'A title with the word "forbidden" is refused by the API (422).' },
      status: { type: 'select', required: true, label: 'Status', options: STATUSES },
      views: { type: 'number', label: 'Views' },
      publishedAt: { type: 'datetime', label: 'Published at' },
      // The API links an article to its author by IRI; the select offers the authors by name.
      // Sorted by the author's name (API Platform's nested order, which the demo API follows), not by the IRI.
      author: referenceInput((): AnyViewResource => authors, { required: true, label: 'Author', placeholder: 'Choose an author', sortBy: 'author.name' }),
      body: { type: 'textarea', label: 'Body', maxLength: 20_000 },
      website: { type: 'url', label: 'Website', maxLength: 2048 },
      createdAt: { type: 'datetime', label: 'Created at', generatedValue: true },
    },
  },
})

/** An author (`/api/authors`). */
export interface Author {
  '@id'?: string
  id: number
  name: string
  email: string
  bio?: string
}

/**
 * Authors: their read view has a tab listing their articles (`…/read/<id>/articles`);
 * an article opened from it is drawn over the author (`…/articles/read/<articleId>`),
 * and one created from it starts with that author selected.
 */
export const authors = createViewResource<Author>('authors', {
  name: 'Authors',
  icon: AuthorsIcon,
  path: '/api/authors',
  titleField: 'name',
  filters: { name: { type: 'text', label: 'Search names' } },
  // Articles reference their author by IRI, as the author select offers them.
  tabs: [{ label: 'Articles', resource: articles, filter: (author) => ({ author: author['@id'] ?? author.id }) }],
  // The API refuses to delete an author who still has articles, as most do: the delete waits for its answer (sent at
  // once, no Undo), so a refusal is said in the confirmation, not once an Undo's few seconds are over.
  views: { delete: { optimistic: false } },
  form: {
    // The demo API honours Idempotency-Key (demo/server/idempotency.mjs): a new author whose answer was lost is sent
    // again by itself, with the same key, and the API answers with the author it made. Without it (contacts), the form
    // says the record may have been saved and lets the person check before saving again.
    idempotencyKey: true,
    inputs: {
      name: { type: 'text', required: true, label: 'Name', maxLength: 120 },
      email: { type: 'email', required: true, label: 'Email', maxLength: 254 },
      bio: { type: 'textarea', label: 'Biography', maxLength: 2000 },
    },
  },
})

/** An event (`/api/events`). */
export interface DemoEvent {
  id: number
  title: string
  startsAt: string
  endsAt: string
  location?: string
}

/** Events: a calendar first, a table second. */
export const events = createViewResource<DemoEvent>('events', {
  name: 'Events',
  icon: EventsIcon,
  path: '/api/events',
  titleField: 'title',
  realtime: true,
  layouts: [calendarLayout({ dateField: 'startsAt', endField: 'endsAt' }), tableLayout()],
  // The table reads in time order (the calendar places them by day anyway).
  sort: ['startsAt'],
  views: { read: { open: 'dialog' }, update: { open: 'dialog' }, create: { open: 'dialog' } },
  form: {
    inputs: {
      title: { type: 'text', required: true, label: 'Title', maxLength: 255 },
      startsAt: { type: 'datetime', required: true, label: 'Starts at' },
      endsAt: { type: 'datetime', required: true, label: 'Ends at' },
      location: { type: 'text', label: 'Location', maxLength: 255 },
    },
  },
})

/** A task (`/api/tasks`). */
export interface Task {
  id: number
  title: string
  assignee?: string
  startDate: string
  endDate: string
  status: 'todo' | 'doing' | 'done'
  team?: string
}

/** Tasks: a timeline grouped by team, a table second. */
export const tasks = createViewResource<Task>('tasks', {
  name: 'Tasks',
  icon: TasksIcon,
  path: '/api/tasks',
  titleField: 'title',
  realtime: true,
  layouts: [timelineLayout({ startField: 'startDate', endField: 'endDate', groupBy: 'team', days: 21, fullWidth: true }), tableLayout()],
  sort: ['startDate'],
  filters: { status: { type: 'select', label: 'Status', options: [{ value: 'todo', label: 'To do' }, { value: 'doing', label: 'Doing' }, { value: 'done', label: 'Done' }] } },
  views: { update: { open: 'drawer' }, read: { open: 'drawer' } },
  form: {
    inputs: {
      title: { type: 'text', required: true, label: 'Title', maxLength: 255 },
      assignee: { type: 'text', label: 'Assignee' },
      team: { type: 'text', label: 'Team' },
      startDate: { type: 'date', required: true, label: 'Start' },
      endDate: { type: 'date', required: true, label: 'End' },
      status: { type: 'select', required: true, label: 'Status', options: [{ value: 'todo', label: 'To do' }, { value: 'doing', label: 'Doing' }, { value: 'done', label: 'Done' }] },
    },
  },
})

/** A user account (`/api/users`, administrators only — the API checks it on every request). */
export interface User {
  id: number
  username: string
  email: string
  roles?: string[]
}

/** Users: admin scope only; the editorial menu's link to it is hidden for editors. */
export const users = createViewResource<User>('users', {
  name: 'Users',
  icon: UsersIcon,
  path: '/api/users',
  titleField: 'username',
  // No Delete on the signed-in user's own account (the API refuses it: 403); a user not read yet is judged by the API.
  permissions: { delete: (user) => user === undefined || user.id !== session.getSession()?.id },
  filters: { username: { type: 'text', label: 'Search user names' } },
  form: {
    inputs: {
      username: { type: 'text', required: true, label: 'User name', maxLength: 60 },
      email: { type: 'email', required: true, label: 'Email' },
    },
  },
})

/** A bookmark (`/api/bookmarks`): each user sees only theirs, at most 5. */
export interface Bookmark {
  id: number
  title: string
  url: string
}

/** Bookmarks: a creation quota read from the API; once reached, the list's Create is disabled with the fallback as its reason. */
export const bookmarks = createViewResource<Bookmark>('bookmarks', {
  name: 'Bookmarks',
  icon: BookmarksIcon,
  path: '/api/bookmarks',
  titleField: 'title',
  quota: {
    get: async (): Promise<QuotaUsage> => {
      const response = await apiFetch('/api/bookmarks/quota')
      if (!response.ok) throw new Error(`/api/bookmarks/quota answered ${response.status}`)
      return (await response.json()) as QuotaUsage
    },
    fallback: QuotaReached,
  },
  form: {
    inputs: {
      title: { type: 'text', required: true, label: 'Title', maxLength: 255 },
      url: { type: 'url', required: true, label: 'Address', maxLength: 2048 },
    },
  },
  // Links are added a few in a row: the create page stays, emptied, for the next one; the save that reaches the
  // quota goes back to the list instead.
  views: { create: { afterSave: 'stay' } },
})

/** A category (`/api/categories`). */
export interface Category {
  id: number
  name: string
  color: string
}

/** Categories: every record view opens in a dialog over the list. */
export const categories = createViewResource<Category>('categories', {
  name: 'Categories',
  icon: CategoriesIcon,
  path: '/api/categories',
  titleField: 'name',
  views: { read: { open: 'dialog' }, create: { open: 'dialog' }, update: { open: 'dialog' } },
  form: {
    inputs: {
      name: { type: 'text', required: true, label: 'Name' },
      color: { type: 'color', required: true, label: 'Colour', placeholder: '#3366ff' },
    },
  },
})

/** A contact of the second backend (`/rest/contacts`, json-server style). */
export interface Contact {
  id: number
  name: string
  email?: string | null
  phone?: string | null
  company?: string | null
  city?: string | null
  createdAt?: string
}

/** Contacts: another backend in another dialect, beside the JSON-LD API. */
export const contacts = createViewResource<Contact>('contacts', {
  name: 'Contacts',
  icon: ContactsIcon,
  path: '/rest/contacts',
  dialect: restDialect(),
  titleField: 'name',
  filters: { name: { type: 'text', label: 'Search names' } },
  form: {
    inputs: {
      name: { type: 'text', required: true, label: 'Name' },
      email: { type: 'email', label: 'Email' },
      phone: { type: 'tel', label: 'Phone' },
      company: { type: 'text', label: 'Company' },
      city: { type: 'text', label: 'City' },
      // Set by the server: read-only when editing.
      createdAt: { type: 'datetime', label: 'Created', generatedValue: true },
    },
  },
})
