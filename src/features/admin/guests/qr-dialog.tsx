import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { GUESTS_ADMIN as G } from '@/config/copy/admin-guests'
import { WEDDING_SLUG } from '@/config/wedding'
import type { Household } from '@/data/types'
import { useQrSvg } from '@/hooks/use-qr-svg'
import { downloadBlob } from '@/lib/download'

/** The QR code of a household's personal link, to print or send as an image. */
export function QrDialog({
  household,
  link,
  onClose,
}: {
  household: Household | null
  link: string | null
  onClose: () => void
}) {
  const qr = useQrSvg(link)
  return (
    <Modal
      open={household !== null}
      title={household ? G.qrTitle(household.name) : ''}
      description={G.qrIntro}
      onClose={onClose}
      size="sm"
    >
      {household && link ? (
        <div className="flex flex-col items-center gap-4">
          <div className="flex size-60 items-center justify-center rounded-2xl bg-white p-2">
            {qr.status === 'ready' ? (
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
                alt={G.qrAlt(household.name)}
                className="size-full"
              />
            ) : (
              <p className="text-center text-sm text-ink-muted">
                {qr.status === 'error' ? G.qrError : G.qrLoading}
              </p>
            )}
          </div>
          <p className="text-center text-sm break-all text-ink-muted">{link}</p>
          <Button
            variant="secondary"
            disabled={qr.status !== 'ready'}
            onClick={() => {
              if (qr.status !== 'ready') return
              downloadBlob(
                new Blob([qr.svg], { type: 'image/svg+xml' }),
                `${WEDDING_SLUG}-convite-${household.code}.svg`,
              )
            }}
          >
            <Download aria-hidden="true" className="size-4" />
            {G.downloadSvg}
          </Button>
        </div>
      ) : null}
    </Modal>
  )
}
