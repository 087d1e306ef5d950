import { Check, Download, Mail, MessageCircle, Undo2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button, LinkButton } from '@/components/ui/button'
import { ListStatus } from '@/components/ui/list-status'
import { Panel } from '@/components/ui/panel'
import { RefreshButton } from '@/components/ui/refresh-button'
import { THANKS } from '@/config/copy/thanks'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy/personal-data'
import { WEDDING_SLUG } from '@/config/wedding'
import type { DataService, ThankGiver, ThankItem } from '@/data/types'
import { toCsv } from '@/lib/csv'
import { formatDateTime, formatShortDate } from '@/lib/dates'
import { downloadBlob, isoDay } from '@/lib/download'
import { formatCents } from '@/lib/money'
import { useAdminApi } from '../session/admin-context'
import { useAdminAction } from '../session/use-admin-action'
import { useAdminQuery } from '../panels/use-admin-query'
import { itemText, thankYouLink } from './thank-message'

type Filter = 'pending' | 'thanked' | 'all'

const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'pending', label: THANKS.filterPending },
  { value: 'thanked', label: THANKS.filterThanked },
  { value: 'all', label: THANKS.filterAll },
]

const EMPTY: Record<Filter, string> = {
  pending: THANKS.emptyPending,
  thanked: THANKS.emptyThanked,
  all: THANKS.empty,
}

const fetchGivers = (s: DataService, token: string) => s.admin.listThanks(token)

/** How and when one thing was given, under its name. */
function itemMeta(item: ThankItem): string {
  const parts: string[] = []
  if (item.kind !== 'gift' && item.via) {
    parts.push(item.via === 'pix' ? THANKS.viaPix : THANKS.viaCard)
  }
  if (item.kind === 'money') parts.unshift(THANKS.freeContribution)
  if (item.at) parts.push(formatShortDate(item.at))
  return THANKS.itemMeta(parts)
}

/**
 * The thank-yous export: one row per giver, what they gave in one cell, the money as a pt-BR
 * number ('250,00') so Excel sums it; src/lib/csv.ts makes it open in Excel pt-BR (';', BOM).
 */
function giversToCsv(givers: readonly ThankGiver[]): string {
  const h = THANKS.csvColumns
  return toCsv(
    [h.name, h.household, h.email, h.phone, h.gifts, h.total, h.messages, h.lastAt, h.thankedAt],
    givers.map((g) => [
      g.name,
      g.household,
      g.email,
      g.phone,
      g.items.map(itemText).join('; '),
      (g.totalCents / 100).toFixed(2).replace('.', ','),
      g.items
        .map((i) => i.message)
        .filter(Boolean)
        .join(' | '),
      formatDateTime(g.lastAt),
      g.thankedAt ? formatDateTime(g.thankedAt) : '',
    ]),
    PERSONAL_DATA_FILE_NOTICE,
  )
}

interface RowProps {
  giver: ThankGiver
  busy: boolean
  onMark: (giver: ThankGiver, thanked: boolean) => void
}

