import { useMemo, useState } from 'react'
import { Download, UserPlus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TextField } from '@/components/ui/field'
import { ListStatus } from '@/components/ui/list-status'
import { Panel } from '@/components/ui/panel'
import { RefreshButton } from '@/components/ui/refresh-button'
import { ADMIN, GUESTS_ADMIN as G } from '@/config/copy-admin'
import { WEDDING_SLUG } from '@/config/wedding'
import type { DataService, Household } from '@/data/types'
import { copyText } from '@/lib/clipboard'
import { cn } from '@/lib/cn'
import { downloadBlob, isoDay } from '@/lib/download'
import { guestListCsv } from '@/lib/guest-csv'
import { useAdminApi } from '../session/admin-context'
import { useAdminAction } from '../session/use-admin-action'
import { useAdminQuery } from '../panels/use-admin-query'
import { inviteLink } from './guest-links'
import { filterHouseholds, GUEST_FILTERS, summarize, type GuestFilter } from './guest-summary'
import { GuestImport } from './guest-import'
import { GuestSummaryView } from './guest-summary-view'
import { HouseholdCard, type HouseholdActions } from './household-card'
import { HouseholdFormModal } from './household-form-modal'
import { QrDialog } from './qr-dialog'
import { RecordAnswerModal } from './record-answer-modal'

const fetchHouseholds = (s: DataService, token: string) => s.admin.listHouseholds(token)

const FILTER_LABELS: Record<GuestFilter, string> = {
  all: G.filterAll,
  pending: G.filterPending,
  sim: G.filterYes,
  nao: G.filterNo,
  dietary: G.filterDietary,
}

const linkOf = (h: Household) => inviteLink(window.location.origin, h.code)

/**
 * The guest list (docs/decisions/0016-guest-list.md): the counts at a glance, the households with
 * their answers, their personal links (copy, WhatsApp, QR), answers recorded by hand, the export.
 */
export function GuestListPanel() {
  const { service, session, toast } = useAdminApi()
  const { items, loading, error, reload } = useAdminQuery(
    'households',
    fetchHouseholds,
    G.loadError,
  )
  const [filter, setFilter] = useState<GuestFilter>('all')
  const [query, setQuery] = useState('')
  const [editing, setEditing] = useState<Household | 'new' | null>(null)
  const [recording, setRecording] = useState<Household | null>(null)
  const [qrFor, setQrFor] = useState<Household | null>(null)
  const [deleting, setDeleting] = useState<Household | null>(null)
  const { busy, run } = useAdminAction()

  const summary = useMemo(() => summarize(items), [items])
  const shown = useMemo(() => filterHouseholds(items, filter, query), [items, filter, query])

  const actions: HouseholdActions = {
    onCopy: async (h) => {
      if (await copyText(linkOf(h))) toast.show(G.linkCopied(h.name), 'success')
      else toast.show(G.linkCopyError, 'error')
    },
    onQr: setQrFor,
    onRecord: setRecording,
    onEdit: setEditing,
    onDelete: setDeleting,
  }

  async function remove(h: Household) {
    const deleted = await run(() => service.admin.deleteHousehold(session.token, h.id), {
      success: G.deleted(h.name),
      failure: G.deleteError,
    })
    setDeleting(null)
    if (deleted) reload()
  }

  function exportCsv() {
    const blob = new Blob([guestListCsv(items)], { type: 'text/csv;charset=utf-8' })
    downloadBlob(blob, `${WEDDING_SLUG}-convidados-${isoDay()}.csv`)
    toast.show(ADMIN.csvExported, 'success')
  }

  function saved() {
    setEditing(null)
    setRecording(null)
    reload()
  }

  return (
    <Panel
      id="admin-guests"
      title={G.title}
      intro={G.intro}
      actions={
        <>
          <RefreshButton onClick={reload} disabled={loading} />
          <Button size="sm" onClick={() => setEditing('new')}>
            <UserPlus aria-hidden="true" className="size-4" />
            {G.add}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={exportCsv}
            disabled={loading || items.length === 0}
          >
            <Download aria-hidden="true" className="size-4" />
            {G.exportCsv}
          </Button>
        </>
      }
    >
      {/* Out of the list's states: a couple whose list is empty (or failed) can still import. */}
      <div className="mb-5 rounded-2xl bg-sage-50 p-4">
        <GuestImport onImported={reload} />
      </div>
      <ListStatus loading={loading && items.length === 0} error={error} empty={null}>
        <GuestSummaryView summary={summary} />

        <div className="mt-5 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
          <div role="group" aria-label={G.filtersLabel} className="flex flex-wrap gap-2">
            {GUEST_FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => setFilter(f)}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium focus-visible:outline-3 focus-visible:outline-sage-600',
                  filter === f
                    ? 'border-sage-700 bg-sage-700 text-white'
                    : 'border-sage-300 bg-white text-sage-800 hover:bg-sage-50',
                )}
              >
                {FILTER_LABELS[f]}
              </button>
            ))}
          </div>
          <TextField
            className="w-full lg:max-w-xs"
            label={G.search}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>

        <p aria-live="polite" className="mt-4 text-sm text-ink-muted">
          {G.shown(shown.length, items.length)}
        </p>
        <div className="mt-2">
          <ListStatus
            loading={false}
            empty={items.length === 0 ? G.empty : shown.length === 0 ? G.noMatch : null}
          >
            <div className="grid gap-3 lg:grid-cols-2">
              {shown.map((h) => (
                <HouseholdCard key={h.id} household={h} link={linkOf(h)} actions={actions} />
              ))}
            </div>
          </ListStatus>
        </div>
      </ListStatus>

      <HouseholdFormModal household={editing} onClose={() => setEditing(null)} onSaved={saved} />
      <RecordAnswerModal household={recording} onClose={() => setRecording(null)} onSaved={saved} />
      <QrDialog
        household={qrFor}
        link={qrFor ? linkOf(qrFor) : null}
        onClose={() => setQrFor(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={G.deleteTitle}
        confirmLabel={G.delete}
        danger
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting)
        }}
      >
        <p>{deleting ? G.deleteBody(deleting.name) : null}</p>
      </ConfirmDialog>
    </Panel>
  )
}
