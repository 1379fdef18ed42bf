import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createAtriumStore, createViewResource, layout, layoutChosen, ReadView, UpdateView, type HookContext, type ListParams, type RecordTab } from '../../../lib/index'
import { selectRememberedLayout } from '../../../slices/preferencesSlice'
import { clearViewResources } from '../../../lib/state/registry'
import { declareArticles, fullArticle, type Article } from '../support/articles'
import { flush } from '../../support/deferred'
import { recordRepository } from '../support/recordRepository'
import { renderRecordView } from '../support/renderRecordView'

// The nested list reads its quota asynchronously: let it settle inside act before the next test.
afterEach(async () => {
  await act(async () => { await flush() })
  clearViewResources()
})

interface Comment { id: string; article: string; body: string }

let counter = 0
function declareComments(rows: Comment[]) {
  counter += 1
  const data = recordRepository<Comment>(rows)
  const resource = createViewResource<Comment>(`comments${counter}`, {
    name: 'comments', titleField: 'body', form: { inputs: { body: { label: 'Comment' } } }, repository: data.repository,
  })
  return { resource, ...data }
}

const comments = [
  { id: 'c1', article: '1', body: 'Nice read' },
  { id: 'c2', article: '2', body: 'Elsewhere' },
]

function tabsFor(commentsResource: ReturnType<typeof declareComments>['resource']): RecordTab<Article>[] {
  return [
    { label: 'Summary', render: (article) => <p>Summary of {article.title}</p> },
    { label: 'Comments', resource: commentsResource, filter: (article) => ({ article: article.id }) },
    { label: 'History', render: () => <p>No history</p> },
  ]
}

