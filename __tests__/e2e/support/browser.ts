import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from 'playwright-core'

/** Debian's Chromium (`apt-get install -y chromium`); the tests never download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

// Quiet, offline and reproducible: no sync, no updates, no QUIC probes, no first-run UI.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** A running Chromium with a profile of its own. */
export interface TestBrowser {
  /** The browser context (one profile: cookies and localStorage shared by its pages). */
  readonly context: BrowserContext
  /** Opens a tab. */
  newPage(): Promise<Page>
  /** Closes Chromium and deletes its profile folder. */
  close(): Promise<void>
}

/** Options of `launchBrowser`. */
export interface LaunchOptions {
  /** Keeps pages left in the back-forward cache, as a person's Chromium does (Playwright turns it off by default). */
  backForwardCache?: boolean
}

/**
 * Launches Debian's Chromium, headless, with a fresh profile folder.
 * Throws (so the test FAILS, never skips) when Chromium is not installed.
 */
export async function launchBrowser({ backForwardCache = false }: LaunchOptions = {}): Promise<TestBrowser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM_PATH}; browser tests need it. `
      + 'Install it with `apt-get install -y chromium` (.ci/run does this).',
    )
  }
  const profile = await mkdtemp(join(tmpdir(), 'atrium-chromium-'))
  // Playwright refuses --user-data-dir in launch(): a persistent context is how a profile folder is given.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    ...(backForwardCache ? { ignoreDefaultArgs: ['--disable-back-forward-cache'] } : {}),
  }).catch(async (error: unknown) => {
    await rm(profile, { recursive: true, force: true })
    throw error
  })
  // A persistent context opens with one blank tab; hand it out first rather than leave it idle.
  let spare: Page | undefined = context.pages()[0]
  return {
    context,
    async newPage() {
      const page = spare ?? await context.newPage()
      spare = undefined
      return page
    },
    async close() {
      await context.close()
      await rm(profile, { recursive: true, force: true })
    },
  }
}
