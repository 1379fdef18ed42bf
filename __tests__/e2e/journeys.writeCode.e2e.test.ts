/** @jest-environment node */
// The resources' write code (creates, updates, deletes, their optimistic drawing) is not in the start's code (issue
// 21): it loads when the browser idles after the first list, and with the record views, which hold every form. In
// Chromium against the demo: a first save made right after the list came, while that code is still on its way, waits
// for it and goes through; when it cannot be loaded, the record view says so with Retry and draws no form that could
// not be saved, and once it loads the save goes through.
import type { Page, Response } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { TITLE_LABEL, articleRows, articlesPath, articlesRegion, openSignedIn, rowAction } from './support/demoUi'
import { DESKTOP } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()

const WRITES_CHUNK = /\/resourceWrites-[^/]*\.js$/

/** Opens the first article's update drawer; returns its title field (not drawn yet) and the article's title. */
async function openFirstEdit(page: Page) {
  const first = articleRows(page).first()
  await first.getByRole('checkbox').waitFor()
  const open = await rowAction(first, /^Edit /)
  const title = (await open.getAttribute('aria-label'))!.replace(/^Edit /, '')
  await open.click()
  const drawer = page.getByRole('dialog')
  return { drawer, field: drawer.getByLabel(TITLE_LABEL, { exact: true }), title }
}

/** Types a new title, presses Save and waits for the PATCH's answer. */
async function save(page: Page, drawer: ReturnType<Page['getByRole']>, field: ReturnType<Page['getByLabel']>, title: string): Promise<Response> {
  await field.fill(title)
  const answer = page.waitForResponse((response) => response.request().method() === 'PATCH' && /\/api\/articles\/[^/]+$/.test(new URL(response.url()).pathname))
  await drawer.getByRole('button', { name: 'Save' }).click()
  return answer
}

test('a first save right after the list came, while the write code is on its way, waits for it and goes through', async () => {
  const page = await fixture.newPage(DESKTOP)
  let release = () => {}
  const held = new Promise<void>((resolve) => { release = resolve })
  let asked = false
  await page.route(WRITES_CHUNK, async (route) => {
    asked = true
    await held
    await route.continue()
  })
  await screenshotOnFailure(page, async () => {
    await openSignedIn(page, fixture.demo.url, articlesPath('admin'))
    const { drawer, field, title } = await openFirstEdit(page)
    // The list is drawn and usable without it; the record view waits for it (no form that could not save).
    await drawer.getByRole('status').filter({ hasText: 'Loading…' }).waitFor()
    expect(asked).toBe(true)
    expect(await field.count()).toBe(0)

    release()
    await field.waitFor()
    const saved = `${title} (first save)`
    const answer = await save(page, drawer, field, saved)
    expect(answer.status()).toBe(200)
    expect(answer.request().postDataJSON()).toEqual({ title: saved })
    await articlesRegion(page).getByRole('cell', { name: saved, exact: true }).waitFor({ state: 'attached' })
    expect(fixture.pageErrors).toEqual([])
  })
  await page.close()
})

test('when the write code cannot be loaded, the record view says so with Retry and no form; once it loads, the save goes through', async () => {
  const page = await fixture.newPage(DESKTOP)
  let failing = true
  let refused = 0
  await page.route(WRITES_CHUNK, (route) => {
    if (!failing) return route.continue()
    refused += 1
    return route.abort('failed')
  })
  await screenshotOnFailure(page, async () => {
    await openSignedIn(page, fixture.demo.url, articlesPath('admin'))
    const { drawer, field, title } = await openFirstEdit(page)
    const part = drawer.locator('.atrium-part-unavailable')
    await part.waitFor()
    expect(await part.getAttribute('role')).toBe('alert')
    expect(await part.innerText()).toContain('This part of the page could not be loaded.')
    expect(await field.count()).toBe(0)
    expect(refused).toBeGreaterThan(0)

    failing = false
    await part.getByRole('button', { name: 'Retry' }).click()
    await field.waitFor()
    const saved = `${title} (after Retry)`
    const answer = await save(page, drawer, field, saved)
    expect(answer.status()).toBe(200)
    await articlesRegion(page).getByRole('cell', { name: saved, exact: true }).waitFor({ state: 'attached' })
    expect(fixture.pageErrors).toEqual([])
  })
  await page.close()
})
