import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { createPortal } from 'react-dom'
import { CheckCircle2, Info, TriangleAlert, X } from 'lucide-react'
import { COMMON } from '@/config/copy/common'
import { TOAST_MS } from '@/config/ui'
import { cn } from '@/lib/cn'
import { subscribeOpenModals, topOpenModal } from './open-modals'

export type ToastKind = 'success' | 'error' | 'info'

interface ToastItem {
  id: number
  kind: ToastKind
  text: string
}

interface ToastApi {
  show: (text: string, kind?: ToastKind, durationMs?: number) => void
}

const ToastContext = createContext<ToastApi | null>(null)

const STYLES: Record<ToastKind, string> = {
  success: 'border-sage-300 bg-sage-50 text-sage-800',
  error: 'border-error-line bg-error-soft text-error-strong',
  info: 'border-sage-200 bg-white text-ink',
}
const ICONS = { success: CheckCircle2, error: TriangleAlert, info: Info }

/**
 * Toasts at the bottom of the screen, or at its top while a sheet is open (its buttons are at the
 * bottom: 'Código PIX copiado!' must not cover 'Já fiz o PIX'); errors are announced assertively
 * (role=alert).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([])
  const next = useRef(1)
  // An answer may arrive after the page (or a test) has gone: then there is nothing to show.
  const timers = useRef(new Set<number>())
  const gone = useRef(false)
  useEffect(() => {
    gone.current = false
    const live = timers.current
    return () => {
      gone.current = true
      for (const timer of live) window.clearTimeout(timer)
      live.clear()
    }
  }, [])
  const dismiss = useCallback((id: number) => setItems((all) => all.filter((t) => t.id !== id)), [])
  const show = useCallback(
    (text: string, kind: ToastKind = 'info', durationMs: number = TOAST_MS) => {
      if (gone.current) return
      const live = timers.current
      const id = next.current++
      setItems((all) => [...all.slice(-2), { id, kind, text }])
      const timer = window.setTimeout(() => {
        live.delete(timer)
        dismiss(id)
      }, durationMs)
      live.add(timer)
    },
    [dismiss],
  )
  const api = useMemo(() => ({ show }), [show])
  // Inside the top modal while one is open: outside it the page is inert (hidden, not announced).
  const modal = useSyncExternalStore(subscribeOpenModals, topOpenModal, () => null)
  const region = (
    <div
      className={cn(
        'pointer-events-none fixed inset-x-0 z-[60] flex flex-col items-center gap-2 p-4',
        modal
          ? 'top-0 pt-[max(1rem,env(safe-area-inset-top))]'
          : 'bottom-0 pb-[max(1rem,env(safe-area-inset-bottom))]',
      )}
    >
      {items.map((t) => {
        const Icon = ICONS[t.kind]
        return (
          <div
            key={t.id}
            role={t.kind === 'error' ? 'alert' : 'status'}
            className={cn(
              'animate-sheet-up flex w-full max-w-md items-start gap-3 rounded-2xl border px-4 py-3 shadow-lg',
              // Over a sheet's header, a tap goes through to it (its ✕ too); only the toast's own
              // close button takes taps.
              modal ? 'pointer-events-none' : 'pointer-events-auto',
              STYLES[t.kind],
            )}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p className="flex-1 text-sm font-medium">{t.text}</p>
            <button
              type="button"
              onClick={() => dismiss(t.id)}
              aria-label={COMMON.close}
              className="pointer-events-auto -m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full opacity-70 hover:opacity-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        )
      })}
    </div>
  )
  return (
    <ToastContext.Provider value={api}>
      {children}
      {modal ? createPortal(region, modal) : region}
    </ToastContext.Provider>
  )
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast must be used inside <ToastProvider>')
  return api
}
