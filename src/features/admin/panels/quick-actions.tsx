import { useState } from 'react'
import { DatabaseBackup, ExternalLink, Home } from 'lucide-react'
import { Button, LinkButton } from '@/components/ui/button'
import { Panel } from '@/components/ui/panel'
import { ADMIN } from '@/config/copy/admin'
import { STRIPE_MODE } from '@/config/env'
import { WEDDING_SLUG } from '@/config/wedding'
import { downloadBlob, isoDay } from '@/lib/download'
import { useAdminApi } from '../session/admin-context'

// A test key's payments are listed under /test in Stripe's dashboard.
const STRIPE_DASHBOARD_URL =
  STRIPE_MODE === 'test'
    ? 'https://dashboard.stripe.com/test/payments'
    : 'https://dashboard.stripe.com/payments'

/** The backup file name: named for the wedding and the day (docs/product.md "Beyond the original specification", 7). */
function backupFileName(date: Date = new Date()): string {
  return `${WEDDING_SLUG}-backup-${isoDay(date)}.json`
}

/** docs/product.md §2 quick actions: the main site, the payment provider's dashboard, 'Backup Dados'. */
export function QuickActions() {
  const { service, session, toErrorText, toast } = useAdminApi()
  const [busy, setBusy] = useState(false)

  async function backup() {
    setBusy(true)
    try {
      const data = await service.admin.backup(session.token)
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
      downloadBlob(blob, backupFileName())
      toast.show(ADMIN.backupDone, 'success')
    } catch (err) {
      toast.show(toErrorText(err, ADMIN.backupError), 'error')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Panel id="admin-actions" title={ADMIN.quickActionsTitle}>
      <div className="grid gap-3 sm:grid-cols-3">
        <LinkButton href="/" variant="secondary">
          <Home aria-hidden="true" className="size-4" />
          {ADMIN.viewSite}
        </LinkButton>
        <LinkButton href={STRIPE_DASHBOARD_URL} newTab={ADMIN.newTab} variant="secondary">
          <ExternalLink aria-hidden="true" className="size-4" />
          {ADMIN.stripeDashboard}
        </LinkButton>
        <Button onClick={() => void backup()} disabled={busy}>
          <DatabaseBackup aria-hidden="true" className="size-4" />
          {busy ? ADMIN.backingUp : ADMIN.backup}
        </Button>
      </div>
    </Panel>
  )
}
