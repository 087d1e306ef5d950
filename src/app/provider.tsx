import type { ReactNode } from 'react'
import { ToastProvider } from '@/components/ui/toast'
import { DataServiceProvider } from '@/data/react/context'
import type { DataService } from '@/data/types'
import { AppErrorBoundary } from './error-boundary'

export function AppProvider({ children, service }: { children: ReactNode; service?: DataService }) {
  return (
    <AppErrorBoundary>
      <DataServiceProvider service={service}>
        <ToastProvider>{children}</ToastProvider>
      </DataServiceProvider>
    </AppErrorBoundary>
  )
}
