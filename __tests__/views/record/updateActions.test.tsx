import { fireEvent, screen } from '@testing-library/react'
import { UpdateView } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { declareArticles, fullArticle, type Article } from '../support/articles'
import { renderRecordView } from '../support/renderRecordView'

afterEach(() => clearViewResources())

describe('update view actions', () => {
  it('offers Delete beside the title (as the origin and react-admin do), opening the delete of that record', async () => {
    const { resource } = declareArticles()
    const view = renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    await screen.findByRole('heading', { level: 1, name: 'Hello' })
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(view.open).toHaveBeenCalledWith('delete', '1', undefined)
  })

  it.each<[string, Parameters<typeof declareArticles>[1], boolean]>([
    ['all', { permissions: 'all' }, true],
    ['a rule refusing this record', { permissions: { delete: (item?: Article) => item?.published === false } }, false],
    ['no delete', { permissions: ['list', 'read', 'update'] }, false],
  ])('shows Delete only when can() allows it: %s', async (_name, options, shown) => {
    const { resource } = declareArticles([fullArticle], options)
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    await screen.findByRole('heading', { level: 1, name: 'Hello' })
    expect(screen.queryByRole('button', { name: 'Delete' }) !== null).toBe(shown)
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument()
  })
})
