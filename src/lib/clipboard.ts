/**
 * Copies text: the Clipboard API first, then the old hidden-textarea + execCommand('copy') for
 * browsers or contexts without it (plain http, older WebViews). Resolves to whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // Permission refused or not a secure context: try the fallback below.
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.setAttribute('aria-hidden', 'true')
  area.style.position = 'fixed'
  area.style.top = '0'
  area.style.left = '0'
  area.style.opacity = '0'
  document.body.appendChild(area)
  const previous = document.activeElement as HTMLElement | null
  // Some browsers (iOS Safari) copy only from a focused field.
  area.focus({ preventScroll: true })
  area.select()
  area.setSelectionRange(0, text.length)
  let ok = false
  try {
    ok = document.execCommand('copy')
  } catch {
    ok = false
  }
  area.remove()
  previous?.focus({ preventScroll: true })
  return ok
}
