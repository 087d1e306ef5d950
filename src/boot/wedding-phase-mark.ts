import { weddingPhase } from '@/lib/wedding-clock'

/**
 * Puts the wedding's phase by the visitor's clock on <html data-wedding-phase> before the first
 * paint: the prerendered first screen holds its before- and after-the-wedding forms, and CSS shows
 * the one of this phase (src/components/ui/by-phase.tsx, docs/decisions/0018-the-site-by-the-clock.md).
 */
export function markWeddingPhase(): void {
  document.documentElement.setAttribute('data-wedding-phase', weddingPhase(new Date()))
}
