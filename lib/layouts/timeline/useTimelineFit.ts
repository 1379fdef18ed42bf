import { useLayoutEffect, useState, type RefObject } from 'react'

/** A day column's least width, in rem: its head keeps its weekday, and a one-day bar its first letters. */
const LEAST_DAY_REM = 2.75

/**
 * How many of `days` days show in `available` px, each `least` px wide at least: all of them; else whole weeks when
 * 7 or more fit; else as many as fit (at least 1).
 */
export function fittedDays(days: number, available: number, least: number): number {
  const fit = Math.floor(available / least)
  if (fit >= days) return days
  return fit >= 7 ? fit - (fit % 7) : Math.max(1, fit)
}

/** The timeline as its box fits it: the days shown, a day column's width and a bar title's width, in px. */
export interface TimelineFit {
  /** Days shown (the declared ones, or fewer in a narrow box). */
  days: number
  /** A day column's width. */
  dayWidth: number
  /** The root font size (1rem). */
  rem: number
  /** The width a bar's title takes, in the bars' font. */
  titleWidth(title: string): number
}

let context: OffscreenCanvasRenderingContext2D | null | undefined

function textWidth(text: string, font: string, size: number): number {
  if (context === undefined) context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d')
  // No canvas (a test's DOM): a wide letter's estimate.
  if (!context) return text.length * size * 0.6
  context.font = font
  return context.measureText(text).width
}

/**
 * Fits the timeline to its box (`scroll`, the box its days would scroll sideways in), measured before it is painted
 * and again when it is resized: at 1280×800 the demo's 21 days needed 1,168 px in 992, 3½ of them hidden to the side
 * of a header naming all 21. `undefined` until measured; `null` where the box has no width (no layout: the declared
 * days are drawn).
 */
export function useTimelineFit(scroll: RefObject<HTMLElement | null>, days: number): TimelineFit | null | undefined {
  const [fit, setFit] = useState<TimelineFit | null>()
  useLayoutEffect(() => {
    const box = scroll.current
    if (!box) return undefined
    const measure = () => {
      const label = box.querySelector('.atrium-timeline-header>.atrium-timeline-row-header')
      const available = box.clientWidth - (label?.getBoundingClientRect().width ?? 0)
      if (!(available > 0)) {
        setFit(null)
        return
      }
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
      const shown = fittedDays(days, available, LEAST_DAY_REM * rem)
      const dayWidth = available / shown
      const font = `500 ${0.8 * rem}px ${getComputedStyle(box).fontFamily}`
      setFit((last) => (last && last.days === shown && Math.abs(last.dayWidth - dayWidth) < 0.5 ? last
        : { days: shown, dayWidth, rem, titleWidth: (title) => textWidth(title, font, 0.8 * rem) }))
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [scroll, days])
  return fit
}