/** One giver: who, what they gave with their messages, and the thank-you's buttons. */
function GiverRow({ giver, busy, onMark }: RowProps) {
  const link = thankYouLink(giver)
  const thanked = giver.thankedAt !== null
  const messages = giver.items.filter((i) => i.message)
  return (
    <li className="rounded-2xl border border-sage-100 bg-white p-4 sm:p-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            {/* Plain text: a guest typed the name and the messages. */}
            <h3 className="text-lg font-semibold break-words text-ink">{giver.name}</h3>
            {thanked ? (
              <Badge tone="sage">{THANKS.thankedOn(formatShortDate(giver.thankedAt ?? ''))}</Badge>
            ) : (
              <Badge tone="amber">{THANKS.pendingBadge}</Badge>
            )}
          </div>
          {giver.household ? (
            <p className="text-sm text-ink-muted">{THANKS.household(giver.household)}</p>
          ) : null}
          {giver.phone || giver.email ? (
            <p className="text-sm break-all text-ink-muted">
              {[giver.phone, giver.email].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          <ul className="mt-3 space-y-1.5">
            {giver.items.map((item, index) => (
              <li key={index} className="text-ink">
                <span className="font-medium">{itemText(item)}</span>
                <span className="block text-xs text-ink-muted">{itemMeta(item)}</span>
              </li>
            ))}
          </ul>
          {giver.items.filter((i) => i.amountCents).length > 1 ? (
            <p className="mt-2 text-sm text-ink-muted">
              {THANKS.total(formatCents(giver.totalCents))}
            </p>
          ) : null}
          {messages.map((item, index) => (
            <blockquote
              key={index}
              className="mt-3 border-l-2 border-sage-300 pl-3 text-sm break-words whitespace-pre-line text-ink-muted italic"
            >
              {item.message}
            </blockquote>
          ))}
        </div>
        <div className="flex flex-col gap-2 md:w-64 md:shrink-0">
          {link ? (
            <LinkButton
              href={link.href}
              variant={thanked ? 'secondary' : 'primary'}
              size="sm"
              newTab={link.via === 'whatsapp' ? THANKS.newTab : undefined}
              aria-label={
                link.via === 'whatsapp'
                  ? THANKS.viaWhatsAppLabel(giver.name)
                  : THANKS.viaEmailLabel(giver.name)
              }
              onClick={() => {
                if (!thanked) onMark(giver, true)
              }}
            >
              {link.via === 'whatsapp' ? (
                <MessageCircle aria-hidden="true" className="size-4" />
              ) : (
                <Mail aria-hidden="true" className="size-4" />
              )}
              {link.via === 'whatsapp' ? THANKS.viaWhatsApp : THANKS.viaEmail}
            </LinkButton>
          ) : (
            <p className="text-sm text-ink-muted">{THANKS.noContact}</p>
          )}
          {thanked ? (
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              aria-label={THANKS.undoLabel(giver.name)}
              onClick={() => onMark(giver, false)}
            >
              <Undo2 aria-hidden="true" className="size-4" />
              {THANKS.undo}
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              aria-label={THANKS.markThankedLabel(giver.name)}
              onClick={() => onMark(giver, true)}
            >
              <Check aria-hidden="true" className="size-4" />
              {THANKS.markThanked}
            </Button>
          )}
        </div>
      </div>
    </li>
  )
}

/**
 * 'Agradecimentos': everyone who gave something, one row per person or household
 * (supabase/schemas/12_thanks.sql), the thank-you written for WhatsApp or e-mail, and who was
 * already thanked. A row marked or undone here stays in view until the filter changes, so its
 * 'Desfazer' is still at hand.
 */
export function ThanksPanel() {
  const { service, session, toast } = useAdminApi()
  const { items, loading, error, reload } = useAdminQuery('thanks', fetchGivers, THANKS.loadError)
  const { busy, run } = useAdminAction()
  const [filter, setFilter] = useState<Filter>('pending')
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())

  const left = items.filter((g) => g.thankedAt === null).length
  const shown = useMemo(
    () =>
      items.filter(
        (g) =>
          touched.has(g.key) ||
          filter === 'all' ||
          (filter === 'pending') === (g.thankedAt === null),
      ),
    [items, filter, touched],
  )

  function choose(next: Filter) {
    setFilter(next)
    setTouched(new Set())
  }

  async function mark(giver: ThankGiver, thanked: boolean) {
    setTouched((keys) => new Set(keys).add(giver.key))
    const done = await run(() => service.admin.setThanked(session.token, giver.key, thanked), {
      success: thanked ? THANKS.marked(giver.name) : THANKS.unmarked(giver.name),
      failure: THANKS.markError,
    })
    if (done) reload()
  }

  function exportCsv() {
    const blob = new Blob([giversToCsv(shown)], { type: 'text/csv;charset=utf-8' })
    downloadBlob(blob, `${WEDDING_SLUG}-${THANKS.csvFile}-${isoDay()}.csv`)
    toast.show(THANKS.csvExported, 'success')
  }

  return (
    <Panel
      id="admin-thanks"
      title={THANKS.title}
      intro={THANKS.description}
      actions={<RefreshButton onClick={reload} disabled={loading} />}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="font-display text-2xl font-semibold text-sage-800" aria-live="polite">
          {items.length === 0
            ? null
            : left === 0
              ? THANKS.allThanked(items.length)
              : THANKS.remaining(left, items.length)}
        </p>
        <Button
          variant="secondary"
          onClick={exportCsv}
          disabled={loading || shown.length === 0}
          className="w-full sm:w-auto"
        >
          <Download aria-hidden="true" className="size-4" />
          {THANKS.exportCsv}
        </Button>
      </div>

      <div role="group" aria-label={THANKS.filterLabel} className="mt-4 flex flex-wrap gap-2">
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant={filter === f.value ? 'primary' : 'secondary'}
            aria-pressed={filter === f.value}
            onClick={() => choose(f.value)}
          >
            {f.label}
          </Button>
        ))}
      </div>

      <div className="mt-5">
        <ListStatus
          loading={loading && items.length === 0}
          error={error}
          empty={items.length === 0 ? THANKS.empty : shown.length === 0 ? EMPTY[filter] : null}
        >
          <ul className="space-y-3" aria-label={THANKS.title}>
            {shown.map((g) => (
              <GiverRow
                key={g.key}
                giver={g}
                busy={busy}
                onMark={(giver, t) => void mark(giver, t)}
              />
            ))}
          </ul>
        </ListStatus>
      </div>
    </Panel>
  )
}
