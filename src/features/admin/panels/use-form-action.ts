import { useCallback, useState } from 'react'

/**
 * The busy/error cycle every admin form shares: `run` clears the error, marks the form busy,
 * and on failure keeps what was typed and shows `describe(error)`.
 */
export function useFormAction() {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const run = useCallback(
    async (action: () => Promise<void>, describe: (error: unknown) => string) => {
      setBusy(true)
      setError(null)
      try {
        await action()
      } catch (err) {
        setError(describe(err))
      } finally {
        setBusy(false)
      }
    },
    [],
  )
  return { error, setError, busy, run }
}
