import { screen } from '@testing-library/react'
import { CreateView, createViewResource } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { declareArticles } from '../support/articles'
import { listRepository, makeTasks, type Task } from '../support/listRepository'
import { renderList } from '../support/renderList'
import { renderRecordView } from '../support/renderRecordView'

// A walk read "No Notes yet." and "No Articles match these filters.": the resource's name, declared as a heading
// ("Notes"), went into the middle of a sentence unchanged. Mid-sentence it now reads as a word ("No notes yet."), its
// first letter lower-cased only when the second is lower case, so "API keys" and "FAQ entries" are kept. The list's
// heading and region keep the name as declared.

afterEach(() => clearViewResources())

const form = { inputs: { title: { label: 'Title' } } }

describe('a list\'s empty states', () => {
  it.each([
    ['Notes', 'No notes yet.'],
    ['API keys', 'No API keys yet.'],
    ['FAQ entries', 'No FAQ entries yet.'],
  ])('%s: "%s", under the heading as declared', async (name, text) => {
    const data = listRepository([])
    renderList(createViewResource<Task>('named', { name, form, repository: data.repository }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name })).toBeInTheDocument()
    expect(screen.getByRole('region', { name })).toBeInTheDocument()
  })

  it.each([
    ['Articles', 'No articles match these filters.'],
    ['FAQ entries', 'No FAQ entries match these filters.'],
  ])('%s, filtered: "%s"', async (name, text) => {
    const data = listRepository(makeTasks(2))
    const filter = encodeURIComponent(JSON.stringify({ title: 'nothing like it' }))
    renderList(createViewResource<Task>('filtered', { name, form, repository: data.repository, filters: { title: { type: 'text' } } }), { url: `/admin/filtered/list?filter=${filter}` })
    expect(await screen.findByText(text)).toBeInTheDocument()
  })
})

describe('the other sentences naming the resource', () => {
  it('a reached quota: "the limit of 2 tasks"', async () => {
    const data = listRepository(makeTasks(2))
    renderList(createViewResource<Task>('quota', { name: 'Tasks', form, repository: data.repository, quota: { get: () => ({ used: 2, limit: 2 }), fallback: null } }))
    expect(await screen.findByText('You have reached the limit of 2 tasks. Delete one to add another.')).toBeInTheDocument()
  })

  it('the create page: "Back to bookmarks" once the quota is reached, "You may not create bookmarks." when refused', async () => {
    const reached = declareArticles([], { name: 'Bookmarks', quota: { get: () => ({ used: 5, limit: 5 }), fallback: 'Bookmark limit reached' } })
    const first = renderRecordView(reached.resource, <CreateView />, { action: 'create' })
    expect(await screen.findByRole('link', { name: 'Back to bookmarks' })).toBeInTheDocument()
    first.unmount()

    const refused = declareArticles([], { name: 'Bookmarks', permissions: 'readonly' })
    renderRecordView(refused.resource, <CreateView />, { action: 'create' })
    expect(await screen.findByText(/You may not create bookmarks\./)).toBeInTheDocument()
  })
})
