import { createContext, useCallback, useContext, type ReactNode } from 'react'
import { useToast } from '@/components/ui/toast'
import { useDataService } from '@/data/react/context'
import { DataError, type AdminSession } from '@/data/types'
import { errorText, type ErrorTexts } from '@/lib/forms/use-form'

interface AdminContextValue {
  session: AdminSession
  /** Called when the database refuses the token: the panel goes back to the login. */
  expire: () => void
}

const AdminContext = createContext<AdminContextValue | null>(null)

export function AdminProvider({
  session,
  expire,
  children,
}: AdminContextValue & { children: ReactNode }) {
  return <AdminContext.Provider value={{ session, expire }}>{children}</AdminContext.Provider>
}

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext)
  if (!value) throw new Error('useAdmin must be used inside <AdminProvider>')
  return value
}

/**
 * An 'unauthorized' answer means the session is gone (expired or ended elsewhere): forget it and
 * show the login. Every admin write and read goes through this, forms and panels alike.
 */
export function useEndExpiredSession(): (error: unknown) => void {
  const { expire } = useAdmin()
  return useCallback(
    (error: unknown) => {
      if (error instanceof DataError && error.code === 'unauthorized') expire()
    },
    [expire],
  )
}

/** Turns a failed admin call into the text to show, ending an expired session first. */
export function useAdminErrors(): (
  error: unknown,
  fallback: string,
  codes?: ErrorTexts['codes'],
) => string {
  const endExpired = useEndExpiredSession()
  return useCallback(
    (error: unknown, fallback: string, codes?: ErrorTexts['codes']) => {
      endExpired(error)
      return errorText(error, { fallback, codes })
    },
    [endExpired],
  )
}

/** What a panel or form of /dev works with: the service, the session, error texts and toasts. */
export function useAdminApi() {
  const service = useDataService()
  const { session } = useAdmin()
  const toErrorText = useAdminErrors()
  const toast = useToast()
  return { service, session, toErrorText, toast }
}
