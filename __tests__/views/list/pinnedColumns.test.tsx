import { act, screen, within } from '@testing-library/react'
import { createViewResource, ReadView, type RecordTab } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { pinsOneValue } from '../../../lib/views/list/pinsOneValue'
import { declareArticles, fullArticle, type Article } from '../support/articles'
import { flush } from '../../support/deferred'
import { recordRepository } from '../support/recordRepository'
import { renderRecordView } from '../support/renderRecordView'

// A list under a record (a record's tab) is filtered by that record: the column of the field that refers to it read
// the same on every row (a walk saw "Author: Maya Berger" on each of an author's Articles, ~110 px of the table).

afterEach(async () => {
  await act(async () => { await flush() })
  clearViewResources()
})

describe('pinsOneValue', () => {
  it.each([
    ['a plain value (a tab filtering by its record\'s IRI)', '/api/authors/7', true],
    ['a number', 1, true],
    ['a boolean', false, true],
    ['{ eq: value }', { eq: 7 }, true],
    ['a list of values: several may show', ['draft', 'review'], false],
    ['another operator', { gt: 10 }, false],
    ['eq beside another operator', { eq: 7, ne: 8 }, false],
    ['{ eq: a list }', { eq: ['a', 'b'] }, false],
    ['a group\'s nodes', [{ status: 'draft' }], false],
    ['null (no value)', null, false],
    ['undefined (no filter on the field)', undefined, false],
  ])('%s', (_case, value, expected) => {
    expect(pinsOneValue(value)).toBe(expected)
  })
})

interface Comment { id: string; article: string; body: string; author: string }

function declareComments() {
  const data = recordRepository<Comment>([
    { id: 'c1', article: '1', body: 'Nice read', author: 'Ann' },
    { id: 'c2', article: '1', body: 'Agreed', author: 'Bob' },
  ])
  return createViewResource<Comment>('pinned-comments', {
    name: 'comments', titleField: 'body', repository: data.repository,
    form: { inputs: { body: { label: 'Comment' }, article: { label: 'Article' }, author: { label: 'Written by' } } },
  })
}

describe('a list under a record', () => {
  it('draws no column of the field its record filters it by; the other columns stay', async () => {
    const comments = declareComments()
    const tabs: RecordTab<Article>[] = [{ label: 'Comments', resource: comments, filter: (article) => ({ article: article.id }) }]
    const { resource } = declareArticles([fullArticle], { views: { read: { tabs } } })
    renderRecordView(resource, <ReadView />, { action: 'read', id: '1' })
    await screen.findByText('Nice read')
    const list = document.querySelector<HTMLElement>('.atrium-list[data-resource="pinned-comments"]')!
    const headers = within(list).getAllByRole('columnheader').map((header) => header.textContent?.trim())
    expect(headers).toContain('Comment')
    expect(headers).toContain('Written by')
    expect(headers).not.toContain('Article')
    expect(within(list).getByText('Bob')).toBeInTheDocument()
  })
})
