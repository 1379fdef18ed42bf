import { fireEvent, screen, within } from '@testing-library/react'
import { UpdateView } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { declareArticles, fullArticle, type Article } from '../support/articles'
import { renderRecordView } from '../support/renderRecordView'

afterEach(() => clearViewResources())

/** Whether `later` comes after `earlier` in the document (the order of Tab). */
const follows = (earlier: Element, later: Element) => (earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0

describe('update view actions', () => {
  it('offers Delete at the foot of the form, after the last field and after Save (as react-admin\'s toolbar does), opening the delete of that record', async () => {
    const { resource } = declareArticles()
    const view = renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    const heading = await screen.findByRole('heading', { level: 1, name: 'Hello' })
    const remove = await screen.findByRole('button', { name: 'Delete' })
    const save = screen.getByRole('button', { name: 'Save' })
    // Not beside the title any more: above the first field, it came before the form in the tab order.
    expect(within(heading.closest('header') as HTMLElement).queryByRole('button')).toBeNull()
    expect(follows(screen.getByLabelText('Created at'), remove)).toBe(true)
    expect(follows(save, remove)).toBe(true)
    expect(follows(screen.getByRole('button', { name: 'Cancel' }), remove)).toBe(true)
    // In the form's action row, last; never its default button: submitting the form saves, it opens nothing.
    expect(remove.parentElement).toBe(save.parentElement)
    expect(remove.parentElement?.lastElementChild).toBe(remove)
    expect(remove).toHaveAttribute('type', 'button')
    fireEvent.submit(save.closest('form') as HTMLFormElement)
    expect(await screen.findByText('Hello saved.')).toBeInTheDocument()
    expect(view.open).not.toHaveBeenCalled()
    fireEvent.click(remove)
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
    // The form's action row drawn (its code loads on demand), then whether Delete is in it.
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete' }) !== null).toBe(shown)
  })
})
