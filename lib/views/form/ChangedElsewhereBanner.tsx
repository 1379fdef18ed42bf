import { formText } from './formText'

/** Props of `ChangedElsewhereBanner`. */
export interface ChangedElsewhereBannerProps {
  /** Reloads the record into the form; no button without it. */
  onReload?(): void
}

/** Tells that the record being edited was changed elsewhere, with a Reload button. */
export function ChangedElsewhereBanner({ onReload }: ChangedElsewhereBannerProps) {
  return (
    <div role="status" className="atrium-form__changed">
      <span>{formText('form.changedElsewhere')}</span>
      {onReload ? <button type="button" onClick={onReload}>{formText('action.reload')}</button> : null}
    </div>
  )
}
