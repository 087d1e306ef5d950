import { StrictMode } from 'react'
import { App, loadScreen } from '@/app/app'
import { mount } from '@/boot/mount'
import { capturePreview } from '@/lib/site-clock'
import '@/styles/index.css'

// A preview tab's moment (src/lib/site-clock.ts); the <head> script took it already, but
// `npm run dev` has no inline scripts.
capturePreview()

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// Prerendered or not, the boot decides how React takes #root (src/boot/README.md).
const start = () =>
  mount(
    root,
    <StrictMode>
      <App />
    </StrictMode>,
  )
// A screen with its own chunk (/dev) renders once that chunk is here, not through a fallback; if
// it fails to load, the screen's error boundary says so.
const code = loadScreen(window.location.pathname)
if (code) void code.then(start, start)
else start()
