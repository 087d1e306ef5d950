import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Modal } from '@/components/ui/modal'
import { ToastProvider, useToast } from '@/components/ui/toast'

// A modal <dialog> makes the rest of the page inert: a toast shown while one is open (a failed
// delete behind its confirmation) must live inside it to be seen and announced.

function FailingDelete() {
  const toast = useToast()
  const [open, setOpen] = useState(true)
  return (
    <>
      <Modal open={open} title="Excluir foto?" onClose={() => setOpen(false)}>
        <button type="button" onClick={() => toast.show('Erro ao excluir foto.', 'error')}>
          Excluir
        </button>
      </Modal>
      <button type="button" onClick={() => toast.show('Foto excluída.', 'success')}>
        Depois
      </button>
    </>
  )
}

describe('toasts and modals', () => {
  it('an error shown while a modal is open is inside it; once it closes, toasts are on the page', () => {
    render(
      <ToastProvider>
        <FailingDelete />
      </ToastProvider>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Excluir foto?' })
    act(() => screen.getByRole('button', { name: 'Excluir' }).click())
    expect(dialog).toContainElement(screen.getByRole('alert'))
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao excluir foto.')

    act(() => dialog.dispatchEvent(new Event('cancel', { cancelable: true })))
    expect(screen.queryByRole('dialog')).toBeNull()
    // The error is still there, now on the page itself, and new toasts join it.
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao excluir foto.')
    act(() => screen.getByRole('button', { name: 'Depois' }).click())
    expect(screen.getByRole('status')).toHaveTextContent('Foto excluída.')
  })
})
