import { startTransition, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { markAdopting } from './use-hydrated'

/**
 * Starts the app in #root. On '/' the build's prerendered HTML is there: React adopts it instead
 * of painting it again, so the first screen (the page's largest paint) is not redrawn. In a
 * transition, hydration yields to the browser every few milliseconds: no long task, so a tap
 * during it is answered. Other routes arrive with #root emptied (inline-script.ts), and
 * `npm run dev` serves it empty: a plain render.
 */
export function mount(root: HTMLElement, app: ReactNode): void {
  if (root.firstChild) {
    markAdopting()
    startTransition(() => void hydrateRoot(root, app))
  } else createRoot(root).render(app)
}
