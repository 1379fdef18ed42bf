import { useSyncExternalStore, type ReactElement } from 'react'

/** Below this width AdminLayout draws its phone layout (the same breakpoint as its stylesheet). */
export const PHONE_QUERY = '(max-width: 767.98px)'

// The phone's stylesheet (phoneCss) loads on demand: a desktop's first paint does not need it.
let phoneCss: string | undefined
let loading: Promise<void> | undefined
// The last load failed: nothing waits for it (the wide layout is drawn), until it is asked for again.
let failed = false
const loaded = new Set<() => void>()
const changed = () => { for (const listener of [...loaded]) listener() }

/**
 * Fetches the phone's stylesheet now (once); never rejects. Asked for as a phone-sized window is first drawn, and
 * when the browser idles after the first view. A failed fetch (offline, a replaced deployment) holds nothing back: the
 * wide layout is drawn meanwhile, and it is fetched again once the browser is back online or asked for again.
 */
export function loadPhoneStyles(): Promise<void> {
  failed = false
  loading ??= import('./phoneCss').then(
    (module) => {
      phoneCss = module.phoneCss
      changed()
    },
    () => {
      loading = undefined
      failed = true
      if (typeof window !== 'undefined') window.addEventListener('online', () => void loadPhoneStyles(), { once: true })
      changed()
    },
  )
  return loading
}

const matches = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches

function subscribe(onChange: () => void): () => void {
  loaded.add(onChange)
  const query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : undefined
  query?.addEventListener('change', onChange)
  return () => {
    loaded.delete(onChange)
    query?.removeEventListener('change', onChange)
  }
}

/** Phone-sized, its stylesheet asked for (unless its last load failed); `true` once it is in. */
function phoneSnapshot(): boolean {
  if (!matches()) return false
  if (phoneCss === undefined && !failed) void loadPhoneStyles()
  return phoneCss !== undefined
}

/** Phone-sized with its stylesheet on its way (asked for). */
function pendingSnapshot(): boolean {
  return phoneSnapshot() === false && matches() && !failed
}

/** Whether the viewport is phone-sized; follows resizes and rotations. `false` without `matchMedia` (server, jsdom). */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, matches, () => false)
}

/**
 * Whether AdminLayout and the table draw their phone layouts (the bottom bar, rows as cards): the viewport is
 * phone-sized and the phone's stylesheet (phoneCss, loaded on demand, asked for here) is in, so phone markup is never
 * drawn without its rules; follows resizes and rotations. `false` without `matchMedia` (server, jsdom).
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, phoneSnapshot, () => false)
}

/** Whether the viewport is phone-sized while the phone's stylesheet is still on its way (asked for): a first paint waits. */
export function usePhonePending(): boolean {
  return useSyncExternalStore(subscribe, pendingSnapshot, () => false)
}

/** Draws the phone's stylesheet once it is in (its rules apply below 768 px only), in a precedence after Atrium's others. */
export function PhoneStyles(): ReactElement | null {
  const css = useSyncExternalStore(subscribe, () => phoneCss, () => undefined)
  return css === undefined ? null : <style href="atrium-phone" precedence="atrium-phone">{css}</style>
}
