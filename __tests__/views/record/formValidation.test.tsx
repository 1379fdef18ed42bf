import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { ApiError, CreateView, UpdateView, type Violation } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { mapViolations } from '../../../lib/views/form/mapViolations'
import { declareArticles, type Article } from '../support/articles'
import { renderRecordView } from '../support/renderRecordView'

afterEach(() => clearViewResources())

const form = () => document.querySelector('form') as HTMLFormElement

describe('required fields', () => {
  it('block the submit, say why on the field, mark it invalid and focus the first one', async () => {
    const { resource, callsOf } = declareArticles([], {
      form: { inputs: { title: { label: 'Title', required: true }, body: { type: 'textarea', label: 'Body', required: true }, published: { type: 'boolean', label: 'Accept', required: true } } },
    })
    renderRecordView(resource, <CreateView />, { action: 'create' })
    fireEvent.change(await screen.findByLabelText('Body'), { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const title = screen.getByLabelText('Title')
    await waitFor(() => expect(title).toHaveFocus())
    expect(title).toHaveAttribute('aria-invalid', 'true')
    expect(title).toHaveAccessibleDescription('Title is required.')
    expect(screen.getByLabelText('Body')).toHaveAccessibleDescription('Body is required.')
    expect(screen.getByLabelText('Accept')).toHaveAccessibleDescription('Accept is required.')
    expect(callsOf('createItem')).toHaveLength(0)

    // Fixing a field clears its message; the next submit goes through once all are filled.
    fireEvent.change(title, { target: { value: 'T' } })
    expect(title).not.toHaveAttribute('aria-invalid')
    fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'B' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByLabelText('Accept')).toHaveFocus())
    fireEvent.click(screen.getByLabelText('Accept'))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsOf('createItem')).toHaveLength(1))
  })
})

describe('maxLength', () => {
  it('shows a count once four fifths are used, refuses a longer value before sending (never cutting it), and sends it once short enough', async () => {
    const { resource, callsOf } = declareArticles([], {
      form: { inputs: { title: { label: 'Title', required: true, maxLength: 10 }, body: { type: 'textarea', label: 'Body', maxLength: 20 } } },
    })
    renderRecordView(resource, <CreateView />, { action: 'create' })
    const title = await screen.findByLabelText('Title')
    fireEvent.change(title, { target: { value: 'Seven c' } })
    expect(screen.queryByText(/of 10 characters/)).toBeNull()
    fireEvent.change(title, { target: { value: 'Eight ch' } })
    expect(title).toHaveAccessibleDescription('8 of 10 characters')
    fireEvent.change(title, { target: { value: 'Twelve chars' } })
    expect(screen.getByText('12 of 10 characters')).toHaveClass('atrium-field__count--over')
    fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'x'.repeat(25) } })

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(title).toHaveFocus())
    expect(title).toHaveAttribute('aria-invalid', 'true')
    expect(title).toHaveAccessibleDescription('Title takes at most 10 characters. 12 of 10 characters')
    expect(screen.getByLabelText('Body')).toHaveAccessibleDescription('Body takes at most 20 characters. 25 of 20 characters')
    // Nothing was cut: the reader decides what goes.
    expect(title).toHaveValue('Twelve chars')
    expect(callsOf('createItem')).toHaveLength(0)

    fireEvent.change(title, { target: { value: 'Ten chars!' } })
    fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'Short' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(callsOf('createItem')).toHaveLength(1))
    expect(callsOf('createItem')[0].args[0]).toMatchObject({ title: 'Ten chars!', body: 'Short' })
  })
})

