import type { ReactNode } from 'react'
import { act, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { AdminLayout, configureAtrium, createAtriumStore, createItemMenuWithResource, createViewResource, type Scope } from '../../lib/index'
import { listQueryRemembered, sanitizePreferences, selectSidebarCollapsed, sidebarCollapsedChosen } from '../../slices/preferencesSlice'
import { userDataCleared } from '../../slices/sessionSlice'
import { loadPhoneStyles, PHONE_QUERY } from '../../lib/config/usePhoneWidth'
import { go, renderScope, settle } from '../scope/renderScope'

function PenIcon() {
  return <svg data-testid="pen-icon" />
}
const articles = createViewResource('layout-articles', { storage: 'local', name: 'Articles', icon: PenIcon })
const authors = createViewResource('layout-authors', { storage: 'local', name: 'Authors', icon: '👤' })

let hiddenReads = 0
const hiddenEntry = {
  ...createItemMenuWithResource({ resource: authors, scope: 'admin' }),
  label: 'Secret',
  to: '/admin/secret/list',
  get hidden() {
    hiddenReads += 1
    return true
  },
}

function Decorator({ children }: { children?: ReactNode }) {
  return <AdminLayout sidebarFooter={<button>Sign out</button>}>{children}</AdminLayout>
}

// A footer drawn by a function: a text button, or an icon button named and titled when the sidebar is collapsed.
function CompactFooterDecorator({ children }: { children?: ReactNode }) {
  return (
    <AdminLayout sidebarFooter={({ collapsed }) => collapsed ? <button aria-label="Sign out" title="Sign out (ada)">⎋</button> : <button>Sign out</button>}>
      {children}
    </AdminLayout>
  )
}

const originalMatchMedia = window.matchMedia
function phoneWidth() {
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_QUERY, media: query, addEventListener: () => undefined, removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
}

function show(path: string, scope: Partial<Scope> = {}) {
  return renderScope(
    {
      defaultScope: 'admin',
      scopes: { admin: async () => ({ name: 'admin', label: 'Administration', resources: [articles, authors], menu: [articles, authors, hiddenEntry], decoratorComponent: Decorator, ...scope }) },
    },
    { path, children: <p>the view</p> },
  )
}

const menu = () => screen.getByRole('navigation', { name: 'Menu' })

/** The breadcrumb's crumbs on the page at `path`, once drawn. */
async function crumbsAt(path: string): Promise<HTMLElement[]> {
  show(path)
  await settle()
  return within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem')
}

beforeEach(() => {
  localStorage.clear()
  hiddenReads = 0
})
afterEach(() => {
  configureAtrium({})
  window.matchMedia = originalMatchMedia
})

describe('AdminLayout', () => {
  it('has labelled landmarks: a header, the menu, the breadcrumb and main', async () => {
    show('/admin/layout-articles/list')
    await settle()
    expect(screen.getByRole('banner')).toHaveTextContent('Administration')
    expect(menu()).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveTextContent('the view')
    expect(screen.getByRole('complementary')).toContainElement(menu())
  })

  it('draws the menu with icons hidden from assistive technology, leaving hidden entries out', async () => {
    show('/admin')
    await settle()
    const links = within(menu()).getAllByRole('link')
    expect(links.map((link) => link.textContent?.trim())).toEqual(['Articles', '👤Authors'])
    expect(within(links[0]).getByTestId('pen-icon').closest('[aria-hidden="true"]')).not.toBeNull()
    expect(within(links[1]).getByText('👤')).toHaveAttribute('aria-hidden', 'true')
    expect(within(menu()).queryByRole('link', { name: 'Secret' })).toBeNull()
  })

  it('marks the active entry, which stays active while one of its records is open', async () => {
    show('/admin/layout-articles/list')
    await settle()
    const articlesLink = () => within(menu()).getByRole('link', { name: 'Articles' })
    const authorsLink = () => within(menu()).getByRole('link', { name: 'Authors' })
    expect(articlesLink()).toHaveAttribute('aria-current', 'page')
    expect(authorsLink()).not.toHaveAttribute('aria-current')
    await go('/admin/layout-articles/read/42')
    await settle()
    expect(articlesLink()).toHaveAttribute('aria-current', 'page')
    await go('/admin/layout-authors/update/7')
    await settle()
    expect(authorsLink()).toHaveAttribute('aria-current', 'page')
    expect(articlesLink()).not.toHaveAttribute('aria-current')
  })

  it('leads a list\'s entry back to the list as it was left: the query remembered for its resource, in the link', async () => {
    const store = createAtriumStore()
    store.dispatch(listQueryRemembered({ resource: 'layout-articles', query: '?sort=-title&pageSize=10' }))
    store.dispatch(listQueryRemembered({ resource: 'layout-authors', query: 'no query' }))
    const drafts = { label: 'Drafts', to: '/admin/layout-articles/list?filter=%7B%7D' }
    renderScope({
      defaultScope: 'admin',
      scopes: { admin: async () => ({ name: 'admin', resources: [articles, authors], menu: [articles, authors, drafts], decoratorComponent: Decorator }) },
    }, { path: '/admin/layout-authors/list', store, children: <p>the view</p> })
    await settle()
    const link = (name: string) => within(menu()).getByRole('link', { name })
    expect(link('Articles')).toHaveAttribute('href', '/admin/layout-articles/list?sort=-title&pageSize=10')
    // Not a query (a hand-edited storage): the bare list. An entry with a query of its own keeps it.
    expect(link('Authors')).toHaveAttribute('href', '/admin/layout-authors/list')
    expect(link('Drafts')).toHaveAttribute('href', drafts.to)
  })

  it('reads a hidden getter at every menu render', async () => {
    show('/admin/layout-articles/list')
    await settle()
    const before = hiddenReads
    expect(before).toBeGreaterThan(0)
    await go('/admin/layout-authors/list')
    await settle()
    expect(hiddenReads).toBeGreaterThan(before)
  })

  it('shows a breadcrumb scope › resource › record', async () => {
    const crumbs = await crumbsAt('/admin/layout-articles/read/a%2Fb')
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Administration', 'Articles', 'a/b'])
    expect(within(crumbs[0]).getByRole('link')).toHaveAttribute('href', '/admin')
    expect(within(crumbs[1]).getByRole('link')).toHaveAttribute('href', '/admin/layout-articles/list')
    expect(within(crumbs[2]).getByText('a/b')).toHaveAttribute('aria-current', 'page')
  })

  it('ends the breadcrumb on the resource on its list', async () => {
    const crumbs = await crumbsAt('/admin/layout-authors/list')
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Administration', 'Authors'])
    expect(within(crumbs[1]).getByText('Authors')).toHaveAttribute('aria-current', 'page')
  })

  it('keeps the list one click away from a create page: the resource is a link, the new record the last crumb', async () => {
    const crumbs = await crumbsAt('/admin/layout-authors/create')
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['Administration', 'Authors', 'New author'])
    expect(within(crumbs[1]).getByRole('link')).toHaveAttribute('href', '/admin/layout-authors/list')
    expect(within(crumbs[2]).getByText('New author')).toHaveAttribute('aria-current', 'page')
  })

  it('opens with a "Skip to content" link that takes the focus past the menu to main, without changing the address', async () => {
    const { container } = show('/admin/layout-articles/list')
    await settle()
    const focusable = container.querySelectorAll('a[href], button')
    const skip = screen.getByRole('link', { name: 'Skip to content' })
    expect(focusable[0]).toBe(skip)
    act(() => { skip.click() })
    expect(screen.getByRole('main')).toHaveFocus()
    expect(window.location.hash).toBe('')
  })

  it('puts the sidebarFooter slot at the bottom of the sidebar', async () => {
    show('/admin')
    await settle()
    expect(within(screen.getByRole('complementary')).getByRole('button', { name: 'Sign out' })).toBeInTheDocument()
  })

  it('tells a footer function whether the sidebar is collapsed, so it draws a compact control there', async () => {
    show('/admin', { decoratorComponent: CompactFooterDecorator })
    await settle()
    const footer = () => within(screen.getByRole('complementary')).getByRole('button', { name: 'Sign out' })
    expect(footer()).toHaveTextContent('Sign out')
    expect(footer()).not.toHaveAttribute('title')
    await act(async () => screen.getByRole('button', { name: 'Collapse menu' }).click())
    expect(footer()).toHaveAttribute('title', 'Sign out (ada)')
    expect(footer()).toHaveTextContent('⎋')
    await act(async () => screen.getByRole('button', { name: 'Expand menu' }).click())
    expect(footer()).toHaveTextContent('Sign out')
  })

  it('never tells a footer function on a phone that the sidebar is collapsed (the footer ends the "More" panel)', async () => {
    phoneWidth()
    show('/admin', { decoratorComponent: CompactFooterDecorator })
    await settle()
    await act(async () => screen.getByRole('button', { name: 'Collapse menu' }).click())
    expect(within(menu()).getByRole('button', { name: 'Sign out' })).toHaveTextContent('Sign out')
  })

  it('keeps the phone\'s "More" panel open over a change of query on the same page, and closes it on a move to another page', async () => {
    phoneWidth()
    show('/admin/layout-articles/list', { resources: [articles, authors, createViewResource('layout-more-a', { storage: 'local', name: 'More A' }), createViewResource('layout-more-b', { storage: 'local', name: 'More B' })] })
    await settle()
    const panel = menu().querySelector('details') as HTMLDetailsElement
    await act(async () => { panel.open = true })
    await go('/admin/layout-articles/list?sort=title')
    await settle()
    expect(panel.open).toBe(true)
    await go('/admin/layout-authors/list')
    await settle()
    expect(panel.open).toBe(false)
  })

  it('marks an entry without an icon with its initial, hidden from assistive technology; collapsed, the link keeps its name and title', async () => {
    const plain = createViewResource('layout-plain', { storage: 'local', name: 'Blog posts' })
    show('/admin', { resources: [articles, plain], menu: [articles, plain] })
    await settle()
    await act(async () => screen.getByRole('button', { name: 'Collapse menu' }).click())
    const link = within(menu()).getByRole('link', { name: 'Blog posts' })
    expect(link).toHaveAttribute('title', 'Blog posts')
    expect(within(link).getByText('B')).toHaveAttribute('aria-hidden', 'true')
  })

  it('collapses and expands the sidebar', async () => {
    const { container } = show('/admin')
    await settle()
    const toggle = screen.getByRole('button', { name: 'Collapse menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('complementary').id)
    await act(async () => toggle.click())
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false')
    expect(container.querySelector('.atrium-admin')).toHaveAttribute('data-collapsed', 'true')
    // Labels stay in the DOM: collapsed links keep their accessible names.
    expect(within(menu()).getByRole('link', { name: 'Articles' })).toBeInTheDocument()
  })

  it('keeps the collapse in the store\'s preferences: another scope\'s layout starts collapsed, a reload reads it back, a sign-out forgets it', async () => {
    const store = createAtriumStore()
    const scopes = {
      defaultScope: 'admin',
      scopes: {
        admin: async () => ({ name: 'admin', resources: [articles, authors], menu: [articles], decoratorComponent: Decorator }),
        editorial: async () => ({ name: 'editorial', resources: [articles, authors], menu: [authors], decoratorComponent: Decorator }),
      },
    }
    const { container } = renderScope(scopes, { path: '/admin/layout-articles/list', store, children: <p>the view</p> })
    await settle()
    await act(async () => screen.getByRole('button', { name: 'Collapse menu' }).click())
    expect(selectSidebarCollapsed(store.getState())).toBe(true)
    // Each scope draws a layout of its own (it started expanded).
    await go('/editorial/layout-authors/list')
    await settle()
    expect(within(menu()).getByRole('link', { name: 'Authors' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false')
    expect(container.querySelector('.atrium-admin')).toHaveAttribute('data-collapsed', 'true')
    // What a reload reads back from storage.
    expect(sanitizePreferences(JSON.parse(JSON.stringify(store.getState().atrium.preferences))).sidebarCollapsed).toBe(true)
    expect(sanitizePreferences({ layouts: {}, lists: {}, sidebarCollapsed: 'yes' }).sidebarCollapsed).toBe(false)
    await act(async () => screen.getByRole('button', { name: 'Expand menu' }).click())
    expect(container.querySelector('.atrium-admin')).toHaveAttribute('data-collapsed', 'false')
    store.dispatch(sidebarCollapsedChosen(true))
    store.dispatch(userDataCleared({ reason: 'signedOut' }))
    expect(selectSidebarCollapsed(store.getState())).toBe(false)
  })

  it('injects its themable stylesheet once, and its bottom navigation below 768 px once the phone\'s sheet is in, after it', async () => {
    show('/admin')
    show('/admin/layout-articles/list')
    await settle()
    expect(screen.getAllByRole('main')).toHaveLength(2)
    const sheets = [...document.querySelectorAll('style[data-href="atrium-admin-layout"]')]
    expect(sheets).toHaveLength(1)
    expect(sheets[0].textContent).toContain('.atrium-sidebar{')
    // The phone's rules load on demand (a phone's first paint waits for them: the scope's gate).
    expect(sheets[0].textContent).not.toContain('@media (max-width:767.98px)')
    await act(() => loadPhoneStyles())
    const phone = [...document.querySelectorAll('style[data-href="atrium-phone"]')]
    expect(phone).toHaveLength(1)
    expect(phone[0].textContent).toContain('.atrium-menu-sheet{')
    expect(phone[0].textContent).toContain('@media (max-width:767.98px)')
    expect(sheets[0].compareDocumentPosition(phone[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // The tokens' sheet too, once, whatever the number of providers.
    expect([...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('--atrium-accent:'))).toHaveLength(1)
  })

  it('takes its texts from messages', async () => {
    configureAtrium({ messages: { 'admin.menu': 'Navigation', 'admin.breadcrumb': 'You are here', 'admin.collapse': 'Fold' } })
    show('/admin')
    await settle()
    expect(screen.getByRole('navigation', { name: 'Navigation' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'You are here' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Fold' })).toBeInTheDocument()
  })

  it('says where it belongs when used outside a scope', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<MemoryRouter><AdminLayout /></MemoryRouter>)).toThrow("use it as a scope's `decoratorComponent`")
    consoleError.mockRestore()
  })
})
