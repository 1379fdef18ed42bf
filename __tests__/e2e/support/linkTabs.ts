import type { Locator, Page } from 'playwright-core'
import type { DemoFixture } from './demoFixture'
import { LOGIN_PATH, signIn, waitForPersistedSession } from './demoUi'
import { fromMenu } from './lookPages'
import { watchPage, type PageWatch } from './pageWatch'

/** A viewport size. */
export type Size = { width: number; height: number }

/** What a test of links to records uses: pages signed in from the menu, and the new tabs a Ctrl+click opens. */
export interface LinkTabs {
  /** A page signed in as admin from the sign-in page (the session stored, so a new tab reads it), then on `entry` from the menu. */
  fromMenuSignedIn(size: Size, entry: string, resource: string): Promise<Page>
  /** The address the browser shows for what the pointer is over (its status bar): the href of the link under it. */
  hoveredAddress(page: Page): Promise<string | null>
  /**
   * Hovers `link`, checks the address shown is its own, then Ctrl+clicks it: the new tab, once at that address; the
   * page stays as it was (the same address, no dialog opened over it).
   */
  openInNewTab(page: Page, link: Locator, size: Size): Promise<{ tab: Page; href: string }>
  /** A plain click on `link` opens its address in the app; returns the address. */
  follow(page: Page, link: Locator): Promise<string>
  /** No page of the test (nor a tab it opened) saw a console error, an uncaught error or a failed request. */
  expectNoProblems(): void
}

/**
 * Registers an `afterEach` closing the test's pages (its own and the tabs its Ctrl+clicks opened, each watched for
 * errors) and returns the helpers.
 */
export function useLinkTabs(fixture: DemoFixture): LinkTabs {
  const opened: { page: Page; watch: PageWatch }[] = []
  afterEach(async () => { await Promise.all(opened.splice(0).map(({ page }) => page.close())) })
  const watched = (page: Page): Page => {
    opened.push({ page, watch: watchPage(page) })
    return page
  }
  const hoveredAddress = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll(':hover')].at(-1)?.closest('a[href]')?.getAttribute('href') ?? null)

  return {
    async fromMenuSignedIn(size, entry, resource) {
      const page = watched(await fixture.newPage(size))
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(`${fixture.demo.url}${LOGIN_PATH}?returnTo=/`)
      await signIn(page, 'admin')
      await waitForPersistedSession(page)
      await fromMenu(page, entry)
      await page.waitForURL((url) => url.pathname.endsWith(`/${resource}/list`))
      return page
    },
    hoveredAddress,
    async openInNewTab(page, link, size) {
      const href = (await link.getAttribute('href'))!
      await link.hover()
      expect(await hoveredAddress(page)).toBe(href)
      const before = page.url()
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click({ modifiers: ['Control'] })])
      watched(tab)
      await tab.setViewportSize(size)
      await tab.waitForURL(new URL(href, fixture.demo.url).href)
      expect(page.url()).toBe(before)
      expect(await page.getByRole('dialog').count()).toBe(0)
      return { tab, href }
    },
    async follow(page, link) {
      const href = (await link.getAttribute('href'))!
      await link.click()
      await page.waitForURL(new URL(href, fixture.demo.url).href)
      return href
    },
    expectNoProblems() {
      for (const { watch } of opened) expect(watch.take()).toEqual([])
      expect(fixture.pageErrors).toEqual([])
    },
  }
}