describe('server violations', () => {
  it('land on the field they name, nested paths on their root input, the rest in a form-level alert', async () => {
    const { resource, failNext } = declareArticles([], {
      form: { inputs: { title: { label: 'Title' }, contact: { type: 'email', label: 'Contact' } } },
    })
    failNext('createItem', new ApiError({
      status: 422,
      detail: 'Validation failed',
      violations: [
        { propertyPath: 'title', message: 'Title is taken.' },
        { propertyPath: 'contact.domain', message: 'Unknown domain.' },
        { propertyPath: 'slug', message: 'Slug is taken.' },
        { propertyPath: '', message: 'Too many articles today.' },
      ],
    }))
    renderRecordView(resource, <CreateView />, { action: 'create' })
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Dup' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent('slug: Slug is taken.'))
    expect(within(form()).getByRole('alert')).toHaveTextContent('Too many articles today.')
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is taken.')
    expect(screen.getByLabelText('Contact')).toHaveAccessibleDescription('Unknown domain.')
    expect(screen.getByLabelText('Title')).toHaveFocus()
    // The typed value is kept.
    expect(screen.getByLabelText('Title')).toHaveValue('Dup')
  })

  it('only field violations: the form-level alert asks to correct the highlighted fields', async () => {
    const { resource, failNext } = declareArticles()
    failNext('updateItem', new ApiError({ status: 422, violations: [{ propertyPath: 'views', message: 'Must be positive.' }] }))
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    fireEvent.change(await screen.findByLabelText('Views'), { target: { value: '-1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.'))
    expect(screen.getByLabelText('Views')).toHaveAccessibleDescription('Must be positive.')
  })

  it('an error without violations shows its detail in the form-level alert', async () => {
    const { resource, failNext } = declareArticles()
    failNext('updateItem', new ApiError({ status: 409, title: 'Conflict', detail: 'Someone else is editing.' }))
    renderRecordView(resource, <UpdateView />, { action: 'update', id: '1' })
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Other' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent('The change could not be saved: Someone else is editing.'))
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled()
  })

  it.each<[string, Violation[], string[], Record<string, string[]>, string[]]>([
    ['exact field', [{ propertyPath: 'title', message: 'm' }], ['title'], { title: ['m'] }, []],
    ['nested path to its root input', [{ propertyPath: 'author.name', message: 'm' }], ['author'], { author: ['m'] }, []],
    ['exact nested input wins over the root', [{ propertyPath: 'author.name', message: 'm' }], ['author', 'author.name'], { 'author.name': ['m'] }, []],
    ['array index to its input', [{ propertyPath: 'tags[0]', message: 'm' }], ['tags'], { tags: ['m'] }, []],
    ['unknown field to the form, with its path', [{ propertyPath: 'slug', message: 'm' }], ['title'], {}, ['slug: m']],
    ['no path to the form', [{ propertyPath: '', message: 'm' }], ['title'], {}, ['m']],
    ['two on one field', [{ propertyPath: 'title', message: 'a' }, { propertyPath: 'title', message: 'b' }], ['title'], { title: ['a', 'b'] }, []],
  ])('mapViolations: %s', (_name, violations, fields, byField, rest) => {
    expect(mapViolations(violations, fields)).toEqual({ byField, rest })
  })
})

describe('saving', () => {
  it('marks submit aria-disabled while saving (not disabled: the focus stays on it) and ignores a second submit or press: one create call', async () => {
    const { resource, callsOf, hold } = declareArticles([])
    const gate = hold('createItem')
    renderRecordView(resource, <CreateView />, { action: 'create' })
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Once' } })
    const save = screen.getByRole('button', { name: 'Save' })
    fireEvent.click(save)
    fireEvent.submit(form())
    fireEvent.click(save)
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-disabled', 'true'))
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeEnabled()
    fireEvent.click(screen.getByRole('button', { name: 'Saving…' }))
    fireEvent.submit(form())
    expect(form()).toHaveAttribute('aria-busy', 'true')
    await act(async () => { gate.resolve() })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled'))
    expect(callsOf('createItem')).toHaveLength(1)
    expect((callsOf('createItem')[0].args[0] as Article).title).toBe('Once')
  })
})
