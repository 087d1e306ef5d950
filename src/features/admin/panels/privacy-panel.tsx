import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { Download, Search, ShieldAlert, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DataTable, type Column } from '@/components/ui/data-table'
import { TextField } from '@/components/ui/field'
import { ListStatus } from '@/components/ui/list-status'
import { Panel } from '@/components/ui/panel'
import { RefreshButton } from '@/components/ui/refresh-button'
import { ADMIN } from '@/config/copy-admin'
import { PERSONAL_DATA_FILE_NOTICE } from '@/config/copy-personal-data'
import { PRIVACY_ADMIN as T } from '@/config/copy-privacy-admin'
import type {
  ContributionStatus,
  PersonCounts,
  PersonRecord,
  PrivacyAction,
  RetentionStatus,
} from '@/data/types'
import { formatDateTime, formatLongDate } from '@/lib/dates'
import { downloadBlob, isoDay } from '@/lib/download'
import { formatCents } from '@/lib/money'
import { useAdminApi } from '../session/admin-context'

const STATUS: Record<ContributionStatus, string> = {
  paid: ADMIN.statusPaid,
  pending: ADMIN.statusPending,
  failed: ADMIN.statusFailed,
  expired: ADMIN.statusExpired,
  started: ADMIN.statusStarted,
  informed: ADMIN.statusInformed,
  rejected: ADMIN.statusRejected,
}

const total = (c: PersonCounts) =>
  c.rsvps + c.households + c.reservations + c.messages + c.contributions

const isEmpty = (r: PersonRecord) =>
  r.rsvps.length +
    r.households.length +
    r.reservations.length +
    r.messages.length +
    r.contributions.length ===
  0

const LOG_COLUMNS: Column<PrivacyAction>[] = [
  { key: 'at', header: T.logWhen, cell: (a) => formatDateTime(a.at), nowrap: true },
  { key: 'who', header: T.logWho, cell: (a) => a.adminUsername ?? T.automatic },
  { key: 'what', header: T.logWhat, cell: (a) => T.actions[a.action], nowrap: true },
  { key: 'counts', header: T.logCounts, cell: (a) => T.countsLine(a.counts) },
]

/**
 * 'Privacidade' (LGPD): one person's data found by e-mail or phone, exported as one JSON file and
 * erased in one action; the log of these actions (who, when, what); the retention date, with a
 * notice in the last days before it. The database records every action itself.
 */
export function PrivacyPanel() {
  const { service, session, toErrorText, toast } = useAdminApi()
  const [query, setQuery] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [searched, setSearched] = useState<{ query: string; record: PersonRecord } | null>(null)
  const [busy, setBusy] = useState<'search' | 'export' | 'erase' | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [log, setLog] = useState<{ items: PrivacyAction[]; error: string | null } | null>(null)
  const [retention, setRetention] = useState<RetentionStatus | null>(null)

  const loadLog = useCallback(() => {
    service.admin.privacyLog(session.token).then(
      (items) => setLog({ items, error: null }),
      (error: unknown) => setLog({ items: [], error: toErrorText(error, T.logError) }),
    )
  }, [service, session.token, toErrorText])

  useEffect(() => {
    loadLog()
    service.admin.retentionStatus(session.token).then(setRetention, (error: unknown) => {
      // The notice is a help, not the panel's job: a failure only ends an expired session.
      toErrorText(error, '')
    })
  }, [loadLog, service, session.token, toErrorText])

  async function find(text: string) {
    setBusy('search')
    try {
      const record = await service.admin.findPerson(session.token, text)
      setSearched({ query: text, record })
      setProblem(null)
    } catch (error) {
      setProblem(toErrorText(error, T.searchError))
    } finally {
      setBusy(null)
      loadLog()
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    const text = query.trim()
    if (!text) {
      setProblem(T.queryRequired)
      return
    }
    void find(text)
  }

  async function exportFile(text: string) {
    setBusy('export')
    try {
      const record = await service.admin.exportPerson(session.token, text)
      const file = { notice: PERSONAL_DATA_FILE_NOTICE, ...record }
      downloadBlob(
        new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
        T.fileName(isoDay()),
      )
      toast.show(T.exported, 'success')
    } catch (error) {
      toast.show(toErrorText(error, T.exportError), 'error')
    } finally {
      setBusy(null)
      loadLog()
    }
  }

  async function erase(text: string) {
    setBusy('erase')
    try {
      const counts = await service.admin.erasePerson(session.token, text)
      setConfirming(false)
      toast.show(T.erased(total(counts)), 'success')
      await find(text)
    } catch (error) {
      setConfirming(false)
      toast.show(toErrorText(error, T.eraseError), 'error')
      setBusy(null)
      loadLog()
    }
  }

  return (
    <Panel
      id="admin-privacy"
      title={T.title}
      intro={T.description}
      actions={<RefreshButton onClick={loadLog} disabled={busy !== null} />}
    >
      <div className="space-y-6">
        {retention ? <RetentionNotice status={retention} /> : null}

        <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            className="flex-1"
            label={T.query}
            hint={T.queryHint}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value)
              setProblem(null)
            }}
            autoComplete="off"
            error={problem}
          />
          <Button type="submit" disabled={busy !== null} className="sm:mb-7">
            <Search aria-hidden="true" className="size-4" />
            {busy === 'search' ? T.searching : T.search}
          </Button>
        </form>

        {searched ? (
          <PersonView
            query={searched.query}
            record={searched.record}
            actions={
              isEmpty(searched.record) ? null : (
                <>
                  <Button
                    variant="secondary"
                    disabled={busy !== null}
                    onClick={() => void exportFile(searched.query)}
                  >
                    <Download aria-hidden="true" className="size-4" />
                    {busy === 'export' ? T.exporting : T.export}
                  </Button>
                  <Button
                    variant="danger"
                    disabled={busy !== null}
                    onClick={() => setConfirming(true)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {T.erase}
                  </Button>
                </>
              )
            }
          />
        ) : null}

        <section aria-labelledby="admin-privacy-log" className="space-y-3">
          <h3 id="admin-privacy-log" className="font-display text-2xl font-semibold text-sage-800">
            {T.logTitle}
          </h3>
          <ListStatus
            loading={log === null}
            error={log?.error}
            empty={log && log.items.length === 0 ? T.logEmpty : null}
          >
            <DataTable
              caption={T.logTitle}
              columns={LOG_COLUMNS}
              rows={log?.items ?? []}
              rowKey={(a) => a.id}
            />
          </ListStatus>
        </section>
      </div>

      <ConfirmDialog
        open={confirming}
        title={T.eraseTitle}
        confirmLabel={busy === 'erase' ? T.erasing : T.eraseConfirm}
        danger
        busy={busy === 'erase'}
        onConfirm={() => searched && void erase(searched.query)}
        onCancel={() => setConfirming(false)}
      >
        <p>{T.eraseBody}</p>
      </ConfirmDialog>
    </Panel>
  )
}

