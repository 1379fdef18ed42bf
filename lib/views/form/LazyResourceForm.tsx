import type { ComponentType } from 'react'
import { lazyPart } from '../../network/lazyPart'
import { LoadingStatus } from '../ViewStatus'
import type { ResourceFormProps } from './ResourceForm'

const Part = lazyPart<ResourceFormProps<unknown>>(() =>
  import('../recordViewSet').then((module) => module.ResourceForm as ComponentType<ResourceFormProps<unknown>>), <LoadingStatus />)

/** Fetches the form's code (inputs, values, drafts, save recovery, the leave guard's hook), so it draws at once. */
export const preloadResourceForm = (): Promise<void> => Part.preload()

/**
 * `ResourceForm`, its code loaded on demand: the create and update views (and their record's read,
 * which they take over from a read view) are drawn at once; only the form waits for its code, which
 * `preloadRecordViews` fetches once a view is drawn.
 */
export function ResourceForm<T>(props: ResourceFormProps<T>) {
  return <Part {...(props as unknown as ResourceFormProps<unknown>)} />
}
