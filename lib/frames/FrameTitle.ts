import { createContext, useContext, useEffect, useId } from 'react'

/** Lets the view inside a frame name it (e.g. with the record's title). */
export const FrameTitleContext = /* @__PURE__ */ createContext<((title: string) => void) | undefined>(undefined)

/** Names the frame the calling view is drawn in; no-op on a page. */
export function useFrameTitle(title: string | undefined): void {
  const setTitle = useContext(FrameTitleContext)
  useEffect(() => {
    if (setTitle && title) setTitle(title)
  }, [setTitle, title])
}

/** The id an alert frame (`role="alertdialog"`) is described by: the element with it holds the view's question. */
export const FrameDescriptionContext = /* @__PURE__ */ createContext<string | undefined>(undefined)

/**
 * The id to put on the calling view's question, so the frame it is drawn in is described by it (a delete
 * confirmation's alertdialog); outside such a frame an id of its own.
 */
export function useFrameDescriptionId(): string {
  const own = useId()
  return useContext(FrameDescriptionContext) ?? own
}