function RetentionNotice({ status }: { status: RetentionStatus }) {
  // No date in the database yet (the notice at the top of /dev offers the site's).
  if (status.retainUntil === null)
    return <p className="text-sm text-ink-muted">{T.retentionUnset}</p>
  // retainUntil is the first instant without the data: the last day is the one before.
  const lastDay = formatLongDate(new Date(status.retainUntil).getTime() - 1)
  if (status.daysLeft === 0) {
    return (
      <p className="rounded-xl bg-sage-50 px-4 py-3 text-sm text-sage-800">
        {status.lastAppliedAt
          ? T.retentionDone(formatDateTime(status.lastAppliedAt))
          : T.retentionPassed}
      </p>
    )
  }
  if (!status.noticeDue) {
    return <p className="text-sm text-ink-muted">{T.retentionDate(lastDay)}</p>
  }
  return (
    <div
      role="status"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{T.retentionTitle}</p>
        <p className="text-sm">{T.retentionSoon(status.daysLeft)}</p>
        <p className="text-sm">{T.retentionDate(lastDay)}</p>
      </div>
    </div>
  )
}

function Group({ title, items }: { title: string; items: ReactNode[] }) {
  return (
    <div>
      <h4 className="font-semibold text-ink">{title}</h4>
      {items.length === 0 ? (
        <p className="text-sm text-ink-muted">{T.none}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm wrap-anywhere">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** Everything found for one person, group by group. */
function PersonView({
  query,
  record,
  actions,
}: {
  query: string
  record: PersonRecord
  actions: ReactNode
}) {
  const answer = (a: string) => (a === 'sim' ? ADMIN.answerSim : ADMIN.answerNao)
  return (
    <section
      aria-labelledby="admin-privacy-person"
      className="space-y-4 rounded-2xl border border-sage-100 p-4 sm:p-5"
    >
      <h3 id="admin-privacy-person" className="font-display text-2xl font-semibold text-sage-800">
        {T.foundFor(query)}
      </h3>
      {isEmpty(record) ? (
        <p className="text-ink-muted">{T.nothingFound}</p>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Group title={T.emails} items={record.emails} />
            <Group title={T.phones} items={record.phones} />
            <Group
              title={T.rsvps}
              items={record.rsvps.map((r) =>
                [
                  r.nome_completo,
                  T.rsvpLine(answer(r.vai_ao_evento), formatDateTime(r.created_at)),
                  r.dietary,
                  r.observacoes,
                ]
                  .filter(Boolean)
                  .join(' · '),
              )}
            />
            <Group
              title={T.households}
              items={record.households.map((h) =>
                [
                  T.householdLine(h.name, h.members.length),
                  ...h.members.map((m) => [m.name, m.dietary].filter(Boolean).join(': ')),
                ]
                  .filter(Boolean)
                  .join(' · '),
              )}
            />
            <Group
              title={T.reservations}
              items={record.reservations.map((r) => T.reservationLine(r.giftName, r.reservedBy))}
            />
            <Group
              title={T.messages}
              items={record.messages.map((m) => `${m.name}: ${m.message}`)}
            />
            <Group
              title={T.contributions}
              items={record.contributions.map((c) =>
                [
                  c.donor_name,
                  T.contributionLine(
                    formatCents(c.amount_cents),
                    STATUS[c.status],
                    formatDateTime(c.contributed_at),
                  ),
                ]
                  .filter(Boolean)
                  .join(' · '),
              )}
            />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">{actions}</div>
        </>
      )}
    </section>
  )
}
