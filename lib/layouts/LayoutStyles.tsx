import type { ReactElement } from 'react'
import { layoutCss } from './layoutCss'

/**
 * Renders the layouts' CSS. React hoists a `<style>` with `href` and
 * `precedence` into the document head and keeps a single copy, however many
 * layouts are drawn.
 */
export function LayoutStyles(): ReactElement {
  return (
    <style href="atrium-layouts" precedence="atrium">
      {layoutCss}
    </style>
  )
}
