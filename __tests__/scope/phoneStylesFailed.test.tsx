// The phone's stylesheet loads on demand and a phone's first paint waits for it (phoneStyles.test.tsx); one that cannot
// be loaded (offline, a replaced deployment) holds nothing back: the scope is drawn anyway, in its wide layout, not
// behind a loader for ever. This file's module registry starts without that stylesheet loaded.
import type { ReactNode } from 'react'
import { screen } from '@testing-library/react'
import { AdminLayout, createViewResource, type Scope } from '../../lib/index'
import { PHONE_QUERY } from '../../lib/config/usePhoneWidth'
import { renderScope, settle } from './renderScope'

const PHONE_CSS = '../../lib/config/phoneCss'
const articles = createViewResource('phone-styles-articles', { repository: { getCollection: async () => ({ items: [] }) }, name: 'Articles' })

const original = window.matchMedia
beforeEach(() => {
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_QUERY, media: query, addEventListener: () => undefined, removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
})
afterEach(() => {
  window.matchMedia = original
  jest.dontMock(PHONE_CSS)
})

function Decorator({ children }: { children?: ReactNode }) {
  return <AdminLayout>{children}</AdminLayout>
}

function show() {
  const scope: Scope = { name: 'admin', label: 'Administration', resources: [articles], menu: [articles], decoratorComponent: Decorator }
  return renderScope({ defaultScope: 'admin', scopes: { admin: async () => scope } }, { path: '/admin', children: <p>the view</p> })
}

it('on a phone whose stylesheet cannot be loaded, draws the scope anyway, in its wide layout', async () => {
  jest.doMock(PHONE_CSS, () => { throw new TypeError('Failed to fetch dynamically imported module: /assets/phoneCss.js') })
  show()
  await settle()
  expect(await screen.findByText('the view')).toBeInTheDocument()
  expect(document.querySelector('style[data-href="atrium-phone"]')).toBeNull()
  // The wide layout's collapse button, not the phone bar's markup without its rules.
  expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument()
})
