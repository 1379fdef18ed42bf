import type { Page } from 'playwright-core'

/**
 * A host stylesheet of the kind real apps carry: rules on bare elements only (the RTK tutorial
 * app's `nav a` among them). Atrium's look must not change under it.
 */
export const HOSTILE_HOST_CSS = `
a{color:purple;text-decoration:underline wavy;font-size:19px}
nav a{color:purple;padding:14px 30px;display:inline-block;background:#fde;border:2px solid purple;font-weight:800}
button{background:hotpink;color:#000;padding:20px;border:3px solid lime;text-transform:uppercase;border-radius:0;font-size:22px;margin:10px}
input,select,textarea{width:100%;padding:18px;border:3px solid orange;margin-bottom:24px;font-size:22px;background:#ffe}
table{border:4px solid red;margin:30px;font-size:24px}
th,td{padding:20px;border:2px solid blue;background:#eef}
h1,h2,h3{font-size:48px;color:crimson;text-transform:uppercase;margin:40px 0;font-family:serif}
label{display:block;color:green;font-weight:900;text-transform:uppercase;margin:12px 0;font-size:20px}
ul li{list-style:square;margin-left:30px;padding:8px;color:teal}
p{color:brown;font-size:22px;margin:30px}
`

/** Computed properties compared with and without the host stylesheet. */
const PROPERTIES = [
  'color', 'background-color', 'font-size', 'font-weight', 'font-family', 'text-transform', 'text-decoration-line', 'display',
  'padding-top', 'padding-left', 'margin-top', 'margin-left', 'border-top-width', 'border-top-color', 'border-left-style',
  'list-style-type', 'width', 'height',
]

/** For each selector, the computed style of its first match (or `missing`). */
export async function computedStyles(page: Page, selectors: readonly string[]): Promise<Record<string, Record<string, string> | 'missing'>> {
  return page.evaluate(({ selectors, properties }) => {
    const out: Record<string, Record<string, string> | 'missing'> = {}
    for (const selector of selectors) {
      const element = document.querySelector(selector)
      if (!element) { out[selector] = 'missing'; continue }
      const style = getComputedStyle(element)
      out[selector] = Object.fromEntries(properties.map((name) => [name, style.getPropertyValue(name)]))
    }
    return out
  }, { selectors, properties: PROPERTIES })
}

/** Adds the hostile host stylesheet after every other one (the worst order for Atrium); returns its remover. */
export async function addHostileCss(page: Page): Promise<() => Promise<void>> {
  await page.addStyleTag({ content: HOSTILE_HOST_CSS })
  return async () => {
    await page.evaluate((css) => {
      for (const style of document.querySelectorAll('style')) if (style.textContent === css) style.remove()
    }, HOSTILE_HOST_CSS)
  }
}

/** How far the page scrolls sideways, in CSS pixels (0 when it does not). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement
    return root.scrollWidth - root.clientWidth
  })
}

/** Selectors of elements whose box lies (partly) outside the viewport, among `selectors` that are visible. */
export function outsideViewport(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate((selectors) => selectors.filter((selector) => {
    const element = document.querySelector(selector)
    if (!element) return true
    const box = element.getBoundingClientRect()
    return box.width === 0 || box.left < 0 || box.top < 0 || box.right > innerWidth + 0.5 || box.bottom > innerHeight + 0.5
  }), selectors)
}

/**
 * How light the screen is, as drawn, in the `width`×`height` px box at (`x`, `y`) of the viewport: the median of its
 * pixels' luminance (0 black to 255 white), so that a thin line crossing the box does not count. Read from a
 * screenshot, decoded by the page itself: what a person sees, shades painted by backgrounds included.
 */
export function drawnLightness(page: Page, box: { x: number; y: number; width: number; height: number }): Promise<number> {
  return drawnLuminance(page, { x: Math.round(box.x), y: Math.round(box.y), width: box.width, height: box.height }, 'median')
}

/**
 * The luminance (0 black to 255 white) drawn in the `clip` box of the viewport, read from a screenshot decoded by the
 * page itself: the median of its pixels' (`drawnLightness`), or the darkest pixel's (a thin line drawn in the box).
 */
export async function drawnLuminance(page: Page, clip: { x: number; y: number; width: number; height: number }, pick: 'median' | 'darkest'): Promise<number> {
  const shot = await page.screenshot({ clip })
  return page.evaluate(async ({ base64, pick }) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = document.createElement('canvas')
    canvas.width = bitmap.width
    canvas.height = bitmap.height
    const context = canvas.getContext('2d')!
    context.drawImage(bitmap, 0, 0)
    const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height)
    const values: number[] = []
    for (let index = 0; index < data.length; index += 4) values.push(0.2126 * data[index] + 0.7152 * data[index + 1] + 0.0722 * data[index + 2])
    if (pick === 'darkest') return Math.round(values.reduce((darkest, value) => Math.min(darkest, value), 255))
    values.sort((a, b) => a - b)
    return Math.round(values[values.length >> 1])
  }, { base64: shot.toString('base64'), pick })
}

/** Of each element `selector` matches, its text and how many of its characters (spaces left out) are drawn inside its box. */
export function charactersShown(page: Page, selector: string): Promise<{ text: string; shown: number; total: number }[]> {
  return page.locator(selector).evaluateAll((elements) => elements.filter((element) => element.getBoundingClientRect().width > 0).map((element) => {
    const box = element.getBoundingClientRect()
    const range = document.createRange()
    let shown = 0
    let total = 0
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let index = 0; index < node.length; index += 1) {
        if (/\s/.test(node.data[index])) continue
        total += 1
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        const glyph = range.getBoundingClientRect()
        if (glyph.width > 0 && glyph.left >= box.left - 0.5 && glyph.right <= box.right + 0.5 && glyph.bottom <= box.bottom + 0.5) shown += 1
      }
    }
    return { text: (element.textContent ?? '').replace(/\s+/g, ' ').trim(), shown, total }
  }))
}

/** The boxes of `selector`'s elements: left, width, top and height, rounded to the pixel. */
export function boxes(page: Page, selector: string): Promise<{ left: number; width: number; top: number; height: number }[]> {
  return page.locator(selector).evaluateAll((elements) => elements.map((element) => {
    const box = element.getBoundingClientRect()
    return { left: Math.round(box.left), width: Math.round(box.width), top: Math.round(box.top), height: Math.round(box.height) }
  }))
}

/** The part of the window no bar covers: under the sticky top bar, above the phone's bottom bar (below 768 px). */
export async function clearArea(page: Page): Promise<{ top: number; bottom: number }> {
  return page.evaluate(() => {
    const top = document.querySelector('.atrium-topbar')?.getBoundingClientRect().bottom ?? 0
    const bar = document.querySelector('.atrium-sidebar')?.getBoundingClientRect()
    const bottom = bar && window.innerWidth < 768 && bar.top > window.innerHeight / 2 ? bar.top : window.innerHeight
    return { top, bottom }
  })
}
