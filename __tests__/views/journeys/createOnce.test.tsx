import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { configureAtrium, CreateView, createViewResource, restDialect } from '../../../lib/index'
import { clearViewResources } from '../../../lib/state/registry'
import { renderRecordView } from '../support/renderRecordView'

// A create whose answer never came must not make a second record unasked. Sent
// while the browser was offline, it never left: it is sent again once back
// online. Sent while online (the answer lost on the way back, or a deadline
// passed while the server worked), it may have landed: the form keeps the
// values, says the record may have been saved, links to the list and waits for
// "Save anyway". With `form.idempotencyKey`, it is sent again by itself with the
// same key, which the API answers with the record it made the first time.
// Through the public API, over the HTTP repository with a stub fetch.

interface Contact { id: number; name: string }
// A number: answered with that status (502–504: a gateway's, the record stored behind it; others: refused, nothing stored).
type Fate = 'ok' | 'offline' | 'answerLost' | 'hang' | number

let online = true
beforeAll(() => { Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online }) })
afterEach(() => {
  online = true
  jest.useRealTimers()
  clearViewResources()
  sessionStorage.clear()
  configureAtrium({})
})

function setOnline(value: boolean): void {
  online = value
  act(() => { window.dispatchEvent(new Event(value ? 'online' : 'offline')) })
}

/**
 * A json-server-like API behind a stub `fetch`. Each POST meets the next fate of `fates` ('ok' once they run out):
 * refused before sending (offline), stored but its answer lost, stored then no answer until the deadline, or answered.
 * A key seen before is answered with the record it made (no second one), as an API honouring `Idempotency-Key` does.
 */
function stubApi(fates: Fate[]) {
  const records: Contact[] = []
  const posts: { key: string | undefined }[] = []
  const byKey = new Map<string, Contact>()
  const fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    if (init?.method !== 'POST') return new Response(JSON.stringify(records), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(records.length) } })
    const key = (init.headers as Record<string, string>)['Idempotency-Key']
    posts.push({ key })
    const fate = fates.shift() ?? 'ok'
    if (fate === 'offline') throw new TypeError('Failed to fetch')
    if (typeof fate === 'number' && (fate < 502 || fate > 504)) return new Response(JSON.stringify({ message: 'Refused' }), { status: fate, headers: { 'Content-Type': 'application/json' } })
    let record = key === undefined ? undefined : byKey.get(key)
    if (!record) {
      record = { id: records.length + 1, ...(JSON.parse(String(init.body)) as { name: string }) }
      records.push(record)
      if (key !== undefined) byKey.set(key, record)
    }
    if (fate === 'answerLost') throw new TypeError('Failed to fetch')
    if (typeof fate === 'number') return new Response('<html>Gateway</html>', { status: fate, headers: { 'Content-Type': 'text/html' } })
    if (fate === 'hang') {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')))
      })
    }
    return new Response(JSON.stringify(record), { status: 201, headers: { 'Content-Type': 'application/json' } })
  })
  configureAtrium({ api: { baseUrl: 'https://api.example', dialect: restDialect(), fetch, timeoutMs: 5_000 } })
  return { records, posts, fetch }
}

let declared = 0
function contacts(idempotencyKey = false) {
  declared += 1
  return createViewResource<Contact>(`contacts-${declared}`, {
    name: 'Contacts',
    path: '/contacts',
    titleField: 'name',
    filters: { name: { type: 'text', label: 'Search names' } },
    form: { inputs: { name: { label: 'Name', required: true } }, ...(idempotencyKey ? { idempotencyKey: true } : {}) },
  })
}

/** Opens the create form, types `name` and presses Save. */
async function createContact(resource: ReturnType<typeof contacts>, name: string) {
  const view = renderRecordView(resource, <CreateView />, { action: 'create' })
  fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: name } })
  // In an async act: the save goes on after the click (a microtask later), still inside it.
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })) })
  return view
}

/** Lets every timer of the next minute fire (the held save's retries come after 2, 4, 8… s). */
async function aMinuteLater(): Promise<void> {
  await act(async () => { await jest.advanceTimersByTimeAsync(60_000) })
}

const fakeTimers = () => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })

describe('a create sent while offline never left', () => {
  it('is sent again once back online: one record, two requests', async () => {
    const api = stubApi(['offline'])
    setOnline(false)
    await createContact(contacts(), 'Ada Offline')
    expect(await screen.findByText(/Not saved yet: you are offline\./)).toBeInTheDocument()
    expect(api.records).toHaveLength(0)

    setOnline(true)
    expect(await screen.findByText('Ada Offline created.')).toBeInTheDocument()
    expect(api.posts).toHaveLength(2)
    expect(api.records.map((record) => record.name)).toEqual(['Ada Offline'])
  })
})

