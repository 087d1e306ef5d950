import { useMemo, useSyncExternalStore } from 'react'
import { nextPhaseChange, weddingPhase, type WeddingPhase } from '@/lib/wedding-clock'

// setTimeout holds at most 2^31-1 ms (about 24.8 days); a longer wait is taken in steps.
const MAX_TIMEOUT_MS = 2_147_483_647

function createPhaseStore() {
  const read = (): WeddingPhase => weddingPhase(new Date())
  const subscribe = (onChange: () => void) => {
    let timer = 0
    const arm = () => {
      const next = nextPhaseChange(new Date())
      if (!next) return
      const wait = Math.min(Math.max(next.getTime() - Date.now(), 0) + 50, MAX_TIMEOUT_MS)
      timer = window.setTimeout(() => {
        onChange()
        arm()
      }, wait)
    }
    arm()
    return () => window.clearTimeout(timer)
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
