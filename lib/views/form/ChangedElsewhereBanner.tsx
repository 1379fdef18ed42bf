import { formText } from './formText'

/** Props of `ChangedElsewhereBanner`. */
export interface ChangedElsewhereBannerProps {
  /** The reader has changes here, which a reload keeps: said beside the button. */
  keeps?: boolean
  /** Reloads the record into the form; no button without it. */
  onReload?(): void
}

/** Tells that the record being edited was changed elsewhere, with a Reload button. */
export function ChangedElsewhereBanner({ keeps, onReload }: ChangedElsewhereBannerProps) {
  return (
    <div role="status" className="atrium-form__hold atrium-form__changed">
      <p><strong>{formText('form.changedElsewhere')}</strong>{onReload && keeps ? ` ${formText('form.reloadKeeps')}` : null}</p>
      {onReload ? <button type="button" onClick={onReload}>{formText('action.reload')}</button> : null}
    </div>
  )
}
