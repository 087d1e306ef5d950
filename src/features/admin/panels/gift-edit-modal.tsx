import { useCallback, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Modal } from '@/components/ui/modal'
import { COMMON } from '@/config/copy/common'
import { ADMIN } from '@/config/copy/admin'
import type { AdminGift } from '@/data/types'
import { GiftForm } from './gift-form'

export interface GiftEditModalProps {
  /** The gift to edit; null when closed. */
  gift: AdminGift | null
  thumbnail: string | null
  onClose: () => void
  onSaved: (id: string, photoChanged: boolean) => void
}

/**
 * Edit a gift: the add form's fields, in a bottom sheet on phones like the other modals. A tap on
 * the backdrop, Escape, the X or 'Cancelar' close it at once when nothing was changed; with
 * changes not saved they ask first ('Descartar as alterações?'), since a stray tap beside a
 * bottom sheet is easy on a phone and the couple may have typed a long description.
 */
export function GiftEditModal({ gift, thumbnail, onClose, onSaved }: GiftEditModalProps) {
  const [dirty, setDirty] = useState(false)
  const [asking, setAsking] = useState(false)

  const close = useCallback(() => {
    setAsking(false)
    setDirty(false)
    onClose()
  }, [onClose])
  const requestClose = useCallback(() => {
    if (dirty) setAsking(true)
    else close()
  }, [dirty, close])

  return (
    <>
      <Modal
        open={gift !== null}
        title={gift ? ADMIN.editGiftTitle(gift.name) : ''}
        onClose={requestClose}
        size="lg"
      >
        {/* Keyed, so each opening starts from the gift as saved. */}
        {gift ? (
          <GiftForm
            key={gift.id}
            gift={gift}
            thumbnail={thumbnail}
            onDirtyChange={setDirty}
            onSaved={(id, photoChanged) => {
              setDirty(false)
              onSaved(id, photoChanged)
            }}
            cancel={
              <Button variant="secondary" onClick={requestClose} className="w-full sm:w-auto">
                {COMMON.cancel}
              </Button>
            }
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={gift !== null && asking}
        title={ADMIN.discardGiftTitle}
        confirmLabel={ADMIN.discardGift}
        cancelLabel={ADMIN.keepEditingGift}
        danger
        onConfirm={close}
        onCancel={() => setAsking(false)}
      >
        <p>{ADMIN.discardGiftBody}</p>
      </ConfirmDialog>
    </>
  )
}
