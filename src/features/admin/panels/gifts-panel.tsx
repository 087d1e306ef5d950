import { useEffect, useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SelectField } from '@/components/ui/field'
import { Panel } from '@/components/ui/panel'
import { Spinner } from '@/components/ui/spinner'
import { COMMON, GIFTS } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import { GIFT_CATEGORIES } from '@/config/domain'
import { GIFT_REFRESH_AFTER_DELETE_MS } from '@/config/ui'
import type { AdminGift, DataService } from '@/data/types'
import { useGiftThumbnails } from '@/hooks/use-gift-thumbnails'
import { isTaken } from '@/lib/gift-state'
import { useAdminQuery } from './use-admin-query'
import { useAdminApi } from '../session/admin-context'
import { AdminGiftRow } from './admin-gift-row'
import { AdminReserveGiftModal } from './admin-reserve-gift-modal'
import { GiftAddForm } from './gift-add-form'
import { GiftEditModal } from './gift-edit-modal'

type ReservedFilter = 'all' | 'reserved' | 'available'

const fetchGifts = (s: DataService, token: string) => s.admin.listGifts(token)

/**
 * Gift management (docs/product.md §2/§4, docs/decisions/0017-gifts-as-money.md): add, edit,
 * delete, reserve for a guest, cancel, filter.
 */
