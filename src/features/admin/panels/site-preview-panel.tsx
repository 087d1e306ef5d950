import { Panel } from '@/components/ui/panel'
import { PreviewPicker } from '@/components/preview/preview-picker'
import { PREVIEW } from '@/config/copy/preview'

/**
 * 'Ver o site como em…': the public site at a moment the couple choose, in a new tab of their
 * own (src/lib/site-clock.ts); the guests' site never changes.
 */
export function SitePreviewPanel() {
  return (
    <Panel id="admin-preview" title={PREVIEW.title} intro={PREVIEW.description}>
      <PreviewPicker newTab />
    </Panel>
  )
}
