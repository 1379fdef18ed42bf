import { formText } from './formText'

/** Props of `ChangedElsewhereBanner`. */
export interface ChangedElsewhereBannerProps {
  /** The reader has changes here, which a reload keeps: said beside the button. */
  keeps?: boolean
  /** Reloads the record into the form; no button without it. */
  onReload?(): void
  /** The record was deleted elsewhere: said so (with what becomes of the reader's changes) instead. */
  deleted?: boolean
}

/** Tells that the record being edited was changed (with a Reload button) or deleted elsewhere. */
export function ChangedElsewhereBanner({ keeps, onReload, deleted }: ChangedElsewhereBannerProps) {
  return (
    <div role="status" className="atrium-form__hold atrium-form__changed">
      <p>{deleted
        ? <><strong>{formText('form.deletedElsewhere')}</strong> {formText('form.deletedKeeps')}</>
        : <><strong>{formText('form.changedElsewhere')}</strong>{onReload && keeps ? ` ${formText('form.reloadKeeps')}` : null}</>}</p>
      {onReload ? <button type="button" onClick={onReload}>{formText('action.reload')}</button> : null}
    </div>
  )
}
