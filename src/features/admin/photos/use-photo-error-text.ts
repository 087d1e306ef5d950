import { useCallback } from 'react'
import { DataError } from '@/data/types'
import { useAdminErrors } from '../session/admin-context'

/**
 * The text of a failed photo write: a specific pt-BR text from the database (too long…) says more
 * than the generic one; everything else gets SPEC §8's text. Like every admin write, a refused
 * session ('unauthorized') ends the session.
 */
export function usePhotoErrorText(): (error: unknown, fallback: string) => string {
  const toErrorText = useAdminErrors()
  return useCallback(
    (error: unknown, fallback: string) => {
      console.error(error)
      toErrorText(error, fallback)
      return error instanceof DataError && error.code !== 'unknown' ? error.message : fallback
    },
    [toErrorText],
  )
}
