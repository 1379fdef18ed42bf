/*
 * Issue 19, "everyday code that must compile": each block is ordinary host
 * code, written as the README shows it, without annotations a host would not
 * write. `tsc --noEmit -p .` (in `npm test`) checks this file; nothing runs it.
 */
import { combineReducers, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import {
  createAtriumStore, createViewResource, listViewResources, referenceInput,
  type Collection, type ViewResource,
} from '../../lib/index'
import { expectTypeOf } from './expectType'

interface Article { id: string; title: string; status: 'draft' | 'published'; views: number; tags: string[]; author?: number }
interface Invoice { id: number; number: string; total: number }
interface Author { id: number; name: string; email: string }
interface Post { id: string; title: string; tags: string[] }
interface Tag { id: string; slug: string }

const articles = createViewResource<Article>('types-articles', { path: '/api/articles', titleField: 'title' })
const invoices = createViewResource<Invoice>('types-invoices', { path: '/api/invoices' })
const authors = createViewResource<Author>('types-authors', { path: '/api/authors' })

// 1. A list with no argument: every list parameter is optional.
export function useArticleTitles(): string[] {
  const { data } = articles.endpoints.list.useQuery()
  expectTypeOf(data).toEqualTypeOf<Collection<Article> | undefined>()
  return data?.items.map((article) => article.title) ?? []
}

// 2. A read by the record's own numeric id; the record type flows through.
export function useInvoice(invoice: Invoice): string | undefined {
  const read = invoices.endpoints.read.useQuery({ id: invoice.id })
  expectTypeOf(read.data).toEqualTypeOf<Invoice | undefined>()
  const [update] = invoices.endpoints.update.useMutation()
  void update({ id: invoice.id, data: { total: 10 } })
  const [remove] = invoices.endpoints.delete.useMutation()
  void remove({ id: invoice.id })
  return read.data?.number
}

// 3. Two resources that refer to each other, declared in either order, without written-out types.
export const posts = createViewResource<Post>('types-posts', {
  path: '/api/posts',
  form: { inputs: { title: { type: 'text' }, tags: referenceInput(() => tags, { label: 'Tags' }) } },
})
export const tags = createViewResource<Tag>('types-tags', {
  path: '/api/tags',
  views: { read: { tabs: [{ label: 'Posts', resource: () => posts, filter: (tag) => ({ tags: tag.slug }) }] } },
})
expectTypeOf(posts).toEqualTypeOf<ViewResource<Post>>()
expectTypeOf(tags).toEqualTypeOf<ViewResource<Tag>>()

// 4. `referenceValue` receives the referenced record, typed.
export const books = createViewResource<{ id: string; title: string; author: string }>('types-books', {
  path: '/api/books',
  form: {
    inputs: {
      author: referenceInput(authors, {
        referenceValue: (author) => {
          expectTypeOf(author).toEqualTypeOf<Author>()
          return author.email
        },
      }),
    },
  },
})

// 5. Any resource, as `listViewResources()` gives them.
const anyResource: ViewResource<unknown> = articles
const all: ViewResource<unknown>[] = [articles, invoices, posts, ...listViewResources()]
export function useFirstOfAnyList(resource: ViewResource<unknown>): unknown {
  const { data } = resource.endpoints.list.useQuery({ page: 1, filters: { anything: 'goes' } })
  return data?.items[0]
}
void anyResource
void all

// 6. The cache, typed per resource: `util.updateList` / `util.updateRecord`, and its tags.
export function cacheUpdates(store: ReturnType<typeof createAtriumStore>, article: Article): void {
  const patch = store.dispatch(articles.util.updateList({ page: 1 }, (draft) => {
    expectTypeOf(draft.items).toEqualTypeOf<Article[]>()
    draft.items.unshift(article)
  }))
  patch.undo()
  store.dispatch(invoices.util.updateRecord(7, (draft) => { draft.total += 1 }))
  store.dispatch(articles.util.updateList(undefined, (draft) => ({ ...draft, total: 0 })))
  store.dispatch(articles.api.util.invalidateTags([articles.util.listTag, articles.util.recordTag(article.id)]))
  expectTypeOf(articles.util.listTag).toMatchTypeOf<{ readonly type: string; readonly id: string }>()
}

// 7. A store made by Atrium keeps the host's state type.
const todos = createSlice({
  name: 'todos',
  initialState: [] as { id: number; text: string }[],
  reducers: { added: (state, action: PayloadAction<string>) => { state.push({ id: state.length + 1, text: action.payload }) } },
})
export function hostStore(): void {
  const store = createAtriumStore({ reducer: { todos: todos.reducer } })
  expectTypeOf(store.getState().todos).toEqualTypeOf<{ id: number; text: string }[]>()
  expectTypeOf(store.getState().atrium).notAny()
  store.dispatch(todos.actions.added('Write the type tests'))
  const nested = createAtriumStore({ reducer: { app: combineReducers({ todos: todos.reducer }) } })
  expectTypeOf(nested.getState().app.todos).toEqualTypeOf<{ id: number; text: string }[]>()
}
