// The smallest use of Atrium: one HTTP resource drawn as a table. Board, calendar, timeline,
// realtime, CSV and local-storage code must not be in what this page loads at start.
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { AtriumProvider, configureAtrium, createScope, createViewResource, layout, restDialect } from 'atrium'

interface Book { id: number; title: string; author?: string }

const books = createViewResource<Book>('books', {
  path: 'books',
  dialect: restDialect(),
  titleField: 'title',
  layouts: [layout.table({ fields: ['title', 'author'] })],
  form: { inputs: { title: { label: 'Title', required: true }, author: { label: 'Author' } } },
})
configureAtrium({ api: { baseUrl: '/api' } })
const shelf = createScope({ name: 'shelf', resources: [books] })

createRoot(document.getElementById('root')!).render(
  <BrowserRouter>
    <AtriumProvider configuration={{ scopes: { shelf: () => shelf }, defaultScope: 'shelf' }} />
  </BrowserRouter>,
)