describe('a create that may have landed (sent online, no answer)', () => {
  it('answer lost: says it may have been saved, keeps the values, and sends nothing again by itself', async () => {
    const api = stubApi(['answerLost'])
    fakeTimers()
    await createContact(contacts(), 'Grace Lost')
    const notice = (await screen.findByText('Maybe saved: no answer came from the server.')).closest('[role="alert"]')
    expect(notice).toHaveTextContent('The contact may have been created.')
    expect(screen.queryByText(/Not saved yet/)).toBeNull()
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Grace Lost')

    // Neither time nor the browser saying it is online sends it again.
    await aMinuteLater()
    setOnline(true)
    await aMinuteLater()
    expect(api.posts).toHaveLength(1)
    expect(api.records).toHaveLength(1)

    // The check: the list filtered by the typed name, in a new tab (the form stays).
    const check = screen.getByRole('link', { name: /Look for “Grace Lost” in the list/ })
    expect(check).toHaveAttribute('target', '_blank')
    const url = new URL(check.getAttribute('href') ?? '', 'https://app.example')
    expect(url.pathname).toBe(`/admin/${'contacts-' + declared}/list`)
    expect(JSON.parse(url.searchParams.get('filter') ?? '{}')).toEqual({ name: { contains: 'Grace Lost' } })
  })

  it('Cancel asks first, saying the record may have been created (not "not saved"), with the list\'s link; Keep editing keeps the form', async () => {
    stubApi(['answerLost'])
    const view = await createContact(contacts(), 'Cancel Carla')
    await screen.findByText('Maybe saved: no answer came from the server.')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    const question = await screen.findByRole('alertdialog', { name: 'Leave? Your last save may have gone through.' })
    expect(question).toHaveTextContent('No answer came from the server, so the contact may have been created.')
    expect(question).not.toHaveTextContent(/have not been saved/)
    expect(within(question).getByRole('link', { name: 'Look for “Cancel Carla” in the list (opens in a new tab)' })).toHaveAttribute('target', '_blank')
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus())
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }))
    expect(view.close).not.toHaveBeenCalled()
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Cancel Carla')
  })

  it('"Save anyway" sends it again, once, when the reader asks', async () => {
    const api = stubApi(['answerLost'])
    await createContact(contacts(), 'Saved anyway')
    fireEvent.click(await screen.findByRole('button', { name: 'Save anyway' }))
    expect(await screen.findByText('Saved anyway created.')).toBeInTheDocument()
    expect(api.posts).toHaveLength(2)
  })

  it('timed out (the server still working): the same, no second request', async () => {
    const api = stubApi(['hang'])
    fakeTimers()
    await createContact(contacts(), 'Slow Server')
    await act(async () => { await jest.advanceTimersByTimeAsync(5_000) })
    expect(await screen.findByText('Maybe saved: no answer came from the server.')).toBeInTheDocument()
    expect(screen.queryByText(/could not be saved/)).toBeNull()
    await aMinuteLater()
    expect(api.posts).toHaveLength(1)
    expect(api.records).toHaveLength(1)
  })

  it('sent online, the browser offline when it failed (the network went mid-request): it may have landed, not sent again', async () => {
    const api = stubApi(['answerLost'])
    const resource = contacts()
    renderRecordView(resource, <CreateView />, { action: 'create' })
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Mid Request' } })
    api.fetch.mockImplementationOnce(async () => { online = false; throw new TypeError('Failed to fetch') })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Maybe saved: no answer came from the server.')).toBeInTheDocument()
    setOnline(true)
    expect(screen.getByText('Maybe saved: no answer came from the server.')).toBeInTheDocument()
    expect(api.fetch).toHaveBeenCalledTimes(1)
  })

  it('a reload brings the values back with the same warning, not as plain unsaved changes', async () => {
    stubApi(['answerLost'])
    const resource = contacts()
    const first = await createContact(resource, 'Reloaded')
    await screen.findByText('Maybe saved: no answer came from the server.')
    first.unmount()

    renderRecordView(resource, <CreateView />, { action: 'create', store: first.store })
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Reloaded')
    expect(screen.getByText('Maybe saved: no answer came from the server.')).toBeInTheDocument()
    expect(screen.queryByText(/unsaved changes are back/)).toBeNull()
  })
})

