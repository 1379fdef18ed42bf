import { useState, type FormEvent } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { Link, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { AtriumProvider, safeReturnTo } from 'atrium'
import { admin, notes, session } from './resources'
import { counter, type AppDispatch, type RootState } from './store'

/** The host's own page: its own slice, and Atrium's hooks drawn by hand. */
function Home() {
  const value = useSelector((state: RootState) => state.counter.value)
  const dispatch = useDispatch<AppDispatch>()
  const { data } = notes.endpoints.list.useQuery({ order: { title: 'asc' } })
  return (
    <main>
      <h1>Book club</h1>
      <p>Visits counted: <output aria-label="Count">{value}</output></p>
      <button type="button" onClick={() => dispatch(counter.actions.incremented())}>Count a visit</button>
      <h2>Notes</h2>
      <ul aria-label="Notes">{data?.items.map((note) => <li key={note.id}>{note.title}</li>)}</ul>
      <Link to="/backoffice">Back office</Link>
    </main>
  )
}

function SignIn() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const [failed, setFailed] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    try {
      await session.signIn(String(form.get('username')), String(form.get('password')))
      navigate(safeReturnTo(params.get('returnTo'), '/backoffice'), { replace: true })
    } catch {
      setFailed(true)
    }
  }
  return (
    <form onSubmit={submit}>
      <h1>Sign in</h1>
      {failed ? <p role="alert">Wrong name or password.</p> : null}
      <label>Name <input name="username" autoComplete="username" /></label>
      <label>Password <input name="password" type="password" autoComplete="current-password" /></label>
      <button type="submit">Sign in</button>
    </form>
  )
}

/** Atrium under `/backoffice/*`: the mount point is read from this route. */
function BackOffice() {
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <AtriumProvider
      configuration={{
        scopes: { admin: () => admin },
        defaultScope: 'admin',
        session,
        onUnauthorized: () => navigate(`/login?returnTo=${encodeURIComponent(location.pathname + location.search)}`, { replace: true }),
      }}
    />
  )
}

export function App() {
  return (
    <Routes>
      <Route path="/" element={<Home />} />
      <Route path="/login" element={<SignIn />} />
      <Route path="/backoffice/*" element={<BackOffice />} />
    </Routes>
  )
}
