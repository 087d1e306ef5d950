import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy*/waitFor wait this long for what a user would see. Sections load their code on demand
// (lazy chunks), and with two test workers and the browser tests sharing 2 cores, an import can
// take more than Testing Library's default second; a wait only ends sooner when the thing shows.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  if (typeof document !== 'undefined') cleanup()
})

// jsdom (29) has HTMLDialogElement and its `open` attribute but not its methods. These stand in
// for the platform only: showModal()/close() toggle `open` and fire `close`, and Escape is the
// browser's close request (a cancelable `cancel` at the topmost modal, then close()). Focus and
// inertness are not imitated.
if (typeof HTMLDialogElement !== 'undefined' && !('showModal' in HTMLDialogElement.prototype)) {
  const modals: HTMLDialogElement[] = []
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      if (this.open || !this.isConnected) throw new DOMException('', 'InvalidStateError')
      this.open = true
      modals.push(this)
    },
    close(this: HTMLDialogElement) {
      const index = modals.indexOf(this)
      if (index >= 0) modals.splice(index, 1)
      if (!this.open) return
      this.open = false
      this.dispatchEvent(new Event('close'))
    },
  })
  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1)
    if (event.key !== 'Escape' || event.defaultPrevented || !top) return
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
  })
}
