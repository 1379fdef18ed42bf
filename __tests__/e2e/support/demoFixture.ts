import type { Page } from 'playwright-core'
import { launchBrowser, type LaunchOptions, type TestBrowser } from './browser'
import { startDemoForTest, type StartDemoForTestOptions, type TestDemo } from './demo'

/** The demo and Chromium of one test file (set once `beforeAll` ran). */
export interface DemoFixture {
  /** The running demo. */
  readonly demo: TestDemo
  /** Chromium with a fresh profile, shared by the file's tests. */
  readonly browser: TestBrowser
  /** Uncaught errors of every page opened with `newPage`, to assert none. */
  readonly pageErrors: string[]
  /** Opens a tab in the shared profile, sized `width`×`height` (1280×800 by default). */
  newPage(size?: { width: number; height: number }): Promise<Page>
  /** A browser of its own (another profile: no shared session), closed with the file. */
  newBrowser(options?: LaunchOptions): Promise<TestBrowser>
}

/**
 * Registers `beforeAll`/`afterAll` that start one demo (fresh database) and
 * one Chromium for the calling test file, and stop both after it, with the
 * pages and any extra browsers.
 */
export function useDemoFixture(options: StartDemoForTestOptions = {}): DemoFixture {
  let demo: TestDemo | undefined
  let browser: TestBrowser | undefined
  const extraBrowsers: TestBrowser[] = []
  const pageErrors: string[] = []

  beforeAll(async () => {
    // Both in parallel; allSettled so that one failing still lets afterAll stop the other.
    const [startedDemo, startedBrowser] = await Promise.allSettled([startDemoForTest(options), launchBrowser()])
    if (startedDemo.status === 'fulfilled') demo = startedDemo.value
    if (startedBrowser.status === 'fulfilled') browser = startedBrowser.value
    if (startedDemo.status === 'rejected') throw startedDemo.reason
    if (startedBrowser.status === 'rejected') throw startedBrowser.reason
  })

  afterAll(async () => {
    await Promise.all([browser?.close(), demo?.close(), ...extraBrowsers.map((extra) => extra.close())])
  })

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} did not start (see beforeAll's error)`)
    return value
  }

  const fixture: DemoFixture = {
    get demo() { return started(demo, 'demo') },
    get browser() { return started(browser, 'browser') },
    pageErrors,
    newPage(size) {
      return pageOf(fixture, started(browser, 'browser'), size)
    },
    async newBrowser(options) {
      const extra = await launchBrowser(options)
      extraBrowsers.push(extra)
      return extra
    },
  }
  return fixture
}

/** Opens a tab of `browser` sized `width`×`height`, with the fixture's error watch and timeouts. */
export async function pageOf(fixture: DemoFixture, browser: TestBrowser, size = { width: 1280, height: 800 }): Promise<Page> {
  const page = await browser.newPage()
  await page.setViewportSize(size)
  page.on('pageerror', (error) => fixture.pageErrors.push(`${page.url()}: ${error.message}`))
  // Generous: a loaded 2-core machine can be slow, and waits are for conditions, not durations.
  page.setDefaultTimeout(30_000)
  page.setDefaultNavigationTimeout(60_000)
  return page
}
