import { useMemo, useState } from 'react'
import { LogOut, UserX } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DataTable, type Column } from '@/components/ui/data-table'
import { ListStatus } from '@/components/ui/list-status'
import { RefreshButton } from '@/components/ui/refresh-button'
import { COMMON } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import type { AdminAccount } from '@/data/types'
import { formatDateTime } from '@/lib/dates'
import { useAdminApi } from '../session/admin-context'
import { useAdminAction } from '../session/use-admin-action'
import type { AdminQuery } from './use-admin-query'

/** The list's columns; `ask` opens the confirmation to deactivate an admin (never `selfId`). */
function adminColumns(selfId: string, ask: (admin: AdminAccount) => void): Column<AdminAccount>[] {
  return [
    {
      key: 'username',
      header: ADMIN.adminsColumns.username,
      cell: (a) => (
        <span className="font-medium">
          {a.username}
          {a.userId === selfId ? ` ${ADMIN.adminYou}` : ''}
        </span>
      ),
    },
    {
      key: 'email',
      header: ADMIN.adminsColumns.email,
      cell: (a) => <span className="break-all">{a.email}</span>,
    },
    {
      key: 'created',
      header: ADMIN.adminsColumns.createdAt,
      cell: (a) => formatDateTime(a.createdAt),
    },
    {
      key: 'last',
      header: ADMIN.adminsColumns.lastLogin,
      cell: (a) => (a.lastLogin ? formatDateTime(a.lastLogin) : ADMIN.neverLoggedIn),
    },
    {
      key: 'status',
      header: ADMIN.adminsColumns.status,
      cell: (a) =>
        a.isActive ? (
          <Badge tone="sage">{ADMIN.adminActive}</Badge>
        ) : (
          <Badge tone="neutral">{ADMIN.adminInactive}</Badge>
        ),
    },
    {
      key: 'actions',
      header: ADMIN.adminsColumns.actions,
      cell: (a) =>
        a.isActive && a.userId !== selfId ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => ask(a)}
            aria-label={ADMIN.deactivateLabel(a.username)}
            className="text-error hover:bg-error-soft"
          >
            <UserX aria-hidden="true" className="size-4" />
            {ADMIN.deactivate}
          </Button>
        ) : null,
    },
  ]
}

/**
 * Every admin, so none can hide (one created with a stolen session shows here): deactivate another
 * admin, or end every session but this one.
 */
export function AdminList({ admins }: { admins: AdminQuery<AdminAccount> }) {
  const { service, session } = useAdminApi()
  const [deactivating, setDeactivating] = useState<AdminAccount | null>(null)
  const [endingSessions, setEndingSessions] = useState(false)
  const { busy, run: runAction } = useAdminAction()
  const { items, loading, error, reload } = admins

  async function run(action: () => Promise<string>, done: () => void) {
    if (await runAction(action, { success: (text) => text, failure: COMMON.unknownError })) reload()
    done()
  }

  const columns = useMemo(() => adminColumns(session.userId, setDeactivating), [session.userId])

  return (
    <section aria-labelledby="admin-list-title" className="rounded-2xl bg-sage-50 p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="admin-list-title" className="font-display text-2xl font-semibold text-sage-800">
          {ADMIN.adminsListTitle}
        </h3>
        <div className="flex flex-wrap gap-2">
          <RefreshButton onClick={reload} disabled={loading} />
          <Button size="sm" variant="secondary" onClick={() => setEndingSessions(true)}>
            <LogOut aria-hidden="true" className="size-4" />
            {ADMIN.endOtherSessions}
          </Button>
        </div>
      </div>
      <ListStatus loading={loading && items.length === 0} error={error} empty={null}>
        <DataTable
          caption={ADMIN.adminsListTitle}
          columns={columns}
          rows={items}
          rowKey={(a) => a.userId}
        />
      </ListStatus>

      <ConfirmDialog
        open={deactivating !== null}
        title={ADMIN.deactivateTitle}
        confirmLabel={ADMIN.deactivate}
        danger
        busy={busy}
        onCancel={() => setDeactivating(null)}
        onConfirm={() => {
          const target = deactivating
          if (!target) return
          void run(
            async () => {
              await service.admin.deactivateAdmin(session.token, target.userId)
              return ADMIN.adminDeactivated(target.username)
            },
            () => setDeactivating(null),
          )
        }}
      >
        <p>{deactivating ? ADMIN.deactivateQuestion(deactivating.username) : null}</p>
      </ConfirmDialog>

      <ConfirmDialog
        open={endingSessions}
        title={ADMIN.endOtherSessionsTitle}
        confirmLabel={ADMIN.endOtherSessions}
        danger
        busy={busy}
        onCancel={() => setEndingSessions(false)}
        onConfirm={() =>
          void run(
            async () =>
              ADMIN.otherSessionsEnded(await service.admin.endOtherSessions(session.token)),
            () => setEndingSessions(false),
          )
        }
      >
        <p>{ADMIN.endOtherSessionsQuestion}</p>
      </ConfirmDialog>
    </section>
  )
}
