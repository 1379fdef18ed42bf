import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Page } from 'playwright-core'

/** Git-ignored folder of failure screenshots. */
export const SCREENSHOT_DIR = resolve(__dirname, '../.screenshots')

function fileNameFor(testName: string): string {
  const slug = testName.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').slice(0, 100) || 'test'
  return `${slug}-${new Date().toISOString().replace(/[:.]/g, '-')}.png`
}

/** Saves a full-page screenshot; returns its path, or undefined when the page could not be captured. */
export async function saveScreenshot(page: Page, testName: string): Promise<string | undefined> {
  try {
    await mkdir(SCREENSHOT_DIR, { recursive: true })
    const path = join(SCREENSHOT_DIR, fileNameFor(testName))
    await page.screenshot({ path, fullPage: true })
    return path
  } catch {
    // The page may be gone (crash, closed browser); the original failure matters more.
    return undefined
  }
}

/**
 * Runs a test body; when it throws, saves a screenshot of `page` named after
 * the current test and rethrows with the screenshot's path added.
 */
export async function screenshotOnFailure<T>(page: Page, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    const path = await saveScreenshot(page, expect.getState().currentTestName ?? 'e2e')
    if (path && error instanceof Error) error.message += `\n(screenshot: ${path})`
    throw error
  }
}
