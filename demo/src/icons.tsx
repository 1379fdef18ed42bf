import type { ReactNode } from 'react'

// The demo's menu icons: line drawings on a 24 px grid in the text's colour (`currentColor`), so they follow the
// light and dark schemes and the menu's current entry. Declared through each resource's `icon` option.

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8"
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  )
}

/** Articles: a page of text. */
export function ArticlesIcon() {
  return <Icon><path d="M6 3h8.5L19 7.5V21H6z" /><path d="M14 3v5h5M9 12h7M9 16h7" /></Icon>
}

/** Authors: a person. */
export function AuthorsIcon() {
  return <Icon><circle cx="12" cy="8" r="4" /><path d="M4.5 21c.6-4 3.6-6.5 7.5-6.5s6.9 2.5 7.5 6.5" /></Icon>
}

/** Events: a calendar. */
export function EventsIcon() {
  return <Icon><rect x="3.5" y="5" width="17" height="16" rx="2" /><path d="M3.5 10h17M8 3v4M16 3v4" /></Icon>
}

/** Tasks: bars on a timeline. */
export function TasksIcon() {
  return <Icon><path d="M4 4v16" /><rect x="7" y="5.5" width="8" height="3" rx="1" /><rect x="10" y="10.5" width="10" height="3" rx="1" /><rect x="7" y="15.5" width="6" height="3" rx="1" /></Icon>
}

/** Notes: a note with a folded corner. */
export function NotesIcon() {
  return <Icon><path d="M5 4h14v10l-6 6H5z" /><path d="M13 20v-6h6M8.5 8.5h7M8.5 12h4" /></Icon>
}

/** Bookmarks: a bookmark ribbon. */
export function BookmarksIcon() {
  return <Icon><path d="M6.5 3.5h11v17l-5.5-4-5.5 4z" /></Icon>
}

/** Categories: a tag. */
export function CategoriesIcon() {
  return <Icon><path d="M3.5 3.5h8l9 9-8 8-9-9z" /><circle cx="8" cy="8" r="1.5" /></Icon>
}

/** Contacts: a card with a person. */
export function ContactsIcon() {
  return <Icon><rect x="3.5" y="4" width="17" height="16" rx="2" /><circle cx="12" cy="10" r="2.75" /><path d="M7.5 17c.8-2 2.4-3.2 4.5-3.2s3.7 1.2 4.5 3.2" /></Icon>
}

/** Users: two people. */
export function UsersIcon() {
  return <Icon><circle cx="9" cy="8.5" r="3.5" /><path d="M2.5 20c.5-3.6 3.1-5.8 6.5-5.8s6 2.2 6.5 5.8" /><path d="M15.5 5.2a3.5 3.5 0 0 1 0 6.6M18 14.6c1.9.8 3.1 2.7 3.5 5.4" /></Icon>
}

/** A way back to another scope: an arrow to the left. */
export function BackIcon() {
  return <Icon><path d="M19 12H5M11 6l-6 6 6 6" /></Icon>
}
