import { useEffect } from 'react'
import { getAtriumConfiguration } from '../config/configureAtrium'
import { formatMessage } from '../config/messages'
import { singularInText } from '../resource/singularOf'
import type { ViewResource } from '../resource/ViewResource'
import type { Action } from '../types'

function screenName(resource: ViewResource<unknown>, action: Action): string {
  if (action === 'list') return resource.getActionOptions('list').title ?? resource.name
  if (action === 'create') return formatMessage('create.title', { resource: singularInText(resource) })
  const singular = resource.singularName
  return action === 'read' ? singular : `${formatMessage(`action.${action}`)} ${singularInText(resource)}`
}

/** The default title of a view drawn in a frame: "Edit article", "Show article". */
export function frameTitleOf(resource: ViewResource<unknown>, action: Action): string {
  return `${formatMessage(`action.${action}`)} ${singularInText(resource)}`
}

/**
 * Names the browser tab after the screen: `Articles · <app name>`, `Edit article · <app name>`
 * (the view drawn over a list names it). The app name is `configureAtrium({ appName })`, else the
 * scope's label. The host's title comes back when Atrium's views go.
 */
export function useDocumentTitle(resource: ViewResource<unknown> | undefined, action: Action | undefined, scopeLabel: string | undefined): void {
  const text = resource && action ? screenName(resource, action) : undefined
  const app = getAtriumConfiguration().appName ?? scopeLabel
  const title = text === undefined ? undefined : app ? `${text} · ${app}` : text
  useEffect(() => {
    if (title === undefined || typeof document === 'undefined') return undefined
    const before = document.title
    document.title = title
    return () => { document.title = before }
  }, [title])
}
