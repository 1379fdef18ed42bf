// Issue 16, point 2: a record id taken from the URL, or from an answer, that
// resolves to another origin than the API's (absolute, protocol-relative,
// backslash forms, other schemes) is refused with a clear error: no GET, no
// PATCH, no DELETE, no form to type into; the other host's record is never drawn.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import fc from 'fast-check'
import { configureAtrium, createViewResource } from '../../lib/index'
import { clearViewResources } from '../../lib/state/registry'
import { recordFigures, tallyInto } from '../support/reliabilityFigures'
import { renderApp } from '../views/support/renderApp'

const API = 'https://api.example'
const sent: string[] = []

/**
 * Answers every host alike, as another site would: on the old code its record was drawn. The list's
 * one row is identified (Hydra: by its `@id`) as a record of another origin.
 */
const fakeFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = new URL(String(input), location.href)
  sent.push(`${init.method ?? 'GET'} ${url.href}`)
  const foreign = url.origin !== API
  const record = { '@id': url.pathname, id: 9, title: foreign ? 'Record of the other host' : 'Our own record' }
  const body = /\/articles\/?$/.test(url.pathname) ? { member: [{ ...record, '@id': 'https://other.example/api/articles/9', id: 9, title: 'Row with a foreign id' }], totalItems: 1 } : record
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/ld+json' } })
}) as typeof fetch

const figures: Array<{ what: string; tried: number; held: number }> = []
const tally = tallyInto(figures)
afterAll(() => recordFigures('security-foreign-ids', figures))

beforeEach(() => {
  sent.length = 0
  configureAtrium({ api: { baseUrl: `${API}/api`, fetch: fakeFetch, getAuthToken: () => 'token' } })
})
afterEach(() => {
  clearViewResources()
  configureAtrium({})
})

const articles = () => createViewResource<{ id: string; title: string }>('articles', {
  path: '/articles',
  form: { inputs: { title: { label: 'Title' } } },
})

const FOREIGN_IDS = [
  'http://other.example/api/articles/1',
  'https://other.example/api/articles/1',
  'HTTPS://OTHER.EXAMPLE/api/articles/1',
  '//other.example/api/articles/1',
  '/\\other.example/api/articles/1',
  '\\\\other.example\\api\\articles\\1',
  '\\/other.example/api/articles/1',
  '/\t/other.example/api/articles/1',
  'https://api.example.other.example/api/articles/1',
  'https://api.example@other.example/api/articles/1',
  'http://api.example/api/articles/1',
  'https://api.example:8443/api/articles/1',
]

/** Ids that name no web origin: the dialect makes them a path segment on the API; nothing may leave. */
const OTHER_SCHEMES = ['javascript:alert(1)//', 'data:application/json,{"title":"x"}', 'file:///etc/passwd', 'mailto:x@other.example']

/** The alert that says the id was refused. */
async function refusal(): Promise<HTMLElement> {
  const text = await screen.findByText(/Atrium sends no request there/)
  const alert = text.closest<HTMLElement>('[role="alert"]')
  expect(alert).not.toBeNull()
  return alert as HTMLElement
}

const foreignRequests = () => sent.filter((request) => !request.split(' ')[1].startsWith(`${API}/`))

