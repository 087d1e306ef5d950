import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Check, CheckCircle2, Trash2 } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { TextField } from '@/components/ui/field'
import { ListStatus } from '@/components/ui/list-status'
import { Panel } from '@/components/ui/panel'
import { RefreshButton } from '@/components/ui/refresh-button'
import { MESSAGES } from '@/config/copy/messages'
import { ADMIN } from '@/config/copy/admin'
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  DELETED_BADGE_MS,
  DELETE_ERROR_TOAST_MS,
  MESSAGES_BULK_MAX,
} from '@/config/ui'
import type { AdminMessage, Paged } from '@/data/types'
import { usePagedQuery, type PageLoader } from '@/data/react/queries'
import { formatDateTime } from '@/lib/dates'
import { useAdminApi } from '../session/admin-context'
import { useAdminAction } from '../session/use-admin-action'
import { MessageApprovalToggle } from './message-approval-toggle'

type Row = AdminMessage & Paged

const NONE: ReadonlySet<string> = new Set()

// The name filter applies once typing pauses, not on every key.
const FILTER_DELAY_MS = 300

/**
 * Message management (docs/product.md §2/§4): every message, pending ones too, a page at a time
 * ('Ver mais'); delete one with a confirmation ('Deletada!' for 2 s in its place, 'Erro ao deletar
 * mensagem' for 3 s on failure); select many (one by one, the whole page, or everything a name
 * filter finds: a flood from one name) and delete or approve them in one call; the approval switch.
 */
