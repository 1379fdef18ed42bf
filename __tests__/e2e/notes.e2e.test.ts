/** @jest-environment node */
// Drives the demo in Debian's Chromium: a note on local storage is added,
// survives a reload, and is deleted, on the page the demo draws by hand (/notes).
import type { Page } from 'playwright-core'
import { launchBrowser, type TestBrowser } from './support/browser'
import { startDemoForTest, type TestDemo } from './support/demo'
import { screenshotOnFailure } from './support/screenshots'
import { LOGIN_PATH, USERNAME_LABEL, signIn } from './support/demoUi'

// Building the demo and starting Chromium take seconds, not milliseconds.
jest.setTimeout(120_000)

let demo: TestDemo
let browser: TestBrowser
let page: Page
const pageErrors: string[] = []

beforeAll(async () => {
  // Both in parallel; allSettled so that one failing still lets afterAll stop the other.
  const [startedDemo, startedBrowser] = await Promise.allSettled([startDemoForTest(), launchBrowser()])
  if (startedDemo.status === 'fulfilled') demo = startedDemo.value
  if (startedBrowser.status === 'fulfilled') browser = startedBrowser.value
  if (startedDemo.status === 'rejected') throw startedDemo.reason
  if (startedBrowser.status === 'rejected') throw startedBrowser.reason
  page = await browser.newPage()
  page.on('pageerror', (error) => pageErrors.push(error.message))
})

afterAll(async () => {
  await Promise.all([browser?.close(), demo?.close()])
})

function notesTable(current: Page) {
  return current.getByRole('table', { name: 'Notes' })
}

test('a note is added, survives a reload, is in the admin\'s Notes, and is deleted', async () => {
  await screenshotOnFailure(page, async () => {
    // Signed out, the page asks for a sign-in first (its notes are the user's) and draws nothing before.
    await page.goto(`${demo.url}/notes`)
    await page.waitForURL((url) => url.pathname === LOGIN_PATH && url.searchParams.get('returnTo') === '/notes')
    await page.getByLabel(USERNAME_LABEL, { exact: true }).waitFor()
    expect(await notesTable(page).count()).toBe(0)
    await signIn(page, 'admin')
    await page.waitForURL((url) => url.pathname === '/notes')
    await notesTable(page).getByText('No notes yet.').waitFor()

    await page.getByLabel('Title').fill('Buy milk')
    await page.getByLabel('Body').fill('Two litres')
    await page.getByRole('button', { name: 'Add note' }).click()
    const row = notesTable(page).getByRole('row').filter({ hasText: 'Buy milk' })
    await row.getByRole('cell', { name: 'Two litres' }).waitFor()
    // The form is cleared for the next note.
    expect(await page.getByLabel('Title').inputValue()).toBe('')

    await page.reload()
    await notesTable(page).getByRole('cell', { name: 'Buy milk', exact: true }).waitFor()

    // The way back into the app, where the same note is listed.
    await page.getByRole('navigation', { name: 'Back' }).getByRole('link', { name: '← Back to the admin' }).click()
    await page.waitForURL((url) => url.pathname === '/editorial/notes/list')
    await page.locator('.atrium-list[data-resource="notes"]').getByRole('cell', { name: 'Buy milk', exact: true }).waitFor()
    await page.goBack()
    await page.waitForURL((url) => url.pathname === '/notes')

    await page.getByRole('button', { name: 'Delete Buy milk' }).click()
    await notesTable(page).getByRole('cell', { name: 'Buy milk', exact: true }).waitFor({ state: 'detached' })
    await notesTable(page).getByText('No notes yet.').waitFor()

    await page.reload()
    await notesTable(page).getByText('No notes yet.').waitFor()
    expect(pageErrors).toEqual([])
  })
})

test('unknown paths get the app (SPA fallback) and /api/ reaches the API mount', async () => {
  const app = await fetch(`${demo.url}/some/deep/link`)
  expect(app.status).toBe(200)
  expect(app.headers.get('content-type')).toContain('text/html')
  expect(await app.text()).toContain('<div id="root"></div>')

  // The API mount answers (JSON, not the SPA's HTML): signed out, every API path needs a token.
  const api = await fetch(`${demo.url}/api/nothing-here`)
  expect(api.status).toBe(401)
  expect(api.headers.get('content-type')).toContain('json')
  expect(await api.json()).toMatchObject({ title: expect.any(String) })
})
