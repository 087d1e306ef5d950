import { TriangleAlert } from 'lucide-react'
import { ERRORS } from '@/config/copy/errors'
import { ReloadScreen } from './status-screen'

/** docs/product.md §2 Error screens: the top-level fallback 'Ops! Algo deu errado' with a reload button. */
export function AppErrorFallback() {
  return (
    <ReloadScreen Icon={TriangleAlert} title={ERRORS.fallbackTitle} body={ERRORS.fallbackBody} />
  )
}
