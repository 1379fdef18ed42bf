// What a person does in a fixture host (hosts/app), in Chromium: the host's own page, signing in,
// then list / create / edit / delete on a local-storage resource and on an HTTP one, a reload
// (the session and the host's state persist), and an address that names no scope.
import type { Page } from 'playwright-core'
import type { HostServer } from './hostServer'

/** What the journey saw that the test asserts on. */
export interface JourneyReport {
  /** Console errors, uncaught exceptions and failed answers (status ≥ 400) of the page. */
  errors: string[]
  /** Request bodies the API received for the book writes. */
  created: unknown
  updated: unknown
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu' })

async function openList(page: Page, resource: string, mount: string): Promise<void> {
  await menu(page).getByRole('link', { name: resource }).click()
  await page.waitForURL((url) => url.pathname === `${mount}/admin/${resource}/list`)
}

async function save(page: Page, notice: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByText(notice).first().waitFor()
}

async function createRecord(page: Page, fields: Record<string, string>): Promise<void> {
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await page.waitForURL((url) => url.pathname.endsWith('/create'))
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value)
  await save(page, new RegExp(`${fields.Title}.*created|created.*${fields.Title}`, 'i'))
  // A create page goes back to its list once saved.
  await page.waitForURL((url) => url.pathname.endsWith('/list'))
}

async function editRecord(page: Page, title: string, fields: Record<string, string>): Promise<void> {
  await page.getByRole('link', { name: `Edit ${title}`, exact: true }).click()
  await page.waitForURL((url) => /\/update\/[^/]+$/.test(url.pathname))
  // The form is filled from the record once it is read.
  const titleInput = await page.getByLabel('Title', { exact: true }).elementHandle()
  await page.waitForFunction(([element, expected]) => (element as HTMLInputElement | null)?.value === expected, [titleInput, title] as const)
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value)
  await save(page, /saved|updated/i)
  await page.getByRole('button', { name: 'Cancel' }).click()
  await page.waitForURL((url) => url.pathname.endsWith('/list'))
}

async function deleteRecord(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: `Delete ${title}`, exact: true }).click()
  const dialog = page.getByRole('alertdialog')
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  await dialog.waitFor({ state: 'detached' })
  await page.getByRole('cell', { name: title, exact: true }).waitFor({ state: 'detached' })
}

/** Walks the host at `server.url`; Atrium is mounted at `/backoffice`. */
export async function walkHost(page: Page, server: HostServer): Promise<JourneyReport> {
  const errors: string[] = []
  // Chromium's own "Failed to load resource" line names no URL: failed answers are listed by URL instead.
  page.on('console', (message) => { if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text()) })
  page.on('response', (response) => { if (response.status() >= 400) errors.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`) })
  page.on('pageerror', (error) => errors.push(String(error)))
  const mount = '/backoffice'

  // The host's own page and its own slice.
  await page.goto(`${server.url}/`)
  await page.getByRole('heading', { name: 'Book club' }).waitFor()
  await page.getByRole('button', { name: 'Count a visit' }).click()
  await page.getByLabel('Count').filter({ hasText: '1' }).waitFor()

  // Into Atrium: not signed in, so the host's sign-in page, then back where the reader was going.
  await page.getByRole('link', { name: 'Back office' }).click()
  await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('returnTo') === mount)
  await page.getByLabel('Name').fill('reader')
  await page.getByLabel('Password').fill('secret')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL((url) => url.pathname === `${mount}/admin/notes/list`)

  // A resource in local storage.
  await createRecord(page, { Title: 'Buy milk' })
  await createRecord(page, { Title: 'Call mum', Body: 'Sunday' })
  await page.getByRole('cell', { name: 'Buy milk', exact: true }).waitFor()
  await editRecord(page, 'Buy milk', { Title: 'Buy oat milk' })
  await page.getByRole('cell', { name: 'Buy oat milk', exact: true }).waitFor()
  await deleteRecord(page, 'Buy oat milk')

  // A resource on the HTTP API.
  await openList(page, 'books', mount)
  await page.getByRole('cell', { name: 'Dune', exact: true }).waitFor()
  await page.getByRole('cell', { name: 'Emma', exact: true }).waitFor()
  await createRecord(page, { Title: 'Ulysses' })
  const created = (await server.request((request) => request.method === 'POST' && request.path === '/api/books')).body
  await page.getByRole('cell', { name: 'Ulysses', exact: true }).waitFor()
  await editRecord(page, 'Ulysses', { Pages: '730' })
  const updated = (await server.request((request) => request.method === 'PATCH' && request.path.startsWith('/api/books/'))).body
  await page.getByRole('cell', { name: '730', exact: true }).waitFor()
  await deleteRecord(page, 'Emma')
  await server.request((request) => request.method === 'DELETE' && request.path === '/api/books/2')

  // A reload keeps the session (no sign-in page) and the list.
  await page.reload()
  await page.getByRole('cell', { name: 'Ulysses', exact: true }).waitFor()
  if (new URL(page.url()).pathname !== `${mount}/admin/books/list`) throw new Error(`the reload left the list for ${page.url()}`)

  // The host's page again: its persisted count, and the note left, read through Atrium's hooks.
  await page.goto(`${server.url}/`)
  await page.getByLabel('Count').filter({ hasText: '1' }).waitFor()
  await page.getByRole('list', { name: 'Notes' }).getByText('Call mum', { exact: true }).waitFor()

  // An address under the mount point that names no scope.
  await page.goto(`${server.url}${mount}/nowhere/books/list`)
  await page.getByRole('heading', { name: 'Page not found' }).waitFor()
  await page.getByRole('link', { name: 'Go to the start page' }).click()
  await page.waitForURL((url) => url.pathname === `${mount}/admin/notes/list`)
  return { errors, created, updated }
}
