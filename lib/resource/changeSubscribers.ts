import type { ChangeEvent } from './ViewResource'

// Kept outside the resource object so a re-declared resource keeps its subscribers.
const subscribers = new Map<string, Set<(event: ChangeEvent<unknown>) => void>>()

/** Subscribes to a resource's successful writes. */
export function subscribeToChanges<T>(resourceId: string, callback: (event: ChangeEvent<T>) => void): { unsubscribe(): void } {
  let set = subscribers.get(resourceId)
  if (!set) subscribers.set(resourceId, (set = new Set()))
  const entry = callback as (event: ChangeEvent<unknown>) => void
  set.add(entry)
  return { unsubscribe: () => { set.delete(entry) } }
}

/** Calls every subscriber of a resource; one subscriber throwing does not stop the others. */
export function publishChange(resourceId: string, event: ChangeEvent<unknown>): void {
  for (const callback of [...(subscribers.get(resourceId) ?? [])]) {
    try {
      callback(event)
    } catch (error) {
      console.error(`Atrium: an onChange subscriber of resource '${resourceId}' threw`, error)
    }
  }
}
