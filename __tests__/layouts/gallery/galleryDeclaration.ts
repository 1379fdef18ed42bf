// A layout written the way a contributor adds one (see "Adding a list layout" in docs/ARCHITECTURE.md):
// this folder is a copy of what `lib/layouts/gallery/` would hold, registered by one line in
// addLayout.test.tsx's registry.
import type { LayoutDeclarationOf } from '../../../lib/layouts/ListLayoutKind'
import type { TextField } from '../../../lib/layouts/fieldKinds'

/** A gallery: one tile per record, showing the image its `imageField` names. */
export interface GalleryLayout<T = unknown> {
  /** Layout kind. */
  readonly type: 'gallery'
  /** The field holding each record's image address (text). */
  readonly imageField: TextField<T>
  /** Label in the layout switcher. */
  readonly label?: string
  /** Use the whole width of the page. */
  readonly fullWidth?: boolean
}

/** The gallery's declaration as a function of the record type. */
export interface GalleryLayoutOf extends LayoutDeclarationOf {
  /** The gallery's declaration for `this['record']`. */
  readonly declaration: GalleryLayout<this['record']>
}
