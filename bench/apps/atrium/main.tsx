// The size-measured and list-render Atrium app: the small admin, nothing else.
import { createRoot } from 'react-dom/client'
import { declareAdmin } from './admin'

createRoot(document.getElementById('root')!).render(declareAdmin())
