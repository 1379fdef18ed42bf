import type { Page } from 'playwright-core'

/**
 * What only a rendered scope draws: AdminLayout's frame, sidebar, menu and
 * main area (lib/admin/AdminLayout.tsx), a generated list
 * (`.atrium-list[data-resource]`, lib/views/list/ListView.tsx) and a frame
 * over it. The scope gate's fallbacks (`.atrium-page-loader`,
 * `.atrium-access-denied`) match none of them.
 */
export const PROTECTED_SELECTOR = '.atrium-admin, .atrium-sidebar, .atrium-topbar, .atrium-main, .atrium-list, [data-resource], .atrium-frame, table'

const STORAGE_KEY = '__atriumProtectedSeen'

/**
 * Before any page script runs (`addInitScript`), watches the whole document
 * with a MutationObserver and records every added node, or node whose class
 * changes, that matches `selector` or contains a match — even one React adds
 * and removes before the next frame. Records survive full navigations within
 * the tab (sessionStorage), so a redirect cannot hide them.
 */
export async function watchForProtectedNodes(page: Page, selector = PROTECTED_SELECTOR): Promise<void> {
  await page.addInitScript(({ selector: watched, key }) => {
    const seen: string[] = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[]
    const describe = (element: Element) =>
      `${location.pathname}${location.search}: <${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`
    const record = (element: Element) => {
      seen.push(describe(element))
      sessionStorage.setItem(key, JSON.stringify(seen))
    }
    const check = (node: Node) => {
      if (!(node instanceof Element)) return
      if (node.matches(watched)) record(node)
      const inside = node.querySelector(watched)
      if (inside) record(inside)
    }
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes') check(mutation.target)
        else mutation.addedNodes.forEach(check)
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'data-resource'] })
    // Whatever the parser already made before the observer (normally nothing).
    if (document.documentElement) check(document.documentElement)
  }, { selector, key: STORAGE_KEY })
}

/** The protected nodes recorded so far in this tab (see `watchForProtectedNodes`). */
export async function protectedNodesSeen(page: Page): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], STORAGE_KEY)
}
