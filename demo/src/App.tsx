import { Link, Navigate, Route, Routes } from 'react-router-dom'
import { NotesPage } from './NotesPage'

/** The demo's routes; AtriumProvider and generated views replace this page soon. */
export function App() {
  return (
    <div className="demo">
      <header className="demo-header">
        <Link to="/notes" className="demo-brand">Atrium demo</Link>
      </header>
      <main className="demo-main">
        <Routes>
          <Route path="/notes" element={<NotesPage />} />
          <Route path="*" element={<Navigate to="/notes" replace />} />
        </Routes>
      </main>
    </div>
  )
}
