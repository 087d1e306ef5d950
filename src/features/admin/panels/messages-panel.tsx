import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { CheckCircle2, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { ListStatus } from '@/components/ui/list-status'
import { Panel } from '@/components/ui/panel'
import { RefreshButton } from '@/components/ui/refresh-button'
import { MESSAGES } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import { DELETED_BADGE_MS, DELETE_ERROR_TOAST_MS } from '@/config/ui'
import { DataError, type DataService, type Message, type ReadOptions } from '@/data/types'
import { useLiveList } from '@/data/react/use-live-list'
import { formatDateTime } from '@/lib/dates'
import { useAdminApi } from '../session/admin-context'

const loadMessages = (s: DataService, options: ReadOptions) => s.listMessages(options)

/**
 * Message management (docs/product.md §2/§4): list, delete with a confirmation, 'Deletada!' for 2 s in place
 * of the message, 'Erro ao deletar mensagem' for 3 s on failure, and a refresh button.
 */
export function MessagesPanel() {
  const { service, session, toErrorText, toast } = useAdminApi()
  const { items, loading, failed, reload } = useLiveList<Message>('messages', loadMessages)
  const [refreshing, setRefreshing] = useState(false)
  const [deleting, setDeleting] = useState<Message | null>(null)
  const [busy, setBusy] = useState(false)
  // Deleted messages stay on screen with the 'Deletada!' badge for DELETED_BADGE_MS.
  const [ghosts, setGhosts] = useState<Message[]>([])
  const timers = useRef<number[]>([])
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), [])

  const shown = useMemo(() => {
    const ghostIds = new Set(ghosts.map((g) => g.id))
    return [...items.filter((m) => !ghostIds.has(m.id)), ...ghosts].sort((a, b) =>
      b.created_at.localeCompare(a.created_at),
    )
  }, [items, ghosts])
  const ghostIds = useMemo(() => new Set(ghosts.map((g) => g.id)), [ghosts])

  const refresh = useCallback(async () => {
    setRefreshing(true)
    await reload()
    setRefreshing(false)
  }, [reload])

  async function confirmDelete() {
    if (!deleting) return
    const message = deleting
    setBusy(true)
    try {
      await service.admin.deleteMessage(session.token, message.id)
      setGhosts((all) => [...all, message])
      timers.current.push(
        window.setTimeout(
          () => setGhosts((all) => all.filter((g) => g.id !== message.id)),
          DELETED_BADGE_MS,
        ),
      )
      void reload()
    } catch (err) {
      // docs/product.md §8: 'Erro ao deletar mensagem' shown 3 s (the session case still goes to the login).
      toErrorText(err, MESSAGES.deleteErrorShort)
      if (!(err instanceof DataError && err.code === 'unauthorized')) {
        toast.show(MESSAGES.deleteErrorShort, 'error', DELETE_ERROR_TOAST_MS)
      }
    } finally {
      setBusy(false)
      setDeleting(null)
    }
  }

  return (
    <Panel
      id="admin-messages"
      title={ADMIN.messagesTitle}
      intro={loading ? undefined : ADMIN.messagesCount(items.length)}
      actions={
        <RefreshButton onClick={() => void refresh()} disabled={refreshing} spinning={refreshing} />
      }
    >
      <ListStatus
        loading={loading}
        error={failed && shown.length === 0 ? ADMIN.messagesLoadError : null}
        empty={shown.length === 0 ? ADMIN.messagesEmpty : null}
      >
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
                  <div className="min-w-0">
                    <p className="font-semibold wrap-anywhere text-ink">{m.name}</p>
                    <p className="text-xs text-ink-muted">{formatDateTime(m.created_at)}</p>
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
                  )}
                </div>
                <p className="mt-2 whitespace-pre-line wrap-anywhere text-ink">{m.message}</p>
              </li>
            )
          })}
        </ul>
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
    </Panel>
  )
}
