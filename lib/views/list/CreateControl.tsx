import type { QuotaState } from '../../resource/quota'
import type { ViewResource } from '../../resource/ViewResource'

/** Props of `CreateControl`. */
export interface CreateControlProps {
  /** The resource listed. */
  resource: ViewResource<unknown>
  /** The creation quota, `undefined` while it is read. */
  quota: QuotaState | undefined
  /** Button text. */
  label: string
  /** Opens the create view. */
  onCreate(): void
  /**
   * Id of the element saying why the quota stops creation (`QuotaNote`): once the quota is reached, the
   * button stays, disabled and described by it. Without it, nothing is drawn then.
   */
  reasonId?: string
}

/**
 * The create action of a list: nothing when permissions refuse it or while the quota is read; once the
 * quota is reached, the same button disabled (a header keeps its height and layout), described by the
 * reason drawn elsewhere; else the button.
 */
export function CreateControl({ resource, quota, label, onCreate, reasonId }: CreateControlProps) {
  if (!resource.can('create') || quota === undefined) return null
  if (quota.reached) {
    if (reasonId === undefined) return null
    return <button type="button" className="atrium-create" disabled aria-describedby={reasonId}>{label}</button>
  }
  return <button type="button" className="atrium-create" onClick={onCreate}>{label}</button>
}
