import { useMemo, useSyncExternalStore } from 'react'
import { setLongTimeout } from '@/lib/long-timeout'
import { siteNow } from '@/lib/site-clock'

/**
 * A value the site's clock decides (`read` of its now, src/lib/site-clock.ts), read again at
 * each moment `nextChange` names while the page is open. `read` and `nextChange` are module-level functions
 * (stable); `serverValue` is what the build's prerendered HTML shows, before the visitor's clock
 * is known.
 */
export function useClockValue<T>(
  read: (now: Date) => T,
  nextChange: (now: Date) => Date | null | undefined,
  serverValue: T,
): T {
  const subscribe = useMemo(
    () => (onChange: () => void) => {
      let cancel = () => {}
      const arm = () => {
        const now = siteNow()
        const next = nextChange(now)
        if (!next) return
        // A change may be months away, past setTimeout's longest delay.
        cancel = setLongTimeout(
          () => {
            onChange()
            arm()
          },
          next.getTime() - now.getTime() + 50,
        )
      }
      arm()
      return () => cancel()
    },
    [nextChange],
  )
  return useSyncExternalStore(
    subscribe,
    () => read(siteNow()),
    () => serverValue,
  )
}
