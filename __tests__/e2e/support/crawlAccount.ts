import type { Page } from 'playwright-core'
import { Crawler, menuLinks, type MenuLink } from './crawler'
import type { ACCOUNTS } from './demoApi'
import { pageOf, useDemoFixture } from './demoFixture'
import { openSignedIn, waitForPersistedSession } from './demoUi'
import { watchPage, type PageWatch } from './pageWatch'
import { screenshotOnFailure } from './screenshots'

/** Always crawled first; then the random seeds; then the fixed order again, opening every record view. */
export const FIXED_SEED = 14
const RANDOM_SEEDS = process.env.CRAWL_SEEDS
  ? process.env.CRAWL_SEEDS.split(',').map(Number).filter(Number.isFinite)
  : [0, 1].map(() => Math.floor(Math.random() * 2 ** 31))
const SCOPES: Record<keyof typeof ACCOUNTS, readonly string[]> = { admin: ['editorial', 'admin'], editor: ['editorial'] }
const WIDTHS = [{ width: 1280, height: 800 }, { width: 375, height: 812 }] as const

/**
 * Registers the crawler's tests of one account, at both widths, on one demo
 * and one signed-in tab (its own browser profile) shared by the two tests.
 * Each scope the account may enter is crawled: menu moves in every seed's
 * order, then the fixed order again with every record view.
 */
export function crawlAccount(account: keyof typeof ACCOUNTS): void {
  const fixture = useDemoFixture()
  let tab: Promise<{ page: Page; watch: PageWatch }> | undefined

  const tabOnce = () => {
    tab ??= (async () => {
      const page = await pageOf(fixture, await fixture.newBrowser())
      const watch = watchPage(page)
      // Signed in straight to the first scope's home (its menu), then the token is persisted before any full page load.
      await openSignedIn(page, fixture.demo.url, `/${SCOPES[account][0]}`, account)
      await waitForPersistedSession(page)
      return { page, watch }
    })()
    return tab
  }

  const entriesOf = async (page: Page, scope: string): Promise<MenuLink[]> => {
    // The scope's home lists its menu; the sidebar shows the same entries.
    if (new URL(page.url()).pathname !== `/${scope}`) await page.goto(`${fixture.demo.url}/${scope}`)
    return menuLinks(page)
  }

  test.each(WIDTHS)(`${account}: every menu entry and record view at $width×$height`, async (size) => {
    const { page, watch } = await tabOnce()
    await page.setViewportSize(size)
    await screenshotOnFailure(page, async () => {
      const started = Date.now()
      let steps = 0
      for (const scope of SCOPES[account]) {
        const entries = await entriesOf(page, scope)
        expect(entries.length).toBeGreaterThan(2)
        watch.take()
        const passes = [...[FIXED_SEED, ...RANDOM_SEEDS].map((seed) => ({ seed, views: false })), { seed: FIXED_SEED, views: true }]
        for (const { seed, views } of passes) {
          const crawler = new Crawler(page, watch, { baseUrl: fixture.demo.url, seed, views, narrow: size.width < 768 })
          const report = await crawler.crawl(entries)
          steps += report.steps
          if (process.env.CRAWL_LOG) console.log(`${account} ${size.width}px ${scope} seed ${seed}${views ? ' (views)' : ''}:\n${report.log.join('\n')}`)
        }
      }
      console.log(`crawler ${account} ${size.width}×${size.height}: ${steps} steps in ${((Date.now() - started) / 1000).toFixed(1)} s (seeds ${[FIXED_SEED, ...RANDOM_SEEDS].join(', ')})`)
      expect(steps).toBeGreaterThan(20)
      expect(fixture.pageErrors).toEqual([])
    })
  })
}
