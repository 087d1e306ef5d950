import { PreviewPicker } from '@/components/preview/preview-picker'
import { PREVIEW } from '@/config/copy/preview'

/**
 * The demo badge's 'Ver o site como em…': every phase of the site in two clicks, in this tab
 * (src/lib/site-clock.ts). A chunk of its own, fetched when the badge's dialog opens.
 */
export function DemoPreview() {
  return (
    <section aria-labelledby="demo-preview-title" className="mt-6 space-y-3">
      <h3 id="demo-preview-title" className="font-display text-xl font-semibold text-sage-800">
        {PREVIEW.title}
      </h3>
      <p className="text-sm text-ink-muted">{PREVIEW.demoDescription}</p>
      <PreviewPicker newTab={false} />
    </section>
  )
}
