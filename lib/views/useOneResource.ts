import { useRef } from 'react'

/**
 * Development check that a mounted view keeps the resource it was drawn for.
 * RTK Query's hooks keep their subscription in the component and compare only
 * the argument, not the endpoint: a view redrawn for another resource with an
 * equal argument would keep the first resource's subscription and wait forever
 * on the second's empty cache entry. Views are therefore keyed by resource
 * (`AtriumViews` does it); this says so, once, when a host's own tree does not.
 */
export function useOneResource(resourceId: string, view: string): void {
  const first = useRef(resourceId)
  const told = useRef(false)
  if (process.env.NODE_ENV === 'production' || first.current === resourceId || told.current) return
  told.current = true
  console.error(`Atrium: <${view}> was drawn for resource '${first.current}', then for '${resourceId}' without being mounted again. Its data hooks would keep reading '${first.current}'. Give the view a key per resource (e.g. key={resource.id}).`)
}
