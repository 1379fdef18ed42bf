import type { ListLayoutKind } from '../../../lib/layouts/ListLayoutKind'
import type { ListLayoutComponent } from '../../../lib/layouts/ListLayoutProps'
import type { FromContext } from '../../../lib/layouts/LayoutFactory'
import type { GalleryLayout as GalleryDeclaration, GalleryLayoutOf } from './galleryDeclaration'
import { GalleryLayout } from './GalleryLayout'

/** `layout.gallery`: a gallery of the records' images (its signature only). */
declare function declareGallery<T = unknown>(options: Omit<GalleryDeclaration<FromContext<T>>, 'type'>): GalleryDeclaration<T>

/** The gallery: a page of records as tiles. */
export const galleryKind: ListLayoutKind<GalleryLayoutOf, typeof declareGallery> = {
  label: ['layout.gallery', 'Gallery'],
  // Inside lib/ the cast is `as ListLayoutComponent`: here the gallery is not in the library's own `ListLayout`.
  component: GalleryLayout as unknown as ListLayoutComponent,
  request: 'page',
}
