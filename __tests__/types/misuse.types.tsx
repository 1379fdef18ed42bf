/*
 * Issue 19, "misuse that must fail, with the error on the offending key": each
 * `@ts-expect-error` sits on the line of the key that is wrong, so tsc (in
 * `npm test`) fails with "Unused '@ts-expect-error' directive" if the mistake
 * ever compiles again, or if the error moves to another line. Nothing runs
 * this file.
 */
import { MemoryRouter } from 'react-router-dom'
import {
  AtriumProvider, configureAtrium, createViewResource, layout, listTab, referenceInput, toCsv, useCsvExport,
  type BulkAction, type Dialect, type InputDefinition, type Repository,
} from '../../lib/index'
import { expectTypeOf } from './expectType'

interface Article { id: string; title: string; status: 'draft' | 'published'; views: number; tags: string[]; publishedAt: string; author?: number }
interface Author { id: number; name: string; email: string }
interface Comment { id: string; body: string; article: string }

const articles = createViewResource<Article>('misuse-articles', { path: '/api/articles' })
const authors = createViewResource<Author>('misuse-authors', { path: '/api/authors' })
const comments = createViewResource<Comment>('misuse-comments', { path: '/api/comments' })

// --- order and filters: fields and operators, in useQuery, beforeList and views' defaults ---------

export function useMisusedLists(): void {
  articles.endpoints.list.useQuery({
    // @ts-expect-error: `nope` is not a field of Article
    order: { nope: 'asc' },
  })
  articles.endpoints.list.useQuery({
    // @ts-expect-error: a direction is 'asc' or 'desc'
    order: { title: 'up' },
  })
  articles.endpoints.list.useQuery({
    filters: {
      // @ts-expect-error: `nope` is not a field of Article
      nope: 'draft',
    },
  })
  articles.endpoints.list.useQuery({
    filters: {
      // @ts-expect-error: `greaterThan` is not an operator (`gt` is)
      views: { greaterThan: 10 },
    },
  })
  articles.endpoints.list.useQuery({
    filters: {
      $or: [{
        // @ts-expect-error: nested groups are checked too
        nope: 1,
      }],
    },
  })
  // What is right compiles: fields, operators, dotted paths, groups, the search.
  articles.endpoints.list.useQuery({ order: { title: 'asc', views: 'desc' }, filters: { views: { gt: 10 }, status: ['draft'], q: 'x', $or: [{ tags: { containsAll: ['a'] } }] } })
}

export const hooked = createViewResource<Article>('misuse-hooked', {
  path: '/api/hooked',
  hooks: {
    // TypeScript reports a callback's wrong result on the callback's key, not inside it.
    // @ts-expect-error: `nope` is not a field of Article
    beforeList: (params) => ({
      ...params,
      order: { nope: 'asc' },
    }),
  },
})

export const hookedFilter = createViewResource<Article>('misuse-hooked-filter', {
  path: '/api/hooked',
  hooks: {
    // @ts-expect-error: `lessThan` is not an operator (`lt` is)
    beforeList: (params) => ({
      ...params,
      filters: {
        ...params.filters,
        views: { lessThan: 3 },
      },
    }),
  },
})

// --- select options, board columns, groupBy, calendar, CSV, tabs --------------------------------

export const badSelect = createViewResource<Article>('misuse-select', {
  path: '/api/select',
  form: {
    inputs: {
      status: {
        type: 'select',
        options: [
          { value: 'draft', label: 'Draft' },
          // @ts-expect-error: 'archived' is not a status
          { value: 'archived', label: 'Archived' },
        ],
      },
    },
  },
})

export const badFilterSelect = createViewResource<Article>('misuse-filter-select', {
  path: '/api/select',
  filters: {
    status: {
      type: 'select',
      options: [
        // @ts-expect-error: 'archived' is not a status
        { value: 'archived', label: 'Archived' },
      ],
    },
  },
})

export const badFilterField = createViewResource<Article>('misuse-filter-field', {
  path: '/api/select',
  filters: {
    q: { type: 'text' },
    // @ts-expect-error: `nope` is not a field to filter by
    nope: { type: 'text' },
  },
})

export const badBoard = createViewResource<Article>('misuse-board', {
  path: '/api/board',
  layouts: [
    layout.board({
      groupBy: 'status',
      columns: [
        'draft',
        // @ts-expect-error: 'archived' is not a status
        'archived',
      ],
    }),
  ],
})

export const badBoardColumn = createViewResource<Article>('misuse-board-column', {
  path: '/api/board',
  layouts: [
    layout.board({
      groupBy: 'status',
      columns: [
        // @ts-expect-error: a column object's value is a status too
        { value: 'archived', label: 'Archived' },
      ],
    }),
  ],
})

export const badGroupBy = createViewResource<Article>('misuse-group-by', {
  path: '/api/board',
  layouts: [
    layout.board({
      // @ts-expect-error: `tags` is a list: a card cannot sit in one column of it
      groupBy: 'tags',
      columns: ['a'],
    }),
  ],
})

export const badCalendar = createViewResource<Article>('misuse-calendar', {
  path: '/api/calendar',
  layouts: [
    layout.calendar({
      // @ts-expect-error: `views` is a number, not a date
      dateField: 'views',
    }),
  ],
})