describe('a gateway answering for the server (502, 503, 504): the origin may have stored it', () => {
  it.each([502, 503, 504])('%i: maybe saved, nothing sent again by itself, one record', async (status) => {
    const api = stubApi([status])
    fakeTimers()
    await createContact(contacts(), `Gateway ${status}`)
    expect(await screen.findByText('Maybe saved: no answer came from the server.')).toBeInTheDocument()
    expect(screen.queryByText(/could not be saved/)).toBeNull()
    expect(screen.getByLabelText(/^Name/)).toHaveValue(`Gateway ${status}`)
    await aMinuteLater()
    expect(api.posts).toHaveLength(1)
    expect(api.records).toHaveLength(1)
  })

  it('with form.idempotencyKey, a 504 is sent again by itself with the same key: one record', async () => {
    const api = stubApi([504])
    fakeTimers()
    await createContact(contacts(true), 'Keyed Gateway')
    expect(await screen.findByText(/Not saved yet: the server could not be reached\./)).toBeInTheDocument()
    await aMinuteLater()
    expect(await screen.findByText('Keyed Gateway created.')).toBeInTheDocument()
    expect(api.posts.map((post) => post.key)).toEqual([api.posts[0].key, api.posts[0].key])
    expect(api.records).toHaveLength(1)
  })

  it.each([400, 409, 500])('%i stays the API\'s refusal: said not saved, no hold, nothing stored', async (status) => {
    const api = stubApi([status])
    await createContact(contacts(), `Refused ${status}`)
    expect(await screen.findByText(/The change could not be saved/)).toBeInTheDocument()
    expect(screen.queryByText(/Maybe saved|Not saved yet/)).toBeNull()
    expect(api.records).toHaveLength(0)
  })
})

describe('form.idempotencyKey', () => {
  it('sends the lost create again by itself with the same key: the API answers the first record, one record in all', async () => {
    const api = stubApi(['answerLost'])
    fakeTimers()
    await createContact(contacts(true), 'Keyed Once')
    expect(await screen.findByText(/Not saved yet: the server could not be reached\./)).toBeInTheDocument()
    await aMinuteLater()
    expect(await screen.findByText('Keyed Once created.')).toBeInTheDocument()
    expect(api.posts).toHaveLength(2)
    expect(api.posts[0].key).toMatch(/^[0-9a-f]{32}$/)
    expect(api.posts[1].key).toBe(api.posts[0].key)
    expect(api.records.map((record) => record.name)).toEqual(['Keyed Once'])
  })

  it('the server down (connection refused, nothing stored, the browser online): cannot be told from a lost answer; the key makes the re-send safe', async () => {
    const api = stubApi(['offline', 'offline'])
    fakeTimers()
    await createContact(contacts(true), 'Server Down')
    expect(await screen.findByText(/Not saved yet: the server could not be reached\./)).toBeInTheDocument()
    await aMinuteLater()
    expect(await screen.findByText('Server Down created.')).toBeInTheDocument()
    expect(new Set(api.posts.map((post) => post.key)).size).toBe(1)
    expect(api.posts).toHaveLength(3)
    expect(api.records).toHaveLength(1)
  })

  it('a timed-out create is sent again with its key too; the next save has a key of its own', async () => {
    const api = stubApi(['hang'])
    fakeTimers()
    const view = await createContact(contacts(true), 'Keyed Slow')
    await act(async () => { await jest.advanceTimersByTimeAsync(5_000) })
    await aMinuteLater()
    expect(await screen.findByText('Keyed Slow created.')).toBeInTheDocument()
    expect(api.posts.map((post) => post.key)).toEqual([api.posts[0].key, api.posts[0].key])
    view.unmount()

    await createContact(contacts(true), 'Next one')
    expect(await screen.findByText('Next one created.')).toBeInTheDocument()
    expect(api.posts).toHaveLength(3)
    expect(api.posts[2].key).not.toBe(api.posts[0].key)
    expect(api.records).toHaveLength(2)
  })

  it('after a reload its key is gone: the values come back as maybe saved, not sent again by themselves', async () => {
    const api = stubApi(['answerLost', 'answerLost'])
    const resource = contacts(true)
    const first = await createContact(resource, 'Keyed Reload')
    await screen.findByText(/Not saved yet: the server could not be reached\./)
    first.unmount()

    fakeTimers()
    renderRecordView(resource, <CreateView />, { action: 'create', store: first.store })
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Keyed Reload')
    expect(screen.getByText('Maybe saved: no answer came from the server.')).toBeInTheDocument()
    await aMinuteLater()
    expect(api.posts).toHaveLength(1)
  })

  it('is not sent without the option', async () => {
    const api = stubApi([])
    await createContact(contacts(), 'No key')
    expect(await screen.findByText('No key created.')).toBeInTheDocument()
    expect(api.posts).toEqual([{ key: undefined }])
  })
})
