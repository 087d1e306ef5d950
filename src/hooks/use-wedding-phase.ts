import { useMemo, useSyncExternalStore } from 'react'
import { setLongTimeout } from '@/lib/long-timeout'
import { siteNow } from '@/lib/site-clock'
import { nextPhaseChange, weddingPhase, type WeddingPhase } from '@/lib/wedding-clock'

function createPhaseStore() {
  const read = (): WeddingPhase => weddingPhase(siteNow())
  const subscribe = (onChange: () => void) => {
    let cancel = () => {}
    const arm = () => {
      const next = nextPhaseChange(siteNow())
      if (!next) return
      // A change may be months away, past setTimeout's longest delay.
      cancel = setLongTimeout(
        () => {
          onChange()
          arm()
        },
        next.getTime() - siteNow().getTime() + 50,
      )
    }
    arm()
    return () => cancel()
  }
  return { read, subscribe }
}

/**
 * The wedding's phase now (src/lib/wedding-clock.ts), re-rendering when it changes while the page
 * is open. `serverPhase` is what the build's prerendered HTML shows, before the visitor's clock
 * is known; null there: the first screen holds every form and CSS shows one (ByPhase).
 */
export function useWeddingPhase(serverPhase?: WeddingPhase): WeddingPhase
export function useWeddingPhase(serverPhase: null): WeddingPhase | null
export function useWeddingPhase(
  serverPhase: WeddingPhase | null = 'rsvp-open',
): WeddingPhase | null {
  const store = useMemo(() => createPhaseStore(), [])
  return useSyncExternalStore<WeddingPhase | null>(store.subscribe, store.read, () => serverPhase)
}
