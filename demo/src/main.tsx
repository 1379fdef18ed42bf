import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { BrowserRouter } from 'react-router-dom'
import { createAtriumStore } from '../../lib/index'
import { App } from './App'
import { bindDemoStore } from './demoStore'
import { followPageOwner } from './pageOwner'
import { signOuts } from './session'
import './demo.css'

// Created here, at start-up, never by importing a module (DESIGN §1).
const store = createAtriumStore()
bindDemoStore(store)
followPageOwner(store)
// Sign-outs made offline, in this visit or an earlier one, revoke their token once the API can be reached.
signOuts.start()

const container = document.getElementById('root')
if (!container) throw new Error('demo/index.html lacks the #root element')

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
)
