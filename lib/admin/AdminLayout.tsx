import { useId, useRef, type MouseEvent, type ReactNode } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { messageFormatter } from '../config/messages'
import { useScopeContext } from '../scope/ScopeContext'
import { AdminBreadcrumb } from './AdminBreadcrumb'
import { adminLayoutStyles } from './adminLayoutStyles'
import { AdminMenu } from './AdminMenu'
import { PhoneStyles, usePhoneLayout } from '../config/usePhoneWidth'
import { selectSidebarCollapsed, sidebarCollapsedChosen } from '../../slices/preferencesSlice'

/** Props of `AdminLayout`. */
export interface AdminLayoutProps {
  /** The current view (given by the scope gate). */
  children?: ReactNode
  /**
   * Bottom of the sidebar, e.g. a sign-out button. A function is told whether the sidebar is
   * collapsed (never on a phone, where the footer ends the "More" panel), to draw a footer that fits
   * its narrow width: e.g. an icon button with an `aria-label` and a `title`, and no text.
   * @example
   * sidebarFooter={({ collapsed }) => <SignOutButton compact={collapsed} />}
   */
  sidebarFooter?: ReactNode | ((sidebar: { collapsed: boolean }) => ReactNode)
}

// The layout's texts, overridable through `configureAtrium({ messages })`.
const text = /* @__PURE__ */ messageFormatter({
  'admin.menu': 'Menu',
  'admin.breadcrumb': 'Breadcrumb',
  'admin.collapse': 'Collapse menu',
  'admin.expand': 'Expand menu',
  'admin.skip': 'Skip to content',
})

/**
 * The ready `decoratorComponent`: a sidebar from the scope's menu (collapsible
 * on desktop, the choice kept in `state.atrium.preferences`; below 768 px a bottom bar with a "More" panel holding what does not fit and
 * `sidebarFooter`), a top bar with the scope label and
 * a breadcrumb, and the view in `main`. Texts come from `messages`
 * (`admin.menu`, `admin.breadcrumb`, `admin.collapse`, `admin.expand`, `admin.skip`). Its first
 * focusable element is a "Skip to content" link, shown when focused.
 * @example
 * decoratorComponent: ({ children }) => <AdminLayout sidebarFooter={<SignOutButton />}>{children}</AdminLayout>
 */
export function AdminLayout({ children, sidebarFooter }: AdminLayoutProps) {
  const context = useScopeContext()
  // Before the store's hooks: outside a scope there is no store either, and this says why.
  if (!context) throw new Error(process.env.NODE_ENV !== 'production' ? "Atrium: AdminLayout draws a scope; use it as a scope's `decoratorComponent`." : 'Atrium: AdminLayout outside a scope')
  // Kept in the persisted preferences: each scope draws a layout of its own, and a reload draws it again.
  const collapsed = useSelector(selectSidebarCollapsed)
  const dispatch = useDispatch()
  const sidebarId = useId()
  const phone = usePhoneLayout()
  const main = useRef<HTMLElement>(null)
  // A link, for what it is; the focus is moved by hand, as a `#main` address would be a navigation to the router.
  const skip = (event: MouseEvent) => {
    event.preventDefault()
    main.current?.focus()
  }
  const { scope } = context
  const footer = typeof sidebarFooter === 'function' ? sidebarFooter({ collapsed: collapsed && !phone }) : sidebarFooter
  return (
    <div className="atrium-admin" data-collapsed={collapsed}>
      {/* React hoists this one stylesheet (keyed by href) once, however many layouts render. */}
      <style href="atrium-admin-layout" precedence="default">
        {adminLayoutStyles}
      </style>
      {/* Its phone rules (the bottom bar) once loaded: the scope's gate holds a phone's first paint for them. */}
      <PhoneStyles />
      {/* First of the page: a keyboard reader goes past the menu to the view in one step. */}
      <a className="atrium-skip" href="#atrium-main" onClick={skip}>{text('admin.skip')}</a>
      <header className="atrium-topbar">
        <button
          type="button"
          className="atrium-collapse"
          aria-controls={sidebarId}
          aria-expanded={!collapsed}
          aria-label={collapsed ? text('admin.expand') : text('admin.collapse')}
          onClick={() => dispatch(sidebarCollapsedChosen(!collapsed))}
        >
          <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
        </button>
        <AdminBreadcrumb scope={scope} label={text('admin.breadcrumb')} />
      </header>
      <aside id={sidebarId} className="atrium-sidebar">
        <AdminMenu scope={scope} label={text('admin.menu')} phone={phone} more={phone ? footer : undefined} />
        {footer !== undefined && !phone ? <div className="atrium-sidebar-footer">{footer}</div> : null}
      </aside>
      <main ref={main} id="atrium-main" tabIndex={-1} className="atrium-main">{children}</main>
    </div>
  )
}
