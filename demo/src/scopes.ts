import { createItemMenuWithResource, createScope, type Scope } from '../../lib/index'
import { DemoLayout } from './DemoLayout'
import { BackIcon } from './icons'
import { articles, authors, bookmarks, categories, contacts, events, notes, tasks, users } from './resources'
import { isAdmin, session } from './session'

/** Administration: everything, users included; administrators only. */
export const adminScope: Scope = createScope({
  name: 'admin',
  label: 'Administration',
  resources: [articles, authors, users, categories, contacts],
  // The way back to the editorial work, last: the menu is how a person moves between the two scopes.
  menu: [articles, authors, users, categories, contacts, { label: 'Back to Editorial', icon: BackIcon, to: '/editorial/articles/list', scope: 'editorial' }],
  decoratorComponent: DemoLayout,
  authorization: () => session.authorize('ROLE_ADMIN'),
})

/** Editorial work: editors and administrators. */
export const editorialScope: Scope = createScope({
  name: 'editorial',
  label: 'Editorial',
  resources: [articles, authors, events, tasks, notes, bookmarks, categories, contacts],
  menu: [
    articles, authors, events, tasks, notes, bookmarks, categories, contacts,
    // Leads into the admin scope; a getter, read at each menu render, hides it from editors.
    { ...createItemMenuWithResource({ resource: users, scope: 'admin' }), get hidden() { return !isAdmin() } },
  ],
  decoratorComponent: DemoLayout,
  authorization: () => session.authorize(['ROLE_EDITOR', 'ROLE_ADMIN']),
})
