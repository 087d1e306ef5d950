import { nextPhaseChange, weddingPhase, type WeddingPhase } from '@/lib/wedding-clock'
import { useClockValue } from './use-clock-value'

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
  return useClockValue<WeddingPhase | null>(weddingPhase, nextPhaseChange, serverPhase)
}