describe('tabs', () => {
  it('form an accessible tablist moved through with the arrow keys, Home and End', async () => {
    const sub = declareComments(comments)
    const { resource } = declareArticles([fullArticle], { views: { read: { tabs: tabsFor(sub.resource) } } })
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    const tablist = await screen.findByRole('tablist', { name: 'Sections of Hello' })
    const tabs = within(tablist).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Summary', 'Comments', 'History'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    expect(screen.getByRole('tabpanel', { name: 'Summary' })).toHaveTextContent('Summary of Hello')

    tabs[0].focus()
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' })
    expect(tabs[2]).toHaveFocus()
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'History' })).toHaveTextContent('No history')
    fireEvent.keyDown(tabs[2], { key: 'ArrowRight' })
    expect(tabs[0]).toHaveFocus()
    fireEvent.keyDown(tabs[0], { key: 'End' })
    expect(tabs[2]).toHaveFocus()
    fireEvent.keyDown(tabs[2], { key: 'Home' })
    expect(tabs[0]).toHaveFocus()
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' })
    expect(tabs[1]).toHaveFocus()
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true')
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([-1, 0, -1])
    // The tab selected by the keyboard draws its sub-list (read asynchronously).
    expect(await within(screen.getByRole('tabpanel', { name: 'Comments' })).findByText('Nice read')).toBeInTheDocument()
  })

  it('a sub-view lists the other resource filtered by this record, with it as parent', async () => {
    const sub = declareComments(comments)
    const { resource } = declareArticles([fullArticle], { tabs: tabsFor(sub.resource) })
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    fireEvent.click(await screen.findByRole('tab', { name: 'Comments' }))
    const panel = screen.getByRole('tabpanel', { name: 'Comments' })
    expect(await within(panel).findByText('Nice read')).toBeInTheDocument()
    expect(within(panel).queryByText('Elsewhere')).not.toBeInTheDocument()
    const [params, context] = sub.callsOf('getCollection')[0].args as [ListParams, HookContext]
    expect(params.filters).toEqual({ article: '1' })
    expect(context.viewResourceContext).toMatchObject({ parent: { id: '1', title: 'Hello' }, filter: { article: '1' }, scope: 'admin' })
  })

  it("the sub-view reloads when the parent's onChange publishes a write of this record", async () => {
    const sub = declareComments(comments)
    const parent = declareArticles([fullArticle, { id: '2', title: 'Other' }], { tabs: tabsFor(sub.resource) })
    const view = renderRecordView(parent.resource, <ReadView />, { action: 'read', id: '1' })
    fireEvent.click(await screen.findByRole('tab', { name: 'Comments' }))
    await screen.findByText('Nice read')
    const before = sub.callsOf('getCollection').length

    // A write of another record of the parent resource does not reload it.
    await act(async () => { await view.store.dispatch(parent.resource.endpoints.update.initiate({ id: '2', data: {} })) })
    expect(sub.callsOf('getCollection')).toHaveLength(before)

    // The server gained a comment; a write of this record publishes and the list reloads.
    sub.rows.push({ id: 'c3', article: '1', body: 'Just added' })
    // Everything the write sets off (publication, refetch, the nested list's quota re-read) settles inside act.
    await act(async () => {
      await view.store.dispatch(parent.resource.endpoints.update.initiate({ id: '1', data: {} }))
      await flush(20)
    })
    expect(screen.getByText('Just added')).toBeInTheDocument()
    expect(sub.callsOf('getCollection').length).toBeGreaterThan(before)
  })

  it('update views draw their tabs under the form', async () => {
    const sub = declareComments(comments)
    const { resource } = declareArticles([fullArticle], { views: { update: { tabs: tabsFor(sub.resource) } } })
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    await screen.findByLabelText('Title')
    expect(screen.getByRole('tablist')).toBeInTheDocument()
    expect(screen.getByRole('tabpanel', { name: 'Summary' })).toHaveTextContent('Summary of Hello')
  })

  it('one tab draws its content under the record with no tab list (a lone tab is no choice)', async () => {
    const sub = declareComments(comments)
    const { resource } = declareArticles([fullArticle], { views: { read: { tabs: [tabsFor(sub.resource)[1]] } } })
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    expect(await screen.findByText('Nice read')).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.queryByRole('tab')).toBeNull()
    expect(screen.queryByText('Elsewhere')).toBeNull()
  })

  it('no tabs, no tablist', async () => {
    const { resource } = declareArticles()
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    await screen.findByRole('heading', { name: 'Hello' })
    await waitFor(() => expect(screen.queryByRole('tablist')).toBeNull())
  })

  it('a list under a record keeps its layout to itself: not the one chosen on its own list, nor choosing it there', async () => {
    counter += 1
    const data = recordRepository<Comment>(comments)
    const sub = createViewResource<Comment>(`comments${counter}`, {
      name: 'comments', titleField: 'body', repository: data.repository,
      form: { inputs: { body: { label: 'Comment' }, article: { label: 'Article' } } },
      layouts: [layout.table(), layout.board<Comment>({ groupBy: 'article', columns: ['1', '2'], label: 'Kanban' })],
    })
    const tabs: RecordTab<Article>[] = [{ label: 'Summary', render: () => <p>Summary</p> }, { label: 'Comments', resource: sub, filter: (article) => ({ article: article.id }) }]
    const { resource } = declareArticles([fullArticle], { tabs })
    const store = createAtriumStore({ persist: false })
    // Chosen on the comments' own list.
    store.dispatch(layoutChosen({ resource: sub.id, layout: 'board' }))
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1', store })
    fireEvent.click(await screen.findByRole('tab', { name: 'Comments' }))
    const panel = await screen.findByRole('tabpanel', { name: 'Comments' })
    expect(await within(panel).findByRole('table')).toBeInTheDocument()
    expect(within(panel).getByRole('radio', { name: 'Table' })).toBeChecked()
    // Chosen in the tab: drawn there, the list's own choice unchanged.
    fireEvent.click(within(panel).getByRole('radio', { name: 'Kanban' }))
    await waitFor(() => expect(within(panel).getByRole('radio', { name: 'Kanban' })).toBeChecked())
    fireEvent.click(within(panel).getByRole('radio', { name: 'Table' }))
    await waitFor(() => expect(within(panel).getByRole('radio', { name: 'Table' })).toBeChecked())
    expect(await within(panel).findByRole('table')).toBeInTheDocument()
    expect(selectRememberedLayout(store.getState(), sub.id)).toBe('board')
  })
})
