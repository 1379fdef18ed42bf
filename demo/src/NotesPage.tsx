import { useState, type FormEvent } from 'react'
import { isApiError } from '../../lib/index'
import { notes, type Note } from './resources'

/** A readable line for whatever an endpoint reported. */
function describeError(error: unknown): string {
  if (isApiError(error)) return error.detail ?? error.title ?? `Request failed (${error.status})`
  if (error instanceof Error) return error.message
  return 'Something went wrong.'
}

function NoteForm() {
  const [create, { isLoading }] = notes.endpoints.create.useMutation()
  const [title, setTitle] = useState('')
  const [body, setBody] = useState('')
  const [error, setError] = useState<string>()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setError(undefined)
    try {
      await create({ data: { title: title.trim(), body } }).unwrap()
      setTitle('')
      setBody('')
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  return (
    <form className="note-form" onSubmit={submit} aria-label="New note">
      <label>
        Title
        <input value={title} onChange={(event) => setTitle(event.target.value)} required />
      </label>
      <label>
        Body
        <textarea value={body} onChange={(event) => setBody(event.target.value)} rows={3} />
      </label>
      {error && <p role="alert" className="demo-error">{error}</p>}
      <button type="submit" disabled={isLoading}>Add note</button>
    </form>
  )
}

function NoteRow({ note }: { note: Note }) {
  const [remove, { isLoading }] = notes.endpoints.delete.useMutation()
  return (
    <tr>
      <td>{note.title}</td>
      <td className="note-body">{note.body}</td>
      <td>
        <button type="button" aria-label={`Delete ${note.title}`} disabled={isLoading}
          onClick={() => void remove({ id: note.id, item: note })}>
          Delete
        </button>
      </td>
    </tr>
  )
}

/** Lists the notes and adds or deletes them, straight through the resource's endpoints. */
export function NotesPage() {
  const { data, error, isLoading } = notes.endpoints.list.useQuery({})
  return (
    <section className="notes-page">
      <h1>Notes</h1>
      <p className="demo-hint">Kept in this browser's local storage: they survive a reload.</p>
      <NoteForm />
      {error && <p role="alert" className="demo-error">{describeError(error)}</p>}
      <table className="demo-table" aria-busy={isLoading}>
        <caption>Notes</caption>
        <thead>
          <tr><th scope="col">Title</th><th scope="col">Body</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
        </thead>
        <tbody>
          {data?.items.map((note) => <NoteRow key={note.id} note={note} />)}
          {data && data.items.length === 0 && (
            <tr><td colSpan={3} className="demo-empty">No notes yet.</td></tr>
          )}
        </tbody>
      </table>
    </section>
  )
}
