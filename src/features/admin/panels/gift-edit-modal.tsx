import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { COMMON } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import type { AdminGift } from '@/data/types'
import { GiftForm } from './gift-form'

export interface GiftEditModalProps {
  /** The gift to edit; null when closed. */
  gift: AdminGift | null
  thumbnail: string | null
  onClose: () => void
  onSaved: (id: string, photoChanged: boolean) => void
}

/** Edit a gift: the add form's fields, in a bottom sheet on phones like the other modals. */
export function GiftEditModal({ gift, thumbnail, onClose, onSaved }: GiftEditModalProps) {
  return (
    <Modal
      open={gift !== null}
      title={gift ? ADMIN.editGiftTitle(gift.name) : ''}
      onClose={onClose}
      size="lg"
    >
      {/* Keyed, so each opening starts from the gift as saved. */}
      {gift ? (
        <GiftForm
          key={gift.id}
          gift={gift}
          thumbnail={thumbnail}
          onSaved={onSaved}
          cancel={
            <Button variant="secondary" onClick={onClose} className="w-full sm:w-auto">
              {COMMON.cancel}
            </Button>
          }
        />
      ) : null}
    </Modal>
  )
}
