import { useCallback, useMemo, useRef, useState } from 'react'
import { Check, Copy, Download, EyeOff, MonitorPlay, RefreshCw, Trash2 } from 'lucide-react'
import { Button, LinkButton } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Panel } from '@/components/ui/panel'
import { PHOTOS_ADMIN } from '@/config/copy/photos'
import { PHOTOS_OPEN_FROM, PHOTOS_OPEN_UNTIL } from '@/config/guest-photos'
import { GUEST_PHOTO_LIMITS } from '@/config/limits'
import { usePagedQuery, useQuery, type PageLoader } from '@/data/react/queries'
import type { AdminGuestPhoto, DataService, GuestPhotoStatus } from '@/data/types'
import { useLoaded } from '@/hooks/use-loaded'
import { useNearViewport } from '@/hooks/use-near-viewport'
import { copyText } from '@/lib/clipboard'
import { cn } from '@/lib/cn'
import { newTelaoKey, telaoLink } from '@/lib/telao-link'
import { useAdminApi } from '../session/admin-context'
import { useAdminAction } from '../session/use-admin-action'
import { SettingSwitch } from '../panels/setting-switch'
import { useAdminSettings } from '../panels/use-admin-settings'
import { downloadAllPhotos } from './download-all'

const FILTERS: readonly GuestPhotoStatus[] = ['pending', 'approved', 'hidden']

function megabytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1).replace('.', ',')} GB`
  return `${Math.max(0, bytes / 1024 ** 2)
    .toFixed(1)
    .replace('.', ',')} MB`
}

/** 'yyyy-mm-ddThh:mm' of an instant in the couple's own clock, for a datetime-local input. */
function localInput(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

function Thumb({ photo, token }: { photo: AdminGuestPhoto; token: string }) {
  const { service } = useAdminApi()
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, '300px')
  // A thumbnail that fails to arrive leaves its square empty; the row's actions still work.
  const load = useCallback(
    () => service.admin.guestPhotoImage(token, photo.id, false).catch(() => null),
    [service, token, photo.id],
  )
  const src = useLoaded(near ? photo.id : null, load)
  return (
    <div ref={ref} className="aspect-square overflow-hidden rounded-lg bg-sage-100">
      {src ? (
        <img
          src={src}
          alt={photo.caption ?? PHOTOS_ADMIN.by(photo.uploaderName)}
          width={photo.width}
          height={photo.height}
          className="size-full object-cover"
        />
      ) : null}
    </div>
  )
}

/**
 * 'Fotos dos convidados' in /dev (docs/decisions/0027-guests-photos.md): what arrived, by status, approved, hidden or deleted
 * one by one and in bulk; 'Aprovar automaticamente', 'Revelar depois', the window, the storage
 * against the quota, and 'Baixar todas'.
 */
export function GuestPhotosPanel() {
  const { service, session, toast } = useAdminApi()
  const { settings, save } = useAdminSettings()
  const { busy, run } = useAdminAction()
  const [filter, setFilter] = useState<GuestPhotoStatus>('pending')
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [confirmDelete, setConfirmDelete] = useState<string[] | null>(null)
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const [revealInput, setRevealInput] = useState<string | null>(null)

  const load = useMemo<PageLoader<AdminGuestPhoto>>(
    () => (s, request) => s.admin.listGuestPhotos(session.token, { ...request, status: filter }),
    [session.token, filter],
  )
  const list = usePagedQuery(`admin:guest-photos:${session.token}:${filter}`, load, {
    pageSize: 60,
    live: 'guest_photo_changes',
  })
  const readUsage = useCallback(
    (s: DataService) => s.admin.guestPhotosUsage(session.token),
    [session.token],
  )
  const usage = useQuery(`admin:guest-photos-usage:${session.token}`, readUsage, null, {
    live: 'guest_photo_changes',
  })

  const act = async (ids: string[], action: GuestPhotoStatus | 'delete') => {
    const ok = await run(
      () =>
        action === 'delete'
          ? service.admin.deleteGuestPhotos(session.token, ids)
          : service.admin.setGuestPhotosStatus(session.token, ids, action),
      {
        success: (n: number) =>
          action === 'delete' ? PHOTOS_ADMIN.removed(n) : PHOTOS_ADMIN.changed(n),
        failure: PHOTOS_ADMIN.actionError,
      },
    )
    if (ok) {
      setSelected(new Set())
      void list.reload()
      void usage.reload()
    }
  }

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const counts = usage.data
  const total = counts ? counts.pending + counts.approved + counts.hidden : 0
  const ids = [...selected].slice(0, GUEST_PHOTO_LIMITS.bulkMax)
  const revealAt = revealInput ?? localInput(settings?.photosRevealAt ?? null)
  const screenKey = settings?.photosScreenKey ?? ''

  // As the guest list copies a personal link: a toast either way, nothing to wait for.
  async function copyScreenLink() {
    if (await copyText(telaoLink(screenKey, window.location.origin))) {
      toast.show(PHOTOS_ADMIN.screenLinkCopied, 'success')
    } else toast.show(PHOTOS_ADMIN.screenLinkCopyError, 'error')
  }

  async function download() {
    setProgress({ done: 0, total })
    await run(
      () =>
        downloadAllPhotos(service, session.token, total, (done) => setProgress({ done, total })),
      { success: (n: number) => PHOTOS_ADMIN.downloaded(n), failure: PHOTOS_ADMIN.downloadError },
    )
    setProgress(null)
  }

  return (
    <Panel
      id="admin-guest-photos"
      title={PHOTOS_ADMIN.title}
      intro={
        counts
          ? PHOTOS_ADMIN.storage(megabytes(counts.usedBytes), megabytes(counts.quotaBytes))
          : null
      }
      actions={
        <>
          <LinkButton href={telaoLink(screenKey)} target="_blank" variant="secondary" size="sm">
            <MonitorPlay aria-hidden="true" className="size-4" />
            {PHOTOS_ADMIN.openScreen}
          </LinkButton>
          <Button size="sm" onClick={() => void download()} disabled={busy || total === 0}>
            <Download aria-hidden="true" className="size-4" />
            {PHOTOS_ADMIN.downloadAll}
          </Button>
        </>
      }
    >
      {counts ? (
        <progress
          className="mb-4 h-2 w-full accent-sage-600"
          max={counts.quotaBytes || 1}
          value={counts.usedBytes}
          aria-label={PHOTOS_ADMIN.storage(
            megabytes(counts.usedBytes),
            megabytes(counts.quotaBytes),
          )}
        />
      ) : null}
      {progress ? (
        <p role="status" className="mb-4 font-medium text-sage-800">
          {PHOTOS_ADMIN.downloading(progress.done, progress.total)}
        </p>
      ) : null}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <SettingSwitch
          label={PHOTOS_ADMIN.autoApprove}
          hint={PHOTOS_ADMIN.autoApproveHint}
          value={settings?.photosAutoApprove ?? null}
          save={async (on) => void (await save({ photosAutoApprove: on }))}
          saved={() => PHOTOS_ADMIN.saved}
          saveError={PHOTOS_ADMIN.saveError}
        />
        <div className="mb-5 space-y-3 rounded-2xl border border-sage-100 bg-ivory p-4">
          <label className="block font-semibold text-ink">
            {PHOTOS_ADMIN.revealLater}
            <input
              type="datetime-local"
              className="mt-2 block min-h-11 w-full rounded-xl border border-sage-300 bg-white px-3"
              value={revealAt}
              onChange={(e) => setRevealInput(e.target.value)}
            />
          </label>
          <p className="text-sm text-ink-muted">{PHOTOS_ADMIN.revealLaterHint}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={busy || revealInput === null}
              onClick={() =>
                void run(
                  () =>
                    save({
                      photosRevealAt: revealInput ? new Date(revealInput).toISOString() : null,
                    }),
                  { success: PHOTOS_ADMIN.saved, failure: PHOTOS_ADMIN.saveError },
                ).then(() => setRevealInput(null))
              }
            >
              {PHOTOS_ADMIN.revealAt}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={busy || !settings?.photosRevealAt}
              onClick={() =>
                void run(() => save({ photosRevealAt: null }), {
                  success: PHOTOS_ADMIN.saved,
                  failure: PHOTOS_ADMIN.saveError,
                }).then(() => setRevealInput(null))
              }
            >
              {PHOTOS_ADMIN.revealNow}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() =>
                void run(
                  () =>
                    save({
                      photosOpenFrom: PHOTOS_OPEN_FROM.toISOString(),
                      photosOpenUntil: PHOTOS_OPEN_UNTIL.toISOString(),
                    }),
                  { success: PHOTOS_ADMIN.saved, failure: PHOTOS_ADMIN.saveError },
                )
              }
            >
              {PHOTOS_ADMIN.siteWindow}
            </Button>
          </div>
        </div>
        <div className="mb-5 space-y-3 rounded-2xl border border-sage-100 bg-ivory p-4 lg:col-span-2">
          <p className="font-semibold text-ink">{PHOTOS_ADMIN.screenLink}</p>
          <p className="text-sm text-ink-muted">{PHOTOS_ADMIN.screenLinkHint}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={!screenKey}
              onClick={() => void copyScreenLink()}
            >
              <Copy aria-hidden="true" className="size-4" />
              {PHOTOS_ADMIN.copyScreenLink}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy || !screenKey}
              onClick={() =>
                void run(() => save({ photosScreenKey: newTelaoKey() }), {
                  success: PHOTOS_ADMIN.newScreenLinkDone,
                  failure: PHOTOS_ADMIN.saveError,
                })
              }
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              {PHOTOS_ADMIN.newScreenLink}
            </Button>
          </div>
        </div>
      </div>

      <div role="group" aria-label={PHOTOS_ADMIN.filterLabel} className="mb-4 flex flex-wrap gap-2">
        {FILTERS.map((status) => (
          <button
            key={status}
            type="button"
            aria-pressed={filter === status}
            onClick={() => {
              setFilter(status)
              setSelected(new Set())
            }}
            className={cn(
              'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium',
              filter === status
                ? 'border-sage-700 bg-sage-700 text-white'
                : 'border-sage-300 bg-white text-sage-800 hover:bg-sage-50',
            )}
          >
            {PHOTOS_ADMIN.filters[status]}
            {counts ? <span className="tabular-nums opacity-80">({counts[status]})</span> : null}
          </button>
        ))}
      </div>

      <div className="mb-4 flex flex-wrap items-center gap-2">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-5 accent-sage-700"
            checked={list.items.length > 0 && selected.size === list.items.length}
            onChange={(e) =>
              setSelected(e.target.checked ? new Set(list.items.map((p) => p.id)) : new Set())
            }
          />
          {PHOTOS_ADMIN.selectAll}
        </label>
        {selected.size > 0 ? (
          <>
            <span className="text-sm text-ink-muted">{PHOTOS_ADMIN.selected(selected.size)}</span>
            {filter !== 'approved' ? (
              <Button size="sm" disabled={busy} onClick={() => void act(ids, 'approved')}>
                {PHOTOS_ADMIN.approveSelected}
              </Button>
            ) : null}
            {filter !== 'hidden' ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => void act(ids, 'hidden')}
              >
                {PHOTOS_ADMIN.hideSelected}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="danger"
              disabled={busy}
              onClick={() => setConfirmDelete(ids)}
            >
              {PHOTOS_ADMIN.removeSelected}
            </Button>
          </>
        ) : null}
      </div>

      {!list.loading && list.items.length === 0 ? (
        <p className="py-6 text-center text-ink-muted">{PHOTOS_ADMIN.empty}</p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {list.items.map((photo) => (
          <li
            key={photo.id}
            className={cn(
              'rounded-xl border p-2',
              selected.has(photo.id) ? 'border-sage-600 bg-sage-50' : 'border-sage-100 bg-white',
            )}
          >
            <label className="block cursor-pointer">
              <Thumb photo={photo} token={session.token} />
              <span className="mt-2 flex min-h-11 items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 shrink-0 accent-sage-700"
                  checked={selected.has(photo.id)}
                  onChange={() => toggle(photo.id)}
                />
                <span className="min-w-0">
                  <span className="block truncate font-medium text-ink">{photo.uploaderName}</span>
                  {photo.caption ? (
                    <span className="block truncate text-ink-muted">{photo.caption}</span>
                  ) : null}
                </span>
              </span>
            </label>
            <div className="mt-1 flex gap-1">
              {photo.status !== 'approved' ? (
                <button
                  type="button"
                  aria-label={`${PHOTOS_ADMIN.approve}: ${photo.uploaderName}`}
                  title={PHOTOS_ADMIN.approve}
                  disabled={busy}
                  onClick={() => void act([photo.id], 'approved')}
                  className="inline-flex size-11 items-center justify-center rounded-full text-sage-800 hover:bg-sage-100"
                >
                  <Check aria-hidden="true" className="size-5" />
                </button>
              ) : null}
              {photo.status !== 'hidden' ? (
                <button
                  type="button"
                  aria-label={`${PHOTOS_ADMIN.hide}: ${photo.uploaderName}`}
                  title={PHOTOS_ADMIN.hide}
                  disabled={busy}
                  onClick={() => void act([photo.id], 'hidden')}
                  className="inline-flex size-11 items-center justify-center rounded-full text-sage-800 hover:bg-sage-100"
                >
                  <EyeOff aria-hidden="true" className="size-5" />
                </button>
              ) : null}
              <button
                type="button"
                aria-label={`${PHOTOS_ADMIN.remove}: ${photo.uploaderName}`}
                title={PHOTOS_ADMIN.remove}
                disabled={busy}
                onClick={() => setConfirmDelete([photo.id])}
                className="inline-flex size-11 items-center justify-center rounded-full text-error hover:bg-red-50"
              >
                <Trash2 aria-hidden="true" className="size-5" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      {list.more ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            disabled={list.loadingMore}
            onClick={() => void list.loadMore()}
          >
            {PHOTOS_ADMIN.more}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmDelete !== null}
        title={PHOTOS_ADMIN.remove}
        danger
        busy={busy}
        confirmLabel={PHOTOS_ADMIN.remove}
        onConfirm={() => {
          const target = confirmDelete ?? []
          setConfirmDelete(null)
          void act(target, 'delete')
        }}
        onCancel={() => setConfirmDelete(null)}
      >
        {PHOTOS_ADMIN.removeConfirm(confirmDelete?.length ?? 0)}
      </ConfirmDialog>
    </Panel>
  )
}
