import { useCallback, useRef, useState } from 'react'
import { DataError } from '@/data/types'
import type { ErrorTexts } from '@/lib/forms/use-form'
import { useAdminApi } from './admin-context'

export interface ActionTexts<T> {
  /** The toast once it worked (none: no toast). */
  success?: string | ((result: T) => string)
  /** The toast when it failed and the database gave no text of its own. */
  failure: string
  /** Texts of the panel's own for some failures (see errorText). */
  codes?: ErrorTexts['codes']
  /** How long the failure's toast stays (the toast's own default otherwise). */
  failureMs?: number
}

/**
 * Every action of the couple's panel, written once: busy while it runs, a toast of how it went,
 * and a refused session back to the login without a toast over it
 * (src/features/admin/session/admin-context.tsx). `run` resolves true when the action worked; the
 * caller reads its lists again then (or its query does, when a live table changed).
 */
export function useAdminAction(): {
  busy: boolean
  run: <T>(action: () => Promise<T>, texts: ActionTexts<T>) => Promise<boolean>
} {
  const { toErrorText, toast } = useAdminApi()
  const [busy, setBusy] = useState(false)
  // Two taps in a row start one action.
  const running = useRef(false)
  const run = useCallback(
    async <T>(action: () => Promise<T>, texts: ActionTexts<T>) => {
      if (running.current) return false
      running.current = true
      setBusy(true)
      try {
        const result = await action()
        const success = typeof texts.success === 'function' ? texts.success(result) : texts.success
        if (success) toast.show(success, 'success')
        return true
      } catch (error) {
        const text = toErrorText(error, texts.failure, texts.codes)
        if (!(error instanceof DataError && error.code === 'unauthorized')) {
          toast.show(text, 'error', texts.failureMs)
        }
        return false
      } finally {
        running.current = false
        setBusy(false)
      }
    },
    [toErrorText, toast],
  )
  return { busy, run }
}
