/** @jest-environment node */
// The record views (read, create, update, delete) load on demand (issue 21: the start code): in Chromium against
// the demo, with their code held back as on a slow link, the list is drawn and usable without it, and a record
// opened before it arrives is asked for at once, says it is loading, and shows once the code comes — after one
// request for the record, never aborted and asked again when the view takes the read over.
import type { Request } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { TITLE_LABEL, articleRows, articlesPath, openSignedIn, rowAction } from './support/demoUi'
import { DESKTOP, PHONE } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(180_000)
const fixture = useDemoFixture()

const RECORD_VIEWS_CHUNK = /\/recordViewSet-[^/]*\.js$/

test.each([['desktop', DESKTOP], ['phone', PHONE]] as const)('a record opened before the record views\' code has come is read at once, once, and shown when it comes (%s)', async (_name, size) => {
  const page = await fixture.newPage(size)
  let release = () => {}
  const held = new Promise<void>((resolve) => { release = resolve })
  let chunkAsked = false
  await page.route(RECORD_VIEWS_CHUNK, async (route) => {
    chunkAsked = true
    await held
    await route.continue()
  })
  const reads: Request[] = []
  const failed: string[] = []
  page.on('request', (request) => { if (request.method() === 'GET' && /\/api\/articles\/\d+$/.test(new URL(request.url()).pathname)) reads.push(request) })
  page.on('requestfailed', (request) => { if (reads.includes(request)) failed.push(request.failure()?.errorText ?? 'failed') })

  await screenshotOnFailure(page, async () => {
    await openSignedIn(page, fixture.demo.url, articlesPath('admin'))
    // The list is drawn and usable while the record views' code is held back.
    const first = articleRows(page).first()
    await first.getByRole('checkbox').waitFor()
    const open = await rowAction(first, /^Edit /)
    const title = (await open.getAttribute('aria-label'))!.replace(/^Edit /, '')
    const read = page.waitForRequest((request) => reads.includes(request))
    await open.click()

    // The record is asked for while the code is still on its way, and the reader is told it is loading.
    const drawer = page.getByRole('dialog')
    await drawer.getByRole('status').filter({ hasText: 'Loading…' }).waitFor()
    await read
    expect(chunkAsked).toBe(true)
    const field = drawer.getByLabel(TITLE_LABEL, { exact: true })
    expect(await field.count()).toBe(0)

    release()
    await field.waitFor()
    expect(await field.inputValue()).toBe(title)
    // One read, answered: the view took the read over instead of aborting it and asking again.
    expect(reads).toHaveLength(1)
    expect(failed).toEqual([])
    expect((await reads[0].response())?.status()).toBe(200)
    expect(fixture.pageErrors).toEqual([])
  })
  await page.close()
})
