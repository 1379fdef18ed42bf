// The phone's stylesheet (AdminLayout's bottom bar, the table's cards) loads on demand (issue 21): a desktop's first
// paint does not need it. On a phone the scope's gate holds the first paint until it is in, so no phone page is ever
// drawn without its rules (a stylesheet that cannot be loaded: phoneStylesFailed.test.tsx). This file's module registry
// starts without that stylesheet loaded. (In jsdom it loads within microtasks, before the scope's check settles: the
// gate's hold, with the stylesheet's chunk held back, is checked in Chromium, e2e look.phoneStyles.)
import type { ReactNode } from 'react'
import { screen } from '@testing-library/react'
import { AdminLayout, createViewResource, type Scope } from '../../lib/index'
import { PHONE_QUERY } from '../../lib/config/usePhoneWidth'
import { renderScope, settle } from './renderScope'

const articles = createViewResource('phone-styles-articles', { repository: { getCollection: async () => ({ items: [] }) }, name: 'Articles' })

const original = window.matchMedia
beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_QUERY, media: query, addEventListener: () => undefined, removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
})
afterEach(() => {
  window.matchMedia = original
})

function Decorator({ children }: { children?: ReactNode }) {
  return <AdminLayout>{children}</AdminLayout>
}

function show() {
  const scope: Scope = { name: 'admin', label: 'Administration', resources: [articles], menu: [articles], decoratorComponent: Decorator }
  return renderScope({ defaultScope: 'admin', scopes: { admin: async () => scope } }, { path: '/admin', children: <p>the view</p> })
}

/** Records, at every change of the document, whether AdminLayout was drawn without the phone's stylesheet. */
function watchUnstyled() {
  const seen = { admin: false, unstyled: false }
  const check = () => {
    if (!document.querySelector('.atrium-admin')) return
    seen.admin = true
    if (!document.querySelector('style[data-href="atrium-phone"]')) seen.unstyled = true
  }
  const observer = new MutationObserver(check)
  observer.observe(document, { subtree: true, childList: true })
  return { seen, stop: () => { check(); observer.disconnect() } }
}

it('on a phone, draws nothing of the scope before the phone\'s stylesheet is in, then the phone layout', async () => {
  const watch = watchUnstyled()
  show()
  expect(await screen.findByText('the view')).toBeInTheDocument()
  watch.stop()
  expect(watch.seen).toEqual({ admin: true, unstyled: false })
  const sheet = document.querySelector('style[data-href="atrium-phone"]')
  expect(sheet?.textContent).toContain('@media (max-width:767.98px)')
  // AdminLayout's own sheet comes before it: the phone's rules follow the ones they override.
  const own = document.querySelector('style[data-href="atrium-admin-layout"]')!
  expect(own.compareDocumentPosition(sheet!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})
