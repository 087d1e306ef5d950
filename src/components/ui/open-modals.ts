/**
 * The modals open right now, the last one on top. A modal <dialog> makes everything outside it
 * inert, so whatever must still be seen and announced while one is open (a toast) is rendered
 * inside the top one.
 */
const stack: HTMLDialogElement[] = []
const listeners = new Set<() => void>()

function changed() {
  for (const listener of [...listeners]) listener()
}

export function pushOpenModal(dialog: HTMLDialogElement): () => void {
  stack.push(dialog)
  changed()
  return () => {
    const at = stack.lastIndexOf(dialog)
    if (at >= 0) stack.splice(at, 1)
    changed()
  }
}

export function subscribeOpenModals(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function topOpenModal(): HTMLDialogElement | null {
  return stack.at(-1) ?? null
}
