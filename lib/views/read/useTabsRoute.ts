import { useMemo } from 'react'
import { getViewResource } from '../../state/registry'
import { useChildNavigation } from '../child/useChildNavigation'
import type { RecordViewContext } from '../useRecordViewContext'
import type { RecordTabsRoute } from './RecordTabs'

/**
 * On a record page (`/<scope>/<resource>/read/<id>…`, or `update`), its tabs
 * follow the URL: the tab is `…/<id>/<tab>`, and the views of a tab's
 * resource open over the page (`…/<id>/<tab>/<action>[/<childId>]`).
 * Anywhere else (a drawer over a list, a child view) the tabs are the
 * component's own: `undefined`.
 */
export function useTabsRoute(context: RecordViewContext, id: string): RecordTabsRoute | undefined {
  const { location, frame, resource, action } = context
  const navigation = useChildNavigation(location)
  const onPage = frame === 'page' && location.action === action && location.id === id
    && (location.resource === resource.id || getViewResource(location.resource)?.id === resource.id)
  const selected = location.child?.resource ?? location.tab
  return useMemo(() => (onPage ? { selected, select: navigation.select, openChild: navigation.open, hrefOfChild: navigation.hrefOf } : undefined), [onPage, selected, navigation])
}
