import type { ReactNode } from 'react'
import { cleanup, screen, within } from '@testing-library/react'
import { AdminLayout, createViewResource } from '../../lib/index'
import { renderScope, settle } from '../scope/renderScope'

// A child view drawn in place of its record page (a page) is the breadcrumb's last step; one drawn in a frame over the
// record leaves the record the page shown, as a view over a list leaves the list's crumb last.
interface Row { id: string; name?: string }

const articles = createViewResource<Row>('crumb-articles', { storage: 'local', name: 'Articles', views: { read: { open: 'drawer' } } })
const notes = createViewResource<Row>('crumb-notes', { storage: 'local', name: 'Notes', views: { create: { title: 'Jot a note' } } })
const hidden = createViewResource<Row>('crumb-hidden', { storage: 'local', name: 'Hidden' })
const authors = createViewResource<Row>('crumb-authors', {
  storage: 'local', name: 'Authors',
  tabs: [{ label: 'Articles', resource: articles }, { label: 'Notes', resource: notes }, { label: 'Hidden', resource: hidden }],
})

function Decorator({ children }: { children?: ReactNode }) {
  return <AdminLayout>{children}</AdminLayout>
}

async function crumbsAt(path: string): Promise<{ texts: Array<string | null>; current: Array<string | null>; links: Array<string | null> }> {
  cleanup()
  renderScope(
    { defaultScope: 'admin', scopes: { admin: async () => ({ name: 'admin', label: 'Administration', resources: [articles, notes, authors], menu: [articles, authors], decoratorComponent: Decorator }) } },
    { path, children: <p>the view</p> },
  )
  await settle()
  const nav = screen.getByRole('navigation', { name: 'Breadcrumb' })
  return {
    texts: within(nav).getAllByRole('listitem').map((item) => item.textContent),
    current: Array.from(nav.querySelectorAll('[aria-current="page"]'), (item) => item.textContent),
    links: within(nav).getAllByRole('link').map((link) => link.getAttribute('href')),
  }
}

describe('AdminBreadcrumb under a record’s tab', () => {
  it('ends with a new record created from the tab (the current page), the record a link back to its tab', async () => {
    expect(await crumbsAt('/admin/crumb-authors/read/a%2F7/crumb-articles/create')).toEqual({
      texts: ['Administration', 'Authors', 'a/7', 'New article'],
      current: ['New article'],
      links: ['/admin', '/admin/crumb-authors/list', '/admin/crumb-authors/read/a%2F7/crumb-articles'],
    })
  })

  it('names the new record by its create view’s title when it has one', async () => {
    expect((await crumbsAt('/admin/crumb-authors/read/7/crumb-notes/create')).texts).toEqual(['Administration', 'Authors', '7', 'Jot a note'])
  })

  it('ends with the child record edited or read on a page (by its id until read), from the author’s edit page too', async () => {
    expect(await crumbsAt('/admin/crumb-authors/read/7/crumb-articles/update/x%3F1')).toEqual({
      texts: ['Administration', 'Authors', '7', 'x?1'],
      current: ['x?1'],
      links: ['/admin', '/admin/crumb-authors/list', '/admin/crumb-authors/read/7/crumb-articles'],
    })
    expect((await crumbsAt('/admin/crumb-authors/update/7/crumb-notes/read/n1')).current).toEqual(['n1'])
  })

  it('ends with the record when the child view is drawn in a frame over it (a drawer, the delete dialog)', async () => {
    expect((await crumbsAt('/admin/crumb-authors/read/7/crumb-articles/read/x1')).current).toEqual(['7'])
    expect((await crumbsAt('/admin/crumb-authors/read/7/crumb-notes/delete/n1')).texts).toEqual(['Administration', 'Authors', '7'])
  })

  it('ends with the record when the tab is unknown or its resource out of the scope (the page says Not found)', async () => {
    expect((await crumbsAt('/admin/crumb-authors/read/7/nothing/create')).current).toEqual(['7'])
    expect((await crumbsAt('/admin/crumb-authors/read/7/crumb-hidden/create')).current).toEqual(['7'])
  })
})
