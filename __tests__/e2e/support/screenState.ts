import type { Page } from 'playwright-core'

/** How long content may take to arrive after a step: one request's time on a loaded machine, with room. */
export const CONTENT_LIMIT_MS = 5_000

/** What a step expects on screen once it settled. */
export type Expected =
  | { kind: 'list'; resource: string }
  | { kind: 'view'; action: 'read' | 'create' | 'update' | 'delete' }

/** A short account of what is on screen, for failure messages. */
export async function describeScreen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const count = (selector: string) => document.querySelectorAll(selector).length
    const list = document.querySelector('.atrium-page .atrium-list')
    const active = document.activeElement
    const focus = active ? `${active.tagName.toLowerCase()}${active.getAttribute('aria-label') ? `[${active.getAttribute('aria-label')}]` : ''}${active.textContent ? ` "${active.textContent.trim().slice(0, 30)}"` : ''}` : 'none'
    const alerts = [...document.querySelectorAll('[role="alert"]')].map((element) => element.textContent?.trim()).filter(Boolean)
    return [
      `url ${location.pathname}${location.search}`,
      `list ${list?.getAttribute('data-resource') ?? 'none'}`,
      `skeletons ${count('.atrium-skeleton')}`,
      `loading ${count('.atrium-loading, .atrium-page-loader')}`,
      `busy ${count('[aria-busy="true"]')}`,
      `frames ${count('.atrium-frame')}`,
      `focus ${focus}`,
      ...(alerts.length > 0 ? [`alerts ${JSON.stringify(alerts)}`] : []),
    ].join(', ')
  })
}

/**
 * Waits (a condition, at most `CONTENT_LIMIT_MS`) until the expected content
 * arrived: no skeleton, loader or busy region left, and the list of
 * `resource` (or a view of `action`, in a frame or on the page) drawn.
 */
export async function waitForContent(page: Page, expected: Expected): Promise<void> {
  try {
    await page.waitForFunction((target) => {
      if (document.querySelector('.atrium-skeleton, .atrium-loading, .atrium-page-loader, [aria-busy="true"]')) return false
      if (target.kind === 'list') return document.querySelector(`.atrium-page[data-action="list"] .atrium-list[data-resource="${target.resource}"]`) !== null
      const frame = document.querySelector('.atrium-frame')
      const scope = frame ?? document.querySelector(`.atrium-page[data-action="${target.action}"]`)
      return scope?.querySelector(`.atrium-${target.action}, .atrium-not-allowed`) != null
    }, expected, { timeout: CONTENT_LIMIT_MS })
  } catch (error) {
    throw new Error(`content did not arrive within ${CONTENT_LIMIT_MS / 1000} s (${JSON.stringify(expected)}): ${await describeScreen(page)}\n${(error as Error).message.split('\n')[0]}`)
  }
}

/** Waits until focus is inside the open frame (dialog, drawer) or, without one, inside the page view of `action`. */
export async function waitForFocusInView(page: Page, action: string): Promise<void> {
  try {
    await page.waitForFunction((viewAction) => {
      const active = document.activeElement
      if (!active || active === document.body) return false
      const frames = document.querySelectorAll('.atrium-frame')
      const frame = frames[frames.length - 1]
      if (frame) return frame.contains(active)
      return document.querySelector(`.atrium-page[data-action="${viewAction}"]`)?.contains(active) ?? false
    }, action, { timeout: CONTENT_LIMIT_MS })
  } catch {
    throw new Error(`focus is not inside the open ${action} view: ${await describeScreen(page)}`)
  }
}

/** Waits until focus is on something (not the page's body) once a frame closed. */
export async function waitForFocusKept(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, undefined, { timeout: CONTENT_LIMIT_MS })
  } catch {
    throw new Error(`focus was lost (on the body): ${await describeScreen(page)}`)
  }
}

/** The page's horizontal overflow in px (0 when nothing scrolls sideways). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - document.documentElement.clientWidth)
}

/** Waits until no frame (dialog, drawer) is open any more. */
export async function waitForNoFrame(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.querySelector('.atrium-frame') === null, undefined, { timeout: CONTENT_LIMIT_MS })
  } catch {
    throw new Error(`the frame is still open: ${await describeScreen(page)}`)
  }
}
