// The bench's small admin on ra-core alone (headless react-admin, plain HTML): one resource
// `articles` on a json-server API (ra-data-json-server): a sortable table of title, status and
// views with show / edit / delete on each row, a show page, create and edit forms.
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { Link } from 'react-router-dom'
import {
  CoreAdmin, CreateBase, EditBase, Form, ListBase, Resource, ShowBase, required, useCreatePath, useDeleteController,
  useInput, useListContext, useRecordContext, type RaRecord,
} from 'ra-core'
import jsonServerProvider from 'ra-data-json-server'

const dataProvider = jsonServerProvider('/api')
const STATUS_CHOICES = [
  { id: 'draft', name: 'Draft' },
  { id: 'published', name: 'Published' },
  { id: 'archived', name: 'Archived' },
]
const statusName = (value: unknown) => STATUS_CHOICES.find((choice) => choice.id === value)?.name ?? String(value ?? '')

const Layout = ({ children }: { children?: ReactNode }) => (
  <div>
    <header><strong>Bench admin</strong> <nav><Link to="/articles">Articles</Link></nav></header>
    <main>{children}</main>
  </div>
)

const SortHeader = ({ field, label }: { field: string; label: string }) => {
  const { sort, setSort } = useListContext()
  const active = sort.field === field
  const next = active && sort.order === 'ASC' ? 'DESC' : 'ASC'
  return (
    <th aria-sort={active ? (sort.order === 'ASC' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" onClick={() => setSort({ field, order: next })}>{label}{active ? (sort.order === 'ASC' ? ' ▲' : ' ▼') : ''}</button>
    </th>
  )
}

const DeleteRowButton = ({ record }: { record: RaRecord }) => {
  const { handleDelete, isPending } = useDeleteController({ record, resource: 'articles', redirect: false, mutationMode: 'pessimistic' })
  return <button type="button" disabled={isPending} onClick={handleDelete}>Delete</button>
}

const ArticleTable = () => {
  const { data, isPending, page, perPage, total, setPage } = useListContext()
  const createPath = useCreatePath()
  if (isPending) return <p>Loading…</p>
  return (
    <>
      <table>
        <thead>
          <tr><SortHeader field="title" label="Title" /><SortHeader field="status" label="Status" /><SortHeader field="views" label="Views" /><th>Actions</th></tr>
        </thead>
        <tbody>
          {(data ?? []).map((record) => (
            <tr key={record.id}>
              <td>{record.title}</td>
              <td>{statusName(record.status)}</td>
              <td>{Number(record.views).toLocaleString()}</td>
              <td>
                <Link to={createPath({ resource: 'articles', id: record.id, type: 'show' })}>Show</Link>{' '}
                <Link to={createPath({ resource: 'articles', id: record.id, type: 'edit' })}>Edit</Link>{' '}
                <DeleteRowButton record={record} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label="Pagination">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
        <span> Page {page} of {Math.max(1, Math.ceil((total ?? 0) / perPage))} </span>
        <button type="button" disabled={page * perPage >= (total ?? 0)} onClick={() => setPage(page + 1)}>Next</button>
      </nav>
    </>
  )
}

const ArticleList = () => (
  <ListBase perPage={1000}>
    <h1>Articles</h1>
    <Link to="/articles/create">Create</Link>
    <ArticleTable />
  </ListBase>
)

const ShowFields = () => {
  const record = useRecordContext()
  if (!record) return <p>Loading…</p>
  return (
    <dl>
      <dt>Title</dt><dd>{record.title}</dd>
      <dt>Status</dt><dd>{statusName(record.status)}</dd>
      <dt>Views</dt><dd>{Number(record.views).toLocaleString()}</dd>
      <dt>Body</dt><dd>{record.body}</dd>
    </dl>
  )
}
const ArticleShow = () => <ShowBase><h1>Article</h1><ShowFields /></ShowBase>

const TextInput = ({ source, label, multiline, validate }: { source: string; label: string; multiline?: boolean; validate?: ReturnType<typeof required> }) => {
  const { id, field, fieldState } = useInput({ source, validate })
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea id={id} {...field} value={field.value ?? ''} /> : <input id={id} {...field} value={field.value ?? ''} />}
      {fieldState.error ? <span role="alert">{String(fieldState.error.message)}</span> : null}
    </p>
  )
}
const NumberInput = ({ source, label }: { source: string; label: string }) => {
  const { id, field } = useInput({ source, parse: (value: string) => (value === '' ? null : Number(value)) })
  return <p><label htmlFor={id}>{label}</label><input id={id} type="number" {...field} value={field.value ?? ''} /></p>
}
const SelectInput = ({ source, label }: { source: string; label: string }) => {
  const { id, field } = useInput({ source })
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...field} value={field.value ?? ''}>
        <option value="" />
        {STATUS_CHOICES.map((choice) => <option key={choice.id} value={choice.id}>{choice.name}</option>)}
      </select>
    </p>
  )
}
const ArticleForm = () => (
  <Form>
    <TextInput source="title" label="Title" validate={required()} />
    <SelectInput source="status" label="Status" />
    <NumberInput source="views" label="Views" />
    <TextInput source="body" label="Body" multiline />
    <button type="submit">Save</button>
  </Form>
)
const ArticleEdit = () => <EditBase mutationMode="pessimistic"><h1>Edit article</h1><ArticleForm /></EditBase>
const ArticleCreate = () => <CreateBase><h1>Create article</h1><ArticleForm /></CreateBase>

createRoot(document.getElementById('root')!).render(
  <CoreAdmin dataProvider={dataProvider} layout={Layout} title="Bench admin" disableTelemetry>
    <Resource name="articles" list={ArticleList} show={ArticleShow} edit={ArticleEdit} create={ArticleCreate} />
  </CoreAdmin>,
)
