import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { markAdopting } from '@/hooks/use-hydrated'
import '@/styles/index.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

// The build prerenders '/' into index.html (vite-wedding-html.ts): React adopts that markup
// instead of painting it again, so the first screen (the page's largest paint) is not redrawn.
// Other routes arrive with #root emptied, and `npm run dev` serves it empty.
// In a transition, hydration yields to the browser every few milliseconds: no long task, so a
// tap during it is answered (DESIGN.md: TBT <= 100 ms).
if (root.firstChild) {
  markAdopting()
  startTransition(() => void hydrateRoot(root, app))
} else createRoot(root).render(app)
