import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react'
import { Heart, RefreshCw, Truck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { LastCopyNotice } from '@/components/ui/last-copy-notice'
import { Modal } from '@/components/ui/modal'
import { Section } from '@/components/ui/section'
import { Spinner } from '@/components/ui/spinner'
import { COMMON, GIFTS } from '@/config/copy'
import { GIFT_DELIVERY } from '@/config/wedding'
import { useDataStatus } from '@/data/react/context'
import type { DataService, Gift, ReadOptions } from '@/data/types'
import { useSectionQuery } from '@/data/react/queries'
import { chunk, useChunk } from '@/hooks/use-chunk'
import { giftHeadingId, groupGiftsByCategory } from './group-gifts'

// The category buttons and the cards (photos, prices, cotas) are a chunk of their own: nothing
// of them shows before the list is read, and the list is read only when the section nears the
// screen, so a first visit does not download them (docs/product.md "Quality bars"). Fetched as
// the section nears the screen, while the backend starts and the list is read.
const GRID = chunk(() => import('./gift-grid'))

// The reservation modal and its form (with the form library) too, fetched with the grid so it is
// here by the first 'Reservar'.
const RESERVE = chunk(() => import('./reserve-gift-modal'))

const loadGifts = (service: DataService, options: ReadOptions) => service.listGifts(options)
const NO_GIFTS: Gift[] = []

/** What the payment 'Presentear' opens is given: the gift (null: closed), what to do after. */
export interface GiftPaymentProps {
  /** As the list has it now (its cotas left follow the list). */
  gift: Gift | null
  onClose: () => void
  /** Cotas were taken or freed (a PIX started or informed, a conflict): load the list again. */
  onChanged: () => void
}

/**
 * 'Presentes' (#gifts), docs/product.md §2/§4: category buttons with reserved/total counts, the chosen
 * category's gifts, the reservation and success modals. `children` is the contribution block,
 * shown after the gift grid. `payment` is what 'Presentear' opens (src/features/payments), which
 * the app passes in: features never import each other.
 */
export function GiftsSection({
  children,
  payment: Payment,
}: {
  children?: ReactNode
  payment?: ComponentType<GiftPaymentProps>
}) {
  const { backend } = useDataStatus()
  // docs/product.md §7: the list follows every change to the gifts table (other tabs, other guests).
  const {
    data: gifts,
    loading,
    failed,
    lastCopy,
    reload,
    sectionRef,
    near,
  } = useSectionQuery<Gift[]>('gifts', loadGifts, NO_GIFTS, { live: 'gifts' })
  const groups = useMemo(() => groupGiftsByCategory(gifts), [gifts])
  const [chosenCategory, setChosenCategory] = useState<string | null>(null)
  const [reserving, setReserving] = useState<Gift | null>(null)
  const [reservedGift, setReservedGift] = useState<Gift | null>(null)
  // The gift being given as money, by id: the modal sees its cotas as the list has them now.
  const [givingId, setGivingId] = useState<string | null>(null)
  const grid = useChunk(GRID, near)
  const reserveModal = useChunk(RESERVE, near)
  const [retrying, setRetrying] = useState(false)

  // docs/product.md §2: the first category is selected by default (and again if the chosen one empties).
  const current = groups.find((g) => g.category === chosenCategory) ?? groups[0]
  const giving = givingId === null ? null : (gifts.find((g) => g.id === givingId) ?? null)
  const hasMoney = groups.some((g) => g.hasMoney)

  const closeReserve = useCallback(() => {
    setReserving(null)
    // Taken meanwhile by someone else: its 'Reservar' button, where focus would go back, is gone.
    focusGiftIfLost(reserving?.id)
  }, [reserving])
  const closeSuccess = useCallback(() => {
    setReservedGift(null)
    // Its 'Reservar' button is gone: give focus to the gift itself, now marked reserved.
    const id = reservedGift?.id
    if (id) window.setTimeout(() => document.getElementById(giftHeadingId(id))?.focus(), 0)
  }, [reservedGift])
  const refresh = useCallback(() => void reload(), [reload])
  const give = useCallback((gift: Gift) => setGivingId(gift.id), [])
  const closeGive = useCallback(() => {
    setGivingId(null)
    // Given to the last cota meanwhile: its 'Presentear' button, where focus would go back, is off.
    focusGiftIfLost(givingId)
  }, [givingId])

  async function retry() {
    setRetrying(true)
    try {
      await reload()
    } finally {
      setRetrying(false)
    }
  }

  const loadingState = (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner label={GIFTS.loading} />
    </div>
  )
  let body: ReactNode
  if (backend === 'none') {
    body = <Notice>{GIFTS.notConfigured}</Notice>
  } else if (loading || retrying) {
    body = loadingState
  } else if (failed) {
    // docs/product.md §8: 'Erro ao carregar presentes' with a retry button.
    body = (
      <Notice>
        <p role="alert" className="font-medium text-ink">
          {GIFTS.loadError}
        </p>
        <Button variant="secondary" className="mt-5" onClick={() => void retry()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {COMMON.retry}
        </Button>
      </Notice>
    )
  } else if (!current) {
    body = (
      <Notice>
        <p className="font-medium text-ink">{GIFTS.emptyList}</p>
        <p className="mt-1 text-sm text-ink-muted">{GIFTS.emptyListHint}</p>
        <Button variant="secondary" className="mt-5" onClick={() => void retry()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {COMMON.retry}
        </Button>
      </Notice>
    )
  } else {
    body = grid ? (
      <grid.GiftGrid
        groups={groups}
        current={current}
        onChoose={setChosenCategory}
        onReserve={setReserving}
        onGive={give}
      />
    ) : (
      loadingState
    )
  }

  return (
    <Section ref={sectionRef} id="gifts" title={GIFTS.title} subtitle={GIFTS.intro} tone="sage">
      <p className="mx-auto -mt-4 mb-10 flex max-w-xl items-start gap-3 rounded-2xl border border-sage-100 bg-white/70 px-4 py-3 text-sm text-ink-muted">
        <Truck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sage-600" />
        <span>
          <span className="sr-only">{GIFTS.deliveryLabel}: </span>
          {GIFT_DELIVERY}
        </span>
      </p>
      {hasMoney ? (
        // Said plainly before anyone pays (docs/decisions/0017-gifts-as-money.md, "Etiquette").
        <p className="mx-auto -mt-6 mb-10 flex max-w-xl items-start gap-3 rounded-2xl border border-sage-100 bg-white/70 px-4 py-3 text-sm text-ink-muted">
          <Heart aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sage-600" />
          <span>
            <span className="sr-only">{GIFTS.etiquetteLabel}: </span>
            {GIFTS.etiquette}
          </span>
        </p>
      ) : null}
      <LastCopyNotice shown={lastCopy && !loading} />
      {body}
      {children ? <div className="mt-16">{children}</div> : null}
      {reserveModal ? (
        <reserveModal.ReserveGiftModal
          gift={reserving}
          onClose={closeReserve}
          onReserved={(gift) => {
            setReserving(null)
            setReservedGift(gift)
            refresh()
          }}
          onConflict={refresh}
        />
      ) : null}
      {Payment ? <Payment gift={giving} onClose={closeGive} onChanged={refresh} /> : null}
      <Modal
        open={reservedGift !== null}
        title={GIFTS.successTitle}
        onClose={closeSuccess}
        size="sm"
      >
        <div className="flex flex-col items-center text-center">
          <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-sage-100 text-sage-700">
            <Heart aria-hidden="true" className="size-7" />
          </span>
          <p className="text-ink">{reservedGift ? GIFTS.successBody(reservedGift.name) : null}</p>
          <Button className="mt-6 w-full sm:w-auto" onClick={closeSuccess} data-autofocus>
            {GIFTS.backToList}
          </Button>
        </div>
      </Modal>
    </Section>
  )
}

/** After a modal closes: the gift's heading takes focus if the button that opened it is gone. */
function focusGiftIfLost(id: string | null | undefined) {
  window.setTimeout(() => {
    if (id && document.activeElement === document.body)
      document.getElementById(giftHeadingId(id))?.focus()
  }, 0)
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="mx-auto max-w-lg rounded-2xl border border-sage-200 bg-white px-6 py-8 text-center shadow-sm"
    >
      {children}
    </div>
  )
}
