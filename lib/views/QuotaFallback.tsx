import { isValidElement, type ElementType, type ReactNode } from 'react'
import type { QuotaOptions, QuotaUsage } from '../resource/types'

function isComponent(value: unknown): value is ElementType<{ usage: QuotaUsage }> {
  if (typeof value === 'function') return true
  // memo, forwardRef and lazy components are objects with a React brand, unlike elements.
  return typeof value === 'object' && value !== null && !isValidElement(value) && '$$typeof' in value
}

/**
 * Draws a reached quota's `fallback` where the create action would be: a
 * component receives `{ usage }`; an element, text or other node is drawn as is.
 */
export function QuotaFallback({ fallback, usage }: { fallback: QuotaOptions['fallback']; usage: QuotaUsage }) {
  if (isComponent(fallback)) {
    const Fallback = fallback
    return <Fallback usage={usage} />
  }
  return <>{fallback as ReactNode}</>
}
