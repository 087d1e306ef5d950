import { useId } from 'react'
import { ClipboardCheck, Copy, MessageCircle, Pencil, QrCode, Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button, LinkButton } from '@/components/ui/button'
import { ADMIN } from '@/config/copy/admin'
import { GUESTS_ADMIN as G } from '@/config/copy/admin-guests'
import { GUEST_LIST } from '@/config/guest-list'
import type { Household, HouseholdMember } from '@/data/types'
import { formatDateTime } from '@/lib/dates'
import { ageBandLabel } from '@/lib/guest-csv'
import { householdWhatsAppUrl } from './guest-links'

export interface HouseholdActions {
  onCopy: (household: Household) => void
  onQr: (household: Household) => void
  onRecord: (household: Household) => void
  /** None for the cerimonial's team, who read the list and record answers only. */
  onEdit?: (household: Household) => void
  onDelete?: (household: Household) => void
}

export function AnswerBadge({ attending }: { attending: HouseholdMember['attending'] }) {
  if (attending === 'sim') return <Badge tone="sage">{G.badgeSim}</Badge>
  if (attending === 'nao') return <Badge tone="neutral">{G.badgeNao}</Badge>
  return <Badge tone="amber">{G.badgePending}</Badge>
}

const who = (source: Household['answeredBy']) => (source === 'casal' ? G.byCouple : G.byGuest)

function MemberLine({ member }: { member: HouseholdMember }) {
  const kind =
    member.kind === 'child'
      ? [G.child, ageBandLabel(member.ageBand)].filter(Boolean).join(' · ')
      : // An unnamed seat already says it is a companion.
        member.companion && member.name
        ? G.companion
        : null
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <span className="min-w-0 wrap-anywhere">
        <span className={member.name ? 'font-medium text-ink' : 'text-ink-muted italic'}>
          {member.name || G.companionUnnamed}
        </span>
        {kind ? <span className="block text-sm text-ink-muted">{kind}</span> : null}
        {member.dietary ? (
          <span className="block text-sm text-ink-muted">
            {G.dietary}: {member.dietary}
          </span>
        ) : null}
      </span>
      <span className="shrink-0">
        <AnswerBadge attending={member.attending} />
      </span>
    </li>
  )
}

/** A wa.me link; without a phone, a disabled button pointing to the hint that says why. */
function WhatsAppButton({
  href,
  label,
  hintId,
  children,
}: {
  href: string | null
  label: string
  hintId: string
  children: string
}) {
  const content = (
    <>
      <MessageCircle aria-hidden="true" className="size-4" />
      {children}
    </>
  )
  return href ? (
    <LinkButton size="sm" variant="secondary" href={href} newTab={ADMIN.newTab} aria-label={label}>
      {content}
    </LinkButton>
  ) : (
    <Button size="sm" variant="secondary" disabled aria-describedby={hintId} aria-label={label}>
      {content}
    </Button>
  )
}

/** One household ('convite') of the guest list: its people and answers, and what to do with it. */
export function HouseholdCard({
  household: h,
  link,
  actions,
}: {
  household: Household
  /** The household's personal link. */
  link: string
  actions: HouseholdActions
}) {
  const hintId = useId()
  const titleId = useId()
  const invite = householdWhatsAppUrl(h.phone, GUEST_LIST.inviteMessage, h.name, link)
  const remind = householdWhatsAppUrl(h.phone, GUEST_LIST.reminderMessage, h.name, link)
  const pending = h.answeredAt === null

  return (
    <article
      aria-labelledby={titleId}
      className="rounded-2xl border border-sage-100 bg-ivory p-4 sm:p-5"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3
          id={titleId}
          className="min-w-0 font-display text-2xl font-semibold wrap-anywhere text-sage-800"
        >
          {h.name}
        </h3>
        {h.phone || h.email ? (
          <p className="min-w-0 text-sm wrap-anywhere text-ink-muted">
            {[h.phone, h.email].filter(Boolean).join(' · ')}
          </p>
        ) : null}
      </header>

      <ul aria-label={G.membersLabel(h.name)} className="mt-2 divide-y divide-sage-100">
        {h.members.map((m) => (
          <MemberLine key={m.id} member={m} />
        ))}
      </ul>

      <div className="mt-2 space-y-1 text-sm text-ink-muted">
        <p>
          {h.answeredAt
            ? G.answeredBy(who(h.answeredBy), formatDateTime(h.answeredAt))
            : G.notAnswered}
        </p>
        {h.message ? (
          <p className="wrap-anywhere">
            <span className="font-medium text-ink">{G.messageLabel}:</span> {h.message}
          </p>
        ) : null}
        {h.note ? (
          <p className="wrap-anywhere">
            <span className="font-medium text-ink">{G.noteLabel}:</span> {h.note}
          </p>
        ) : null}
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        <WhatsAppButton href={invite} label={G.inviteLabel(h.name)} hintId={hintId}>
          {G.invite}
        </WhatsAppButton>
        {pending ? (
          <WhatsAppButton href={remind} label={G.remindLabel(h.name)} hintId={hintId}>
            {G.remind}
          </WhatsAppButton>
        ) : null}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => actions.onCopy(h)}
          aria-label={G.copyLinkLabel(h.name)}
        >
          <Copy aria-hidden="true" className="size-4" />
          {G.copyLink}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => actions.onQr(h)}
          aria-label={G.qrLabel(h.name)}
        >
          <QrCode aria-hidden="true" className="size-4" />
          {G.qr}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => actions.onRecord(h)}
          aria-label={G.recordLabel(h.name)}
        >
          <ClipboardCheck aria-hidden="true" className="size-4" />
          {G.record}
        </Button>
        {actions.onEdit ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => actions.onEdit?.(h)}
            aria-label={G.editLabel(h.name)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {G.edit}
          </Button>
        ) : null}
        {actions.onDelete ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => actions.onDelete?.(h)}
            aria-label={G.deleteLabel(h.name)}
            className="text-error hover:bg-error-soft"
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {G.delete}
          </Button>
        ) : null}
      </div>
      {invite ? null : (
        <p id={hintId} className="mt-2 text-sm text-ink-muted">
          {G.noPhoneHint}
        </p>
      )}

      {h.history.length > 0 ? (
        <details className="mt-3 rounded-xl bg-white px-3">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-sage-800">
            {G.history(h.history.length)}
          </summary>
          <ol className="space-y-3 pb-3 text-sm">
            {h.history.map((entry, i) => (
              <li key={`${entry.answeredAt}-${i}`}>
                <p className="font-medium text-ink">
                  {G.historyEntry(formatDateTime(entry.answeredAt), who(entry.source))}
                </p>
                <ul className="text-ink-muted">
                  {entry.members.map((m, j) => (
                    <li key={j} className="wrap-anywhere">
                      {m.name || G.companionUnnamed}:{' '}
                      {m.attending === 'sim' ? G.badgeSim : G.badgeNao}
                      {m.dietary ? ` · ${m.dietary}` : ''}
                    </li>
                  ))}
                </ul>
                {entry.message ? (
                  <p className="wrap-anywhere text-ink-muted">“{entry.message}”</p>
                ) : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </article>
  )
}
