import { render, screen, waitFor } from '@testing-library/react'
import { configureAtrium, createViewResource } from '../../lib/index'
import { nameInText, singularInText, singularOf } from '../../lib/resource/singularOf'
import { formatCell } from '../../lib/fields/formatCell'
import { useDocumentTitle } from '../../lib/views/useDocumentTitle'
import { labelInText } from '../../lib/views/labelInText'
import { formText } from '../../lib/views/form/formText'
import { filterText } from '../../lib/views/list/filterText'

afterEach(() => configureAtrium({}))

describe('singular names for headings', () => {
  it.each([
    ['Articles', 'Article'], ['Categories', 'Category'], ['Addresses', 'Address'], ['Boxes', 'Box'], ['Batches', 'Batch'],
    ['Users', 'User'], ['News', 'New'], ['Status', 'Status'], ['Series', 'Sery'], ['Days', 'Day'], ['Person', 'Person'], ['CATEGORIES', 'CATEGORY'],
  ])('%s → %s', (plural, singular) => {
    // Guesses are guesses ("News", "Series"): a resource declares `singularName` where they are wrong.
    expect(singularOf(plural)).toBe(singular)
  })

  it('takes the declared singularName, and reads it inside a sentence in lower case unless it is an acronym', () => {
    const people = createViewResource('i15-people', { name: 'People', singularName: 'Person', storage: 'local' })
    const faqs = createViewResource('i15-faqs', { name: 'FAQs', storage: 'local' })
    expect(people.singularName).toBe('Person')
    expect(singularInText(people)).toBe('person')
    expect(singularInText(faqs)).toBe('FAQ')
  })
})

describe('names inside a sentence', () => {
  it.each([
    ['Articles', 'articles'], ['Notes', 'notes'], ['Blog posts', 'blog posts'], ['Événements', 'événements'], ['Ö-Listen', 'Ö-Listen'],
    // Acronyms and names whose second letter is not lower case are kept as declared.
    ['API keys', 'API keys'], ['FAQ entries', 'FAQ entries'], ['FAQs', 'FAQs'], ['iPhones', 'iPhones'], ['X', 'X'], ['', ''],
    ['CATEGORIES', 'CATEGORIES'], ['3D models', '3D models'], ['articles', 'articles'],
  ])('%s → %s', (name, inText) => {
    expect(nameInText(name)).toBe(inText)
  })
})

describe('field labels inside a sentence', () => {
  it.each([
    // Mid-sentence, a label reads as a resource's name does: lower-cased, acronyms and the like kept.
    ['Colour', 'Pick colour', 'Colour is required.'], ['Published at', 'Pick published at', 'Published at is required.'],
    ['URL', 'Pick URL', 'URL is required.'], ['API key', 'Pick API key', 'API key is required.'], ['iPhone model', 'Pick iPhone model', 'iPhone model is required.'],
  ])('%s: “%s”, “%s”', (label, picked, required) => {
    expect(labelInText((field) => formText('form.pickColor', { field }), label)).toBe(picked)
    expect(labelInText((field) => formText('form.required', { field }), label)).toBe(required)
  })

  it("follows a host's translation, wherever it puts the label", () => {
    configureAtrium({ messages: { 'form.pickColor': '{field}: pick one', 'form.required': 'Please fill in {field}.', 'filter.from': 'From {field}', 'filter.to': '“{field}” to' } })
    expect(labelInText((field) => formText('form.pickColor', { field }), 'Colour')).toBe('Colour: pick one')
    expect(labelInText((field) => formText('form.required', { field }), 'Colour')).toBe('Please fill in colour.')
    expect(labelInText((field) => filterText('filter.from', { field }), 'Published at')).toBe('From published at')
    expect(labelInText((field) => filterText('filter.to', { field }), 'Published at')).toBe('“Published at” to')
  })
})

describe('dates and numbers through Intl in the configured locale', () => {
  it('shows date-times without seconds and numbers with thousands separators', () => {
    configureAtrium({ locale: 'en-US' })
    expect(formatCell('2026-03-29T09:00:00', { type: 'datetime' })).toBe('3/29/2026, 9:00 AM')
    expect(formatCell(1234567, { type: 'number' })).toBe('1,234,567')
    configureAtrium({ locale: 'de-DE' })
    expect(formatCell('2026-03-29T19:05:00', { type: 'datetime' })).toBe('29.3.2026, 19:05')
    expect(formatCell(1234567.5, { type: 'number' })).toBe('1.234.567,5')
    expect(formatCell('2024-05-01', { type: 'date' })).toBe('1.5.2024')
    expect(formatCell('not a number', { type: 'number' })).toBe('not a number')
  })
})

describe('document.title follows the screen', () => {
  function Screen({ action }: { action: 'list' | 'create' | 'update' | 'read' }) {
    const articles = createViewResource('i15-articles', { name: 'Articles', storage: 'local' })
    useDocumentTitle(articles as unknown as Parameters<typeof useDocumentTitle>[0], action, 'Back office')
    return <p>{action}</p>
  }

  it('names the list, a new record and an edit, with the app name (configurable), and gives the host title back', async () => {
    document.title = 'Host'
    const { rerender, unmount } = render(<Screen action="list" />)
    await waitFor(() => expect(document.title).toBe('Articles · Back office'))
    rerender(<Screen action="create" />)
    await waitFor(() => expect(document.title).toBe('New article · Back office'))
    configureAtrium({ appName: 'Newsroom' })
    rerender(<Screen action="update" />)
    await waitFor(() => expect(document.title).toBe('Edit article · Newsroom'))
    expect(screen.getByText('update')).toBeInTheDocument()
    unmount()
    expect(document.title).toBe('Host')
  })
})