export const badTimeline = createViewResource<Article>('misuse-timeline', {
  path: '/api/timeline',
  layouts: [
    layout.timeline({
      startField: 'publishedAt',
      // @ts-expect-error: `views` is a number, not a date
      endField: 'views',
    }),
  ],
})

export function useMisusedCsv(): void {
  useCsvExport({
    resource: articles,
    params: {},
    pageSize: 50,
    context: {},
    columns: [
      { label: 'Title', value: 'title' },
      // @ts-expect-error: `nope` is not a field of Article
      { label: 'Nope', value: 'nope' },
    ],
  })
  // @ts-expect-error: `nope` is not a field of Article
  toCsv<Article>([], [{ label: 'Nope', value: 'nope' }])
}

export const badTab = createViewResource<Article>('misuse-tab', {
  path: '/api/tab',
  views: {
    read: {
      tabs: [
        listTab(comments, {
          label: 'Comments',
          // @ts-expect-error: `article` is a field of Comment, `nope` is not
          filter: (article) => ({ nope: article.id }),
        }),
        listTab(comments, {
          label: 'Comments',
          // @ts-expect-error: a create from the tab starts with fields of Comment
          defaults: (article) => ({ articleId: article.id }),
        }),
        listTab(comments, { label: 'Comments', filter: (article) => ({ article: article.id }), defaults: (article) => ({ article: article.id }) }),
      ],
    },
  },
})

// --- strict function checks: repositories, dialects, bulk actions, parse, referenceValue -------

export const narrowRepository = createViewResource<Article>('misuse-repository', {
  repository: {
    // @ts-expect-error: a create receives only the fields a form touched, a Partial<Article>
    createItem: async (data: Article) => data,
  },
})

export const narrowFullRepository: Partial<Repository<Article>> = {
  // @ts-expect-error: an update's data is a Partial<Article> too
  updateItem: async (_id: string, data: Article) => data,
}

export const narrowDialect: Pick<Dialect, 'getId'> = {
  // @ts-expect-error: a dialect reads any answer's records: `unknown`, not Article
  getId: (item: Article) => item.id,
}

export const narrowBulk: BulkAction<Article> = {
  label: 'Publish',
  // @ts-expect-error: a bulk action receives Articles, not Authors
  each: (author: Author) => author.email,
}

export const badParse: InputDefinition<number> = {
  type: 'text',
  // @ts-expect-error: the field is a number: `parse` gives a number (or null), not the text
  parse: (text: string) => text,
}

export const badReference = createViewResource<Article>('misuse-reference', {
  path: '/api/reference',
  form: {
    inputs: {
      author: referenceInput(authors, {
        // @ts-expect-error: `author` is a number field, an email is a string
        referenceValue: (author) => author.email,
      }),
    },
  },
})

export const narrowReference = referenceInput(authors, {
  // @ts-expect-error: the records are Authors, not Articles
  referenceValue: (article: Article) => article.id,
})

// --- declarations, scopes, configuration ----------------------------------------------------

// @ts-expect-error: no `path`, no `storage: 'local'`, no `repository`: where would records come from?
export const sourceless = createViewResource<Article>('misuse-sourceless', { titleField: 'title' })

export const twoSources = createViewResource<Article>('misuse-two-sources', {
  path: '/api/articles',
  // @ts-expect-error: records come from the API or from local storage, not both
  storage: 'local',
})

export const badStorage = createViewResource<Article>('misuse-storage', {
  // @ts-expect-error: the only storage is 'local'
  storage: 'session',
})

export const scopeIsResource = (
  <MemoryRouter>
    <AtriumProvider
      configuration={{
        scopes: {
          // @ts-expect-error: a scope loader returns a scope (`{ name, resources: [articles] }`), not a resource
          admin: () => articles,
        },
        defaultScope: 'admin',
      }}
    />
  </MemoryRouter>
)

export const unknownDefaultScope = (
  <MemoryRouter>
    <AtriumProvider
      configuration={{
        scopes: { admin: () => ({ name: 'admin', resources: [articles] }) },
        // @ts-expect-error: 'admn' is not one of the scopes
        defaultScope: 'admn',
      }}
    />
  </MemoryRouter>
)

export function misspeltMessage(): void {
  configureAtrium({
    messages: {
      'action.list': 'Liste',
      // @ts-expect-error: the key is 'action.update'
      'action.updat': 'Modifier',
    },
  })
}

// --- no `any` when the record type is left out --------------------------------------------

const untyped = createViewResource('misuse-untyped', { path: '/api/untyped' })
export function useUntyped(): void {
  const { data } = untyped.endpoints.list.useQuery()
  const first = data?.items[0]
  expectTypeOf(first).notAny()
  expectTypeOf(first).toEqualTypeOf<Record<string, unknown> | undefined>()
  // @ts-expect-error: an unknown record's fields are `unknown`, not `any`: this is not a string
  const title: string = first?.title
  void title
}

// A list's declared order names fields of the record (or a referenced record's, as `sortBy` does), `-` for descending.
export const badSort = createViewResource<Article>('misuse-sort', {
  path: '/api/sort',
  views: {
    list: {
      sort: [
        '-publishedAt',
        'author.name',
        // @ts-expect-error: `nope` is not a field of Article
        'nope',
      ],
    },
  },
})
