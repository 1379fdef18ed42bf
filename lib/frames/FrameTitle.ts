import { createContext, useContext, useEffect } from 'react'

/** Lets the view inside a frame name it (e.g. with the record's title). */
export const FrameTitleContext = /* @__PURE__ */ createContext<((title: string) => void) | undefined>(undefined)

/** Names the frame the calling view is drawn in; no-op on a page. */
export function useFrameTitle(title: string | undefined): void {
  const setTitle = useContext(FrameTitleContext)
  useEffect(() => {
    if (setTitle && title) setTitle(title)
  }, [setTitle, title])
}
