// For scale only: React 19 + ReactDOM alone, drawing one element.
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(<p>Hello</p>)
