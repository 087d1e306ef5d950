import { StrictMode } from 'react'
import { App } from '@/app/app'
import { mount } from '@/boot/mount'
import '@/styles/index.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

// Prerendered or not, the boot decides how React takes #root (src/boot/README.md).
mount(
  root,
  <StrictMode>
    <App />
  </StrictMode>,
)
