import { useId } from 'react'
import { ADMIN } from '@/config/copy/admin'
import { GiftForm } from './gift-form'

/** docs/product.md §5 and docs/decisions/0017: a new gift, with the same fields as the edit. */
export function GiftAddForm({ onAdded }: { onAdded: () => void }) {
  const titleId = useId()
  return (
    <GiftForm
      gift={null}
      onSaved={onAdded}
      labelledBy={titleId}
      title={
        <h3 id={titleId} className="font-display text-2xl font-semibold text-sage-800">
          {ADMIN.addGiftTitle}
        </h3>
      }
      className="rounded-2xl bg-sage-50 p-4 sm:p-5"
    />
  )
}