export function MessagesPanel() {
  const { service, session } = useAdminApi()
  const [nameInput, setNameInput] = useState('')
  const [name, setName] = useState('')
  const [pendingOnly, setPendingOnly] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setName(nameInput.trim()), FILTER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [nameInput])

  const load = useMemo<PageLoader<AdminMessage>>(
    () => (s, request) =>
      s.admin.listMessages(session.token, { ...request, name, pending: pendingOnly }),
    [session.token, name, pendingOnly],
  )
  const { items, total, more, loading, loadingMore, failed, loadMore, reload, update } =
    usePagedQuery(`admin:messages:${session.token}:${pendingOnly}:${name}`, load, {
      pageSize: ADMIN_MESSAGES_PAGE_SIZE,
      live: 'messages',
    })
  const filtered = name !== '' || pendingOnly

  const [refreshing, setRefreshing] = useState(false)
  const [deleting, setDeleting] = useState<Row | null>(null)
  const { busy, run } = useAdminAction()
  // The selection belongs to one list: another filter starts with nothing selected.
  const [selection, setSelection] = useState<{ list: unknown; ids: ReadonlySet<string> }>({
    list: load,
    ids: NONE,
  })
  const selected = selection.list === load ? selection.ids : NONE
  const setSelected = (ids: ReadonlySet<string>) => setSelection({ list: load, ids })
  const [confirmBulk, setConfirmBulk] = useState(false)

  // Deleted messages stay on screen with the 'Deletada!' badge for DELETED_BADGE_MS.
  const [ghosts, setGhosts] = useState<Row[]>([])
  const timers = useRef<number[]>([])
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), [])

  const shown = useMemo(() => {
    const ghostIds = new Set(ghosts.map((g) => g.id))
    return [...items.filter((m) => !ghostIds.has(m.id)), ...ghosts].sort((a, b) =>
      b.cursor.localeCompare(a.cursor),
    )
  }, [items, ghosts])
  const ghostIds = useMemo(() => new Set(ghosts.map((g) => g.id)), [ghosts])
  const selectable = useMemo(() => items.filter((m) => !ghostIds.has(m.id)), [items, ghostIds])
  const allSelected = selectable.length > 0 && selectable.every((m) => selected.has(m.id))
  const selectedRows = selectable.filter((m) => selected.has(m.id))
  const tooMany = selectedRows.length > MESSAGES_BULK_MAX

  const refresh = useCallback(async () => {
    setRefreshing(true)
    await reload()
    setRefreshing(false)
  }, [reload])

  const toggle = (id: string, on: boolean) =>
    setSelection((current) => {
      const next = new Set(current.list === load ? current.ids : NONE)
      if (on) next.add(id)
      else next.delete(id)
      return { list: load, ids: next }
    })

  async function confirmDelete() {
    if (!deleting) return
    const message = deleting
    // docs/product.md §8: 'Erro ao deletar mensagem' shown 3 s.
    const deleted = await run(() => service.admin.deleteMessage(session.token, message.id), {
      failure: MESSAGES.deleteErrorShort,
      codes: { unknown: MESSAGES.deleteErrorShort, not_found: MESSAGES.deleteErrorShort },
      failureMs: DELETE_ERROR_TOAST_MS,
    })
    setDeleting(null)
    if (!deleted) return
    setGhosts((all) => [...all, message])
    update((m) => (m.id === message.id ? null : m))
    toggle(message.id, false)
    timers.current.push(
      window.setTimeout(
        () => setGhosts((all) => all.filter((g) => g.id !== message.id)),
        DELETED_BADGE_MS,
      ),
    )
    void reload()
  }

  async function approve(rows: Row[]) {
    const ids = new Set(rows.map((m) => m.id))
    const approved = await run(() => service.admin.approveMessages(session.token, [...ids]), {
      success: (count) => ADMIN.bulkApproved(count),
      failure: ADMIN.bulkError,
    })
    if (!approved) return
    update((m) => (!ids.has(m.id) ? m : pendingOnly ? null : { ...m, is_approved: true }))
    setSelected(NONE)
    void reload()
  }

  async function deleteSelected() {
    const ids = new Set(selectedRows.map((m) => m.id))
    const deleted = await run(() => service.admin.deleteMessages(session.token, [...ids]), {
      success: (count) => ADMIN.bulkDeleted(count),
      failure: ADMIN.bulkError,
    })
    setConfirmBulk(false)
    if (!deleted) return
    update((m) => (ids.has(m.id) ? null : m))
    setSelected(NONE)
    void reload()
  }

  const pendingSelected = selectedRows.filter((m) => !m.is_approved)

  return (
    <Panel
      id="admin-messages"
      title={ADMIN.messagesTitle}
      intro={
        loading ? undefined : filtered ? ADMIN.messagesMatching(total) : ADMIN.messagesCount(total)
      }
      actions={
        <RefreshButton onClick={() => void refresh()} disabled={refreshing} spinning={refreshing} />
      }
    >
      <MessageApprovalToggle />

      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="min-w-0 flex-1">
          <TextField
            label={ADMIN.messagesFilterName}
            type="search"
            value={nameInput}
            onChange={(e) => setNameInput(e.target.value)}
          />
        </div>
        <label className="flex min-h-11 items-center gap-2 text-ink">
          <input
            type="checkbox"
            className="size-5 accent-sage-700"
            checked={pendingOnly}
            onChange={(e) => setPendingOnly(e.target.checked)}
          />
          {ADMIN.messagesFilterPending}
        </label>
      </div>

      <ListStatus
        loading={loading}
        error={failed && shown.length === 0 ? ADMIN.messagesLoadError : null}
        empty={shown.length === 0 ? ADMIN.messagesEmpty : null}
      >
        <div className="mb-3 flex flex-wrap items-center gap-3 rounded-2xl bg-sage-50 px-4 py-2">
          <label className="flex min-h-11 items-center gap-2 font-semibold text-ink">
            <input
              type="checkbox"
              className="size-5 accent-sage-700"
              checked={allSelected}
              onChange={(e) =>
                setSelected(e.target.checked ? new Set(selectable.map((m) => m.id)) : NONE)
              }
            />
            {ADMIN.selectPage}
          </label>
          <p role="status" className="text-sm text-ink-muted">
            {selectedRows.length > 0 ? ADMIN.selectedCount(selectedRows.length) : null}
            {tooMany ? ` ${ADMIN.tooManySelected(MESSAGES_BULK_MAX)}` : null}
          </p>
          {selectedRows.length > 0 ? (
            <div className="ml-auto flex flex-wrap gap-2">
              {pendingSelected.length > 0 ? (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy || tooMany}
                  onClick={() => void approve(pendingSelected)}
                >
                  <Check aria-hidden="true" className="size-4" />
                  {ADMIN.approveSelected}
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                disabled={busy || tooMany}
                onClick={() => setConfirmBulk(true)}
                className="text-error hover:bg-error-soft"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {ADMIN.deleteSelected}
              </Button>
            </div>
          ) : null}
        </div>

        <ul className="space-y-3" aria-label={ADMIN.messagesTitle}>
          {shown.map((m) => {
            const gone = ghostIds.has(m.id)
            return (
              <li
                key={m.id}
                className={
                  gone
                    ? 'rounded-2xl border border-sage-200 bg-sage-50 p-4 opacity-80'
                    : 'rounded-2xl border border-sage-100 bg-ivory p-4'
                }
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="flex min-w-0 items-start gap-3">
                    {gone ? null : (
                      // A 44 px target around the box, over the card's padding.
                      <label className="-mx-3 -mt-2 -mb-3 flex size-11 shrink-0 cursor-pointer items-center justify-center">
                        <input
                          type="checkbox"
                          className="size-5 accent-sage-700"
                          aria-label={ADMIN.selectMessageLabel(m.name)}
                          checked={selected.has(m.id)}
                          onChange={(e) => toggle(m.id, e.target.checked)}
                        />
                      </label>
                    )}
                    <div className="min-w-0">
                      <p className="font-semibold wrap-anywhere text-ink">{m.name}</p>
                      <p className="text-xs text-ink-muted">{formatDateTime(m.created_at)}</p>
                      {m.is_approved || gone ? null : (
                        <Badge tone="amber">{ADMIN.messagePending}</Badge>
                      )}
                    </div>
                  </div>
                  {gone ? (
                    <span
                      role="status"
                      className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-sage-100 px-4 text-sm font-semibold text-sage-800"
                    >
                      <CheckCircle2 aria-hidden="true" className="size-4" />
                      {MESSAGES.deleted}
                    </span>
                  ) : (
                    <div className="flex flex-wrap gap-1">
                      {m.is_approved ? null : (
                        <Button
                          variant="ghost"
                          size="sm"
                          disabled={busy}
                          onClick={() => void approve([m])}
                          aria-label={ADMIN.approveMessageLabel(m.name)}
                        >
                          <Check aria-hidden="true" className="size-4" />
                          {ADMIN.approveMessage}
                        </Button>
                      )}
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setDeleting(m)}
                        aria-label={ADMIN.deleteMessageLabel(m.name)}
                        className="text-error hover:bg-error-soft"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {ADMIN.deleteMessage}
                      </Button>
                    </div>
                  )}
                </div>
                <p className="mt-2 whitespace-pre-line wrap-anywhere text-ink">{m.message}</p>
              </li>
            )
          })}
        </ul>
        {more ? (
          <div className="mt-4 flex justify-center">
            <Button
              variant="secondary"
              onClick={() => void loadMore()}
              disabled={loadingMore}
              aria-busy={loadingMore}
            >
              {loadingMore ? ADMIN.loadingMoreMessages : ADMIN.moreMessages}
            </Button>
          </div>
        ) : null}
      </ListStatus>

      <ConfirmDialog
        open={deleting !== null}
        title={ADMIN.confirmDeleteMessageTitle}
        confirmLabel={ADMIN.deleteMessage}
        danger
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? <p>{ADMIN.confirmDeleteMessageBody(deleting.name)}</p> : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={confirmBulk}
        title={ADMIN.confirmBulkDeleteTitle}
        confirmLabel={ADMIN.deleteSelected}
        danger
        busy={busy}
        onConfirm={() => void deleteSelected()}
        onCancel={() => setConfirmBulk(false)}
      >
        <p>{ADMIN.confirmBulkDeleteBody(selectedRows.length)}</p>
      </ConfirmDialog>
    </Panel>
  )
}
