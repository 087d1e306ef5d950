import { CalendarClock } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { WEDDING_DATES_ADMIN as T } from '@/config/copy-admin'
import { RETENTION_ENDS_AT, RSVP_CLOSES_AT } from '@/config/wedding'
import { formatDateTime } from '@/lib/dates'
import { useAdminAction } from '../session/use-admin-action'
import { useAdminSettings } from './use-admin-settings'

const SITE = {
  rsvpClosesAt: RSVP_CLOSES_AT.toISOString(),
  retentionEndsAt: RETENTION_ENDS_AT.toISOString(),
} as const

const same = (a: string | null, b: string) => a !== null && Date.parse(a) === Date.parse(b)

/**
 * The RSVP deadline and the retention date live in the site's config (src/config/wedding.ts), and
 * the database enforces its own copy of them (docs/decisions/0024-settings.md): a deploy starts
 * with none, and a couple who change their dates redeploy the site. When the two differ, the top
 * of /dev says so and one tap copies the site's dates into the database; nothing when they agree.
 */
export function WeddingDatesNotice() {
  const { settings, save } = useAdminSettings()
  const { busy, run } = useAdminAction()
  const update = () => run(() => save(SITE), { success: T.saved, failure: T.saveError })

  if (
    !settings ||
    (same(settings.rsvpClosesAt, SITE.rsvpClosesAt) &&
      same(settings.retentionEndsAt, SITE.retentionEndsAt))
  ) {
    return null
  }
  const shown = (at: string | null) => (at ? formatDateTime(at) : T.unset)
  return (
    <section
      aria-labelledby="admin-wedding-dates-title"
      className="rounded-2xl border border-warning-strong/30 bg-warning-soft p-5 text-warning-strong shadow-sm sm:p-7"
    >
      <h2
        id="admin-wedding-dates-title"
        className="flex items-center gap-2 font-display text-2xl font-semibold sm:text-3xl"
      >
        <CalendarClock aria-hidden="true" className="size-6 shrink-0" />
        {T.title}
      </h2>
      <p className="mt-2 text-sm text-ink">{T.intro}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-ink">
        <li>{T.row(T.deadline, shown(settings.rsvpClosesAt), shown(SITE.rsvpClosesAt))}</li>
        <li>{T.row(T.retention, shown(settings.retentionEndsAt), shown(SITE.retentionEndsAt))}</li>
      </ul>
      <Button className="mt-4 w-full sm:w-auto" onClick={() => void update()} disabled={busy}>
        {busy ? T.updating : T.update}
      </Button>
    </section>
  )
}
