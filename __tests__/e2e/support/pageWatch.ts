import type { Page } from 'playwright-core'

/** What went wrong on a page since the last `take`: console errors, uncaught errors, failed requests. */
export interface PageWatch {
  /** The problems seen since the last call, minus those matching `expected`; forgets them all. */
  take(expected?: readonly RegExp[]): string[]
  /** Every request to the demo's API since the last `takeRequests` (method and path with query). */
  takeRequests(): string[]
}

// A read given up because its view was left is aborted on purpose (lib/network): not a failure.
const DELIBERATE = /net::ERR_ABORTED/

/**
 * Watches `page` from now on: console errors, uncaught page errors, HTTP
 * answers ≥ 400 and requests that failed (except deliberate aborts).
 */
export function watchPage(page: Page): PageWatch {
  let problems: string[] = []
  let requests: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}${new URL(response.url()).search}`)
  })
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? 'failed'
    if (!DELIBERATE.test(failure)) problems.push(`request failed (${failure}): ${request.method()} ${request.url()}`)
  })
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/rest/')) requests.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  return {
    take(expected = []) {
      const seen = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)))
      problems = []
      return seen
    },
    takeRequests() {
      const seen = requests
      requests = []
      return seen
    },
  }
}