describe('an id in the URL that resolves to another origin', () => {
  const check = tally('foreign ids in view URLs (update, read, delete pages): refused with a message, no request, no form')

  it.each(FOREIGN_IDS.flatMap((id) => (['update', 'read'] as const).map((action) => [action, id] as const)))(
    '%s page of %j: refused, nothing fetched or drawn', async (action, id) => {
      await check(async () => {
        renderApp([articles()], { url: `/admin/articles/${action}/${encodeURIComponent(id)}` })
        const alert = await refusal()
        expect(alert).toHaveTextContent(/not to the API \(https:\/\/api\.example\)/)
        expect(screen.queryByText('Record of the other host')).toBeNull()
        expect(screen.queryByLabelText('Title')).toBeNull()
        expect(screen.queryByRole('button', { name: /^Save$/ })).toBeNull()
        // Trying again would be refused again: no Retry is offered.
        expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull()
        expect(sent).toEqual([])
      })
    },
  )

  it.each(FOREIGN_IDS)('delete page of %j: Delete is refused with the message (once its Undo notice goes), no DELETE sent', async (id) => {
    await check(async () => {
      renderApp([articles()], { url: `/admin/articles/delete/${encodeURIComponent(id)}` })
      fireEvent.click(await screen.findByRole('button', { name: 'Delete' }))
      // An undoable delete is sent when its notice goes: closed here.
      fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }))
      expect(await refusal()).toHaveTextContent(/not to the API/)
      expect(screen.queryByText(/Record of the other host/)).toBeNull()
      // Closed, the delete view went back to the list, read from the API; nothing else was sent anywhere.
      expect(foreignRequests()).toEqual([])
      expect(sent.filter((request) => !request.startsWith(`GET ${API}/api/articles?`))).toEqual([])
    })
  })

  it.each(OTHER_SCHEMES)('update page of %j: whatever is fetched comes from the API only', async (id) => {
    await check(async () => {
      renderApp([articles()], { url: `/admin/articles/update/${encodeURIComponent(id)}` })
      await waitFor(() => expect(sent.length).toBeGreaterThan(0))
      expect(foreignRequests()).toEqual([])
      expect(screen.queryByText('Record of the other host')).toBeNull()
    })
  })

  it('the API\'s own IRI in the URL loads (the control)', async () => {
    renderApp([articles()], { url: `/admin/articles/update/${encodeURIComponent('/api/articles/1')}` })
    expect(await screen.findByDisplayValue('Our own record')).toBeInTheDocument()
    expect(sent).toEqual([`GET ${API}/api/articles/1`])
  })
})

describe('an id from an answer that resolves to another origin', () => {
  it('Edit on a row whose id leads elsewhere opens a refusal, not the other host\'s record; nothing is sent there', async () => {
    const check = tally('foreign ids in list answers, opened for update: refused, no request')
    await check(async () => {
      renderApp([articles()], { url: '/admin/articles/list' })
      fireEvent.click(await screen.findByRole('link', { name: 'Edit Row with a foreign id' }))
      const alert = await refusal()
      expect(alert).toHaveTextContent(/leads to https:\/\/other\.example/)
      expect(screen.queryByText('Record of the other host')).toBeNull()
      await waitFor(() => expect(sent.some((request) => request.startsWith(`GET ${API}/api/articles`))).toBe(true))
      expect(foreignRequests()).toEqual([])
    })
  })

  it('generated foreign URLs as ids never reach fetch (fast-check)', async () => {
    const check = tally('generated ids on other origins, read through the resource endpoint (fast-check): refused, no request')
    const resource = articles()
    const foreign = fc.oneof(
      fc.webUrl({ validSchemes: ['https', 'http'], withQueryParameters: true }).filter((url) => new URL(url).origin !== API),
      fc.domain().map((host) => `//${host}/api/articles/1`),
      fc.domain().map((host) => `/\\${host}/x`),
    )
    await fc.assert(fc.asyncProperty(foreign, async (id) => check(async () => {
      sent.length = 0
      await expect(resource.repository.getItem(id)).rejects.toMatchObject({ title: 'Refused identifier' })
      await expect(resource.repository.updateItem(id, { title: 'typed' })).rejects.toMatchObject({ title: 'Refused identifier' })
      expect(sent).toEqual([])
    })), { numRuns: 300 })
  })
})

describe('with a relative base URL, as the demo configures it', () => {
  it.each(FOREIGN_IDS)('%j is refused for read, update and delete; the page\'s own IRI is not', async (id) => {
    configureAtrium({ api: { baseUrl: '', fetch: fakeFetch, getAuthToken: () => 'token' } })
    const resource = createViewResource<{ id: string; title: string }>('pageArticles', { path: '/api/articles' })
    for (const operation of [() => resource.repository.getItem(id), () => resource.repository.updateItem(id, { title: 'typed' }), () => resource.repository.removeItem(id)]) {
      await expect(operation()).rejects.toMatchObject({ title: 'Refused identifier', detail: expect.stringMatching(/not to the API \(http:\/\/localhost\)/) })
    }
    expect(sent).toEqual([])
    await resource.repository.getItem('/api/articles/1')
    expect(sent).toEqual(['GET http://localhost/api/articles/1'])
  })
})

describe('nothing typed leaves for another origin', () => {
  it('an update view reached with a foreign id has no form, so Save cannot send the typed data there', async () => {
    renderApp([articles()], { url: `/admin/articles/update/${encodeURIComponent('https://other.example/api/articles/1')}` })
    const alert = await refusal()
    expect(within(alert).queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('form')).toBeNull()
    expect(sent.filter((request) => request.startsWith('PATCH'))).toEqual([])
  })
})
