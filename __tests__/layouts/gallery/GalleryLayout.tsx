import type { ReactElement } from 'react'
import { getRecordTitle } from '../../../lib/fields/recordTitle'
import type { ListLayoutProps } from '../../../lib/layouts/ListLayoutProps'
import type { GalleryLayout as GalleryDeclaration } from './galleryDeclaration'
import { galleryText } from './galleryText'

/** One tile per record: its image (an https address only) and its title. */
export function GalleryLayout<T>({ resource, layout, items }: ListLayoutProps<T, GalleryDeclaration<T>>): ReactElement {
  return (
    <ul className="atrium-gallery">
      {items.map((item, index) => {
        const title = getRecordTitle(resource, item)
        const source = String((item as Record<string, unknown>)[layout.imageField] ?? '')
        return (
          <li key={index}>
            {source.startsWith('https://') ? <img src={source} alt={galleryText('layout.gallery.image', { title })} /> : null}
            <span>{title}</span>
          </li>
        )
      })}
    </ul>
  )
}
