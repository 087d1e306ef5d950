import type { ReactNode } from 'react'
import { Spinner } from './spinner'
import { COMMON } from '@/config/copy/common'

/**
 * A list, or what stands in for it: the spinner while it first loads, the load error, or the text
 * for an empty list (`empty` is null when there is something to show).
 */
export function ListStatus({
  loading,
  error,
  empty,
  children,
}: {
  loading: boolean
  error?: string | null
  empty: string | null
  children: ReactNode
}) {
  if (loading) return <Spinner label={COMMON.loading} />
  if (error) {
    return (
      <p role="alert" className="text-error-strong">
        {error}
      </p>
    )
  }
  if (empty) return <p className="text-ink-muted">{empty}</p>
  return children
}
