import { Component, type ErrorInfo, type ReactNode } from 'react'
import { AppErrorFallback } from '@/components/errors/app-error-fallback'

/** docs/product.md §2 Error screens: the top-level fallback 'Ops! Algo deu errado' with a reload button. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Erro inesperado na página', error, info.componentStack)
  }

  override render() {
    if (this.state.error) return <AppErrorFallback />
    return this.props.children
  }
}
