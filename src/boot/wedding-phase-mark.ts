import { capturePreview, siteNow } from '@/lib/site-clock'
import { weddingPhase } from '@/lib/wedding-clock'

/**
 * Puts the wedding's phase by the visitor's clock on <html data-wedding-phase> before the first
 * paint: the prerendered first screen holds its before- and after-the-wedding forms, and CSS shows
 * the one of this phase (src/components/ui/by-phase.tsx, docs/decisions/0018-the-site-by-the-clock.md).
 */
export function markWeddingPhase(): void {
  // A preview tab ('Ver o site como em…') shows its own moment from the first paint on.
  capturePreview()
  document.documentElement.setAttribute('data-wedding-phase', weddingPhase(siteNow()))
}
