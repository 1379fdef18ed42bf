import { messageFormatter } from '../../../lib/config/messages'

/** The gallery's texts: under `layout.gallery.…`, overridable by hosts with no change to lib/config. */
export const galleryText = /* @__PURE__ */ messageFormatter({
  'layout.gallery.image': 'Image of {title}',
})