export function GiftsPanel() {
  const { service, session, toErrorText, toast } = useAdminApi()
  const {
    items: gifts,
    loading,
    error: loadError,
    reload,
  } = useAdminQuery('gifts', fetchGifts, GIFTS.loadError, { live: 'gifts' })

  const [category, setCategory] = useState<string>('all')
  const [reserved, setReserved] = useState<ReservedFilter>('all')
  const shown = useMemo(
    () =>
      gifts.filter(
        (g) =>
          (category === 'all' || g.category === category) &&
          // The guests' list state: reserved, or a money gift whose cotas are all given or held.
          (reserved === 'all' || (reserved === 'reserved') === isTaken(g)),
      ),
    [gifts, category, reserved],
  )

  // Reservations per e-mail (any case): a burst from one e-mail can be undone at once.
  const perEmail = useMemo(() => {
    const counts = new Map<string, number>()
    for (const g of gifts) {
      const key = g.reserved_email?.toLowerCase()
      if (g.reserved && key) counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    return counts
  }, [gifts])
  const [cancellingEmail, setCancellingEmail] = useState<string | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const { thumbnails, refresh } = useGiftThumbnails(shown, listRef)
  const [editing, setEditing] = useState<AdminGift | null>(null)

  const [reserving, setReserving] = useState<AdminGift | null>(null)
  const [cancelling, setCancelling] = useState<AdminGift | null>(null)
  const [deleting, setDeleting] = useState<AdminGift | null>(null)
  const [busy, setBusy] = useState(false)

  // docs/product.md §4: the list is refreshed 500 ms after a delete (the live update usually wins anyway).
  const refreshTimer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(refreshTimer.current), [])

  async function confirmDelete() {
    if (!deleting) return
    const gift = deleting
    setBusy(true)
    try {
      await service.admin.deleteGift(session.token, gift.id)
      toast.show(ADMIN.giftDeleted(gift.name), 'success')
      refreshTimer.current = window.setTimeout(() => void reload(), GIFT_REFRESH_AFTER_DELETE_MS)
    } catch (err) {
      toast.show(toErrorText(err, GIFTS.deleteUnknownError), 'error')
    } finally {
      setBusy(false)
      setDeleting(null)
    }
  }

  async function confirmCancel() {
    if (!cancelling) return
    const gift = cancelling
    setBusy(true)
    try {
      await service.admin.cancelReservation(session.token, gift.id)
      toast.show(ADMIN.reservationCancelled(gift.name), 'success')
      void reload()
    } catch (err) {
      toast.show(toErrorText(err, GIFTS.cancelError), 'error')
    } finally {
      setBusy(false)
      setCancelling(null)
    }
  }

  async function confirmCancelByEmail() {
    if (!cancellingEmail) return
    const email = cancellingEmail
    setBusy(true)
    try {
      const freed = await service.admin.cancelReservationsByEmail(session.token, email)
      toast.show(ADMIN.reservationsCancelledByEmail(freed, email), 'success')
      void reload()
    } catch (err) {
      toast.show(toErrorText(err, GIFTS.cancelError), 'error')
    } finally {
      setBusy(false)
      setCancellingEmail(null)
    }
  }

  return (
    <Panel id="admin-gifts" title={ADMIN.giftsTitle} intro={ADMIN.giftsIntro}>
      <GiftAddForm onAdded={() => void reload()} />

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <SelectField
          label={ADMIN.filterCategory}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        >
          <option value="all">{ADMIN.allCategories}</option>
          {GIFT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={ADMIN.filterReserved}
          value={reserved}
          onChange={(e) => setReserved(e.target.value as ReservedFilter)}
        >
          <option value="all">{ADMIN.allGifts}</option>
          <option value="reserved">{ADMIN.onlyReserved}</option>
          <option value="available">{ADMIN.onlyAvailable}</option>
        </SelectField>
      </div>

      {loading ? (
        <Spinner label={COMMON.loading} className="mt-6" />
      ) : loadError ? (
        <div role="alert" className="mt-6 flex flex-wrap items-center gap-3 text-error-strong">
          <p>{loadError}</p>
          <Button variant="secondary" size="sm" onClick={() => void reload()}>
            {COMMON.retry}
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-ink-muted" aria-live="polite">
            {ADMIN.giftsShown(shown.length, gifts.length)}
          </p>
          {shown.length === 0 ? (
            <p className="mt-3 text-ink-muted">{ADMIN.giftsEmpty}</p>
          ) : (
            <ul
              ref={listRef}
              className="mt-3 grid gap-4 md:grid-cols-2"
              aria-label={ADMIN.giftsTitle}
            >
              {shown.map((gift) => (
                <AdminGiftRow
                  key={gift.id}
                  gift={gift}
                  thumbnail={gift.has_photo ? thumbnails[gift.id] : null}
                  onEdit={() => setEditing(gift)}
                  onReserve={() => setReserving(gift)}
                  onCancel={() => setCancelling(gift)}
                  onDelete={() => setDeleting(gift)}
                  sameEmailCount={perEmail.get(gift.reserved_email?.toLowerCase() ?? '') ?? 0}
                  onCancelByEmail={() => setCancellingEmail(gift.reserved_email)}
                />
              ))}
            </ul>
          )}
        </>
      )}

      <GiftEditModal
        gift={editing}
        thumbnail={editing?.has_photo ? (thumbnails[editing.id] ?? null) : null}
        onClose={() => setEditing(null)}
        onSaved={(id, photoChanged) => {
          setEditing(null)
          if (photoChanged) refresh(id)
          void reload()
        }}
      />

      <AdminReserveGiftModal
        gift={reserving}
        onClose={() => setReserving(null)}
        onReserved={() => {
          setReserving(null)
          void reload()
        }}
      />

      <ConfirmDialog
        open={cancelling !== null}
        title={ADMIN.confirmCancelTitle}
        confirmLabel={ADMIN.cancelReservation}
        cancelLabel={ADMIN.keepReservation}
        danger
        busy={busy}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setCancelling(null)}
      >
        {cancelling ? (
          <p>{ADMIN.confirmCancelBody(cancelling.name, cancelling.reserved_by ?? '')}</p>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={cancellingEmail !== null}
        title={ADMIN.confirmCancelByEmailTitle}
        confirmLabel={ADMIN.cancelByEmailConfirm}
        cancelLabel={ADMIN.keepReservation}
        danger
        busy={busy}
        onConfirm={() => void confirmCancelByEmail()}
        onCancel={() => setCancellingEmail(null)}
      >
        {cancellingEmail ? (
          <p>
            {ADMIN.confirmCancelByEmailBody(
              perEmail.get(cancellingEmail.toLowerCase()) ?? 0,
              cancellingEmail,
            )}
          </p>
        ) : null}
      </ConfirmDialog>

      <ConfirmDialog
        open={deleting !== null}
        title={ADMIN.confirmDeleteGiftTitle}
        confirmLabel={ADMIN.deleteGift}
        danger
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting ? (
          <>
            <p>{ADMIN.confirmDeleteGiftBody(deleting.name)}</p>
            {deleting.reserved ? (
              <p className="rounded-xl bg-warning-soft px-4 py-3 text-sm font-medium text-warning-strong">
                {ADMIN.deleteReservedWarning(deleting.reserved_by ?? '')}
              </p>
            ) : null}
          </>
        ) : null}
      </ConfirmDialog>
    </Panel>
  )
}
