// The bench's small admin on refine (@refinedev/core + @refinedev/react-router, plain HTML tables):
// one resource `articles` on a json-server API (@refinedev/simple-rest): a sortable table of
// title, status and views with show / edit / delete on each row, a show page, create and edit forms.
import { useState, type FormEvent } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter, Link, Navigate, Outlet, Route, Routes } from 'react-router'
import { Refine, useDelete, useForm, useShow, useTable, type BaseRecord } from '@refinedev/core'
import routerProvider from '@refinedev/react-router'
import dataProvider from '@refinedev/simple-rest'

const STATUS_CHOICES = [
  { id: 'draft', name: 'Draft' },
  { id: 'published', name: 'Published' },
  { id: 'archived', name: 'Archived' },
]
const statusName = (value: unknown) => STATUS_CHOICES.find((choice) => choice.id === value)?.name ?? String(value ?? '')

const Layout = () => (
  <div>
    <header><strong>Bench admin</strong> <nav><Link to="/articles">Articles</Link></nav></header>
    <main><Outlet /></main>
  </div>
)

type SortOrder = 'asc' | 'desc'

const DeleteRowButton = ({ id }: { id: string | number }) => {
  const { mutate, mutation } = useDelete()
  return <button type="button" disabled={mutation.isPending} onClick={() => mutate({ resource: 'articles', id })}>Delete</button>
}

const ArticleList = () => {
  const { result, tableQuery, sorters, setSorters, currentPage, setCurrentPage, pageCount } = useTable({
    resource: 'articles',
    pagination: { pageSize: 1000 },
    syncWithLocation: true,
  })
  const sortHeader = (field: string, label: string) => {
    const current = sorters.find((sorter) => sorter.field === field)
    const next: SortOrder = current?.order === 'asc' ? 'desc' : 'asc'
    return (
      <th aria-sort={current ? (current.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button type="button" onClick={() => setSorters([{ field, order: next }])}>{label}{current ? (current.order === 'asc' ? ' ▲' : ' ▼') : ''}</button>
      </th>
    )
  }
  return (
    <>
      <h1>Articles</h1>
      <Link to="/articles/create">Create</Link>
      {tableQuery.isLoading ? <p>Loading…</p> : (
        <table>
          <thead><tr>{sortHeader('title', 'Title')}{sortHeader('status', 'Status')}{sortHeader('views', 'Views')}<th>Actions</th></tr></thead>
          <tbody>
            {result.data.map((record: BaseRecord) => (
              <tr key={record.id}>
                <td>{record.title}</td>
                <td>{statusName(record.status)}</td>
                <td>{Number(record.views).toLocaleString()}</td>
                <td>
                  <Link to={`/articles/show/${record.id}`}>Show</Link>{' '}
                  <Link to={`/articles/edit/${record.id}`}>Edit</Link>{' '}
                  <DeleteRowButton id={record.id!} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav aria-label="Pagination">
        <button type="button" disabled={currentPage <= 1} onClick={() => setCurrentPage(currentPage - 1)}>Previous</button>
        <span> Page {currentPage} of {Math.max(1, pageCount)} </span>
        <button type="button" disabled={currentPage >= pageCount} onClick={() => setCurrentPage(currentPage + 1)}>Next</button>
      </nav>
    </>
  )
}

const ArticleShow = () => {
  const { result: record, query } = useShow({ resource: 'articles' })
  if (query.isLoading || !record) return <p>Loading…</p>
  return (
    <>
      <h1>Article</h1>
      <dl>
        <dt>Title</dt><dd>{record.title}</dd>
        <dt>Status</dt><dd>{statusName(record.status)}</dd>
        <dt>Views</dt><dd>{Number(record.views).toLocaleString()}</dd>
        <dt>Body</dt><dd>{record.body}</dd>
      </dl>
    </>
  )
}

type Values = { title: string; status: string; views: string; body: string }

const ArticleFormFields = ({ initial, onSubmit, saving }: { initial: Partial<BaseRecord>; onSubmit(values: BaseRecord): void; saving: boolean }) => {
  const [values, setValues] = useState<Values>({
    title: initial.title ?? '', status: initial.status ?? '', views: initial.views === undefined ? '' : String(initial.views), body: initial.body ?? '',
  })
  const [error, setError] = useState<string>()
  const bind = (name: keyof Values) => ({ id: name, name, value: values[name], onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }) })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (values.title.trim() === '') { setError('Required'); return }
    onSubmit({ ...values, views: values.views === '' ? null : Number(values.views) })
  }
  return (
    <form onSubmit={submit}>
      <p><label htmlFor="title">Title</label><input {...bind('title')} />{error ? <span role="alert">{error}</span> : null}</p>
      <p>
        <label htmlFor="status">Status</label>
        <select {...bind('status')}><option value="" />{STATUS_CHOICES.map((choice) => <option key={choice.id} value={choice.id}>{choice.name}</option>)}</select>
      </p>
      <p><label htmlFor="views">Views</label><input type="number" {...bind('views')} /></p>
      <p><label htmlFor="body">Body</label><textarea {...bind('body')} /></p>
      <button type="submit" disabled={saving}>Save</button>
    </form>
  )
}

const ArticleEdit = () => {
  const { onFinish, query, formLoading } = useForm({ resource: 'articles', action: 'edit', redirect: 'list' })
  const record = query?.data?.data
  if (!record) return <p>Loading…</p>
  return <><h1>Edit article</h1><ArticleFormFields initial={record} saving={formLoading} onSubmit={(values) => void onFinish(values)} /></>
}

const ArticleCreate = () => {
  const { onFinish, formLoading } = useForm({ resource: 'articles', action: 'create', redirect: 'list' })
  return <><h1>Create article</h1><ArticleFormFields initial={{}} saving={formLoading} onSubmit={(values) => void onFinish(values)} /></>
}

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <Refine
      dataProvider={dataProvider('/api')}
      routerProvider={routerProvider}
      resources={[{ name: 'articles', list: '/articles', show: '/articles/show/:id', edit: '/articles/edit/:id', create: '/articles/create' }]}
      options={{ disableTelemetry: true }}
    >
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<Navigate to="/articles" replace />} />
          <Route path="/articles">
            <Route index element={<ArticleList />} />
            <Route path="show/:id" element={<ArticleShow />} />
            <Route path="edit/:id" element={<ArticleEdit />} />
            <Route path="create" element={<ArticleCreate />} />
          </Route>
        </Route>
      </Routes>
    </Refine>
  </BrowserRouter>,
)
