import type { ChangeEvent } from 'react'
import { formText } from './formText'
import { isBlob } from '../../dialects/fileValues'
import { safeHref } from '../../fields/formatCell'
import type { RawValue } from './formValues'

/** Props of `FileControl`. */
export interface FileControlProps {
  /** Element id (the label points at it). */
  id: string
  /** Field name. */
  name: string
  /** The chosen file, or the stored reference (a URL, an IRI), or `''`. */
  value: RawValue
  /** Accepted types (`<input accept>`). */
  accept?: string
  /** Whether a file is required (only when none is stored yet). */
  required: boolean
  /** Shown but not editable. */
  disabled?: boolean
  /** Ids of the help text and messages. */
  describedBy?: string
  /** Set when the field has messages. */
  invalid: boolean
  /** Receives the focusable element. */
  register(element: HTMLElement | null): void
  /** Called with the chosen file, or `''` when the choice is cleared. */
  onChange(value: RawValue): void
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/**
 * A file input: the native picker (its value cannot be set, so it is not
 * controlled), with what it holds beside it: the chosen file's name and size,
 * or the stored file (a link for a safe URL, else its text).
 */
export function FileControl({ id, name, value, accept, required, disabled, describedBy, invalid, register, onChange }: FileControlProps) {
  const stored = typeof value === 'string' && value !== '' ? value : undefined
  const chosen = isBlob(value) ? value : undefined
  const href = stored ? safeHref(stored) : undefined
  const onPick = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? '')
  return (
    <div className="atrium-file">
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        required={required && stored === undefined}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        ref={register}
        onChange={onPick}
      />
      {chosen ? (
        <p className="atrium-file__current">{formText('file.chosen', { name: (chosen as Partial<File>).name ?? '', size: size(chosen.size) })}</p>
      ) : stored ? (
        <p className="atrium-file__current">
          {formText('file.stored')} {href ? <a href={href} rel="noopener noreferrer">{stored}</a> : stored}
        </p>
      ) : null}
    </div>
  )
}
