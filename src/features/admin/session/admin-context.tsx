import { createContext, useCallback, useContext, type ReactNode } from 'react'
import { useToast } from '@/components/ui/toast'
import { useDataService } from '@/data/context'
import { DataError, type AdminSession } from '@/data/types'

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

/** The pt-BR text of an error (DataError messages are SPEC §8 texts), else the fallback. */
function errorMessage(error: unknown, fallback: string): string {
  return error instanceof DataError && error.message ? error.message : fallback
}

/**
 * Turns a failed admin call into the text to show. An 'unauthorized' answer means the session is
 * gone (expired or ended elsewhere): forget it and show the login, as the brief of issue 6 asks.
 */
export function useAdminErrors(): (error: unknown, fallback: string) => string {
  const { expire } = useAdmin()
  return useCallback(
    (error: unknown, fallback: string) => {
      if (error instanceof DataError && error.code === 'unauthorized') expire()
      return errorMessage(error, fallback)
    },
    [expire],
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
