/** @jest-environment node */
// A list that could not be loaded, in Chromium against the demo, at both widths: asked again (a return to it
// from the menu) it shows as loading, not its old error; left on screen, it loads by itself once the server is
// back; meanwhile it has nothing to export. Before, the error and Retry stayed up for the whole new read, with no
// skeleton rows, a list left on its error never asked again until Retry was clicked, and its Export was enabled.
import type { Page, Route } from 'playwright-core'
import { useDemoFixture } from './support/demoFixture'
import { LOGIN_PATH, signIn } from './support/demoUi'
import { DESKTOP, PHONE, fromMenu } from './support/lookPages'
import { screenshotOnFailure } from './support/screenshots'

jest.setTimeout(120_000)

const fixture = useDemoFixture()
const sizes = [['1280×800', DESKTOP], ['375×812', PHONE]] as const

/** The list of `resource`, and its rows with data (table rows or phone cards, skeletons excluded). */
function listOf(page: Page, resource: string) {
  const list = page.locator(`.atrium-list[data-resource="${resource}"]`)
  return { list, rows: list.locator('tbody tr:not(.atrium-table__skeleton)'), error: list.getByText('The list could not be loaded', { exact: false }) }
}

/** Signs in as admin and opens Articles from the menu, its rows drawn. */
async function onArticles(size: { width: number; height: number }): Promise<Page> {
  const page = await fixture.newPage(size)
  await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
  await signIn(page, 'admin')
  await fromMenu(page, 'Articles')
  await listOf(page, 'articles').rows.first().waitFor()
  return page
}

/** Requests to the demo's API for `resource`'s records. */
const isApiOf = (resource: string) => (url: URL) => /^\/(api|rest)\//.test(url.pathname) && url.pathname.includes(`/${resource}`)

test.each(sizes)('at %s, a list that failed shows as loading, not its old error, when it is opened again', async (_label, size) => {
  const page = await onArticles(size)
  await screenshotOnFailure(page, async () => {
    let down = true
    let arrived: (route: Route) => void = () => {}
    const held = new Promise<Route>((resolve) => { arrived = resolve })
    await page.route(isApiOf('authors'), (route) => {
      if (down) return route.abort('connectionrefused')
      // The list's page is held; other reads (the articles' author names) go.
      return new URL(route.request().url()).searchParams.has('page') ? arrived(route) : route.continue()
    })
    await fromMenu(page, 'Authors')
    const authors = listOf(page, 'authors')
    await authors.error.waitFor()
    // Nothing to export from a list that could not be loaded, as from an empty one ("Export 0").
    const exportButton = authors.list.locator('.atrium-export > button')
    expect(await exportButton.innerText()).toBe('Export')
    expect(await exportButton.isDisabled()).toBe(true)

    await fromMenu(page, 'Articles')
    await page.waitForURL(/\/articles\/list/)
    // Back, but slow: the authors' answer waits until the test has looked at the list.
    down = false
    await page.evaluate(() => {
      const seen = { errors: 0 }
      Object.assign(window, { seenErrors: seen })
      new MutationObserver(() => {
        if (document.querySelector('.atrium-list__error')) seen.errors++
      }).observe(document.body, { subtree: true, childList: true })
    })
    await fromMenu(page, 'Authors')
    const route = await held
    await authors.list.locator('.atrium-skeleton').first().waitFor()
    expect(await authors.list.getByRole('region').getAttribute('aria-busy')).toBe('true')
    expect(await authors.error.count()).toBe(0)
    expect(await authors.list.getByRole('button', { name: 'Retry' }).count()).toBe(0)
    expect(await page.evaluate(() => (window as unknown as { seenErrors: { errors: number } }).seenErrors.errors)).toBe(0)

    await route.continue()
    await authors.rows.first().waitFor()
    expect(await authors.rows.count()).toBeGreaterThan(0)
    expect(await exportButton.innerText()).toMatch(/^Export \d+$/)
    expect(await exportButton.isDisabled()).toBe(false)
    expect(await authors.error.count()).toBe(0)
    expect(fixture.pageErrors).toEqual([])
  })
  await page.close()
})

test.each(sizes)('at %s, a list left on its error loads by itself once the server is back', async (_label, size) => {
  const page = await onArticles(size)
  await screenshotOnFailure(page, async () => {
    let down = true
    await page.route(isApiOf('contacts'), (route) => (down ? route.abort('connectionrefused') : route.continue()))
    await fromMenu(page, 'Contacts')
    const contacts = listOf(page, 'contacts')
    await contacts.error.waitFor()
    // Asked again by itself while the server is down (the repository's own tries are 3 a read): the error stays.
    await page.waitForRequest((request) => isApiOf('contacts')(new URL(request.url())))
    await contacts.error.waitFor()

    down = false
    // Nobody clicks Retry.
    await contacts.rows.first().waitFor()
    expect(await contacts.error.count()).toBe(0)
    expect(await contacts.rows.count()).toBeGreaterThan(0)
    expect(fixture.pageErrors).toEqual([])
  })
  await page.close()
})
