import { Plus } from 'lucide-react'
import { SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { GIFTS } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import { GIFT_CATEGORIES, type GiftCategory } from '@/config/domain'
import { GIFT_DESCRIPTION_MAX, NAME_MAX } from '@/config/ui'
import { giftSchema } from '@/lib/forms/admin-schemas'
import { useAdminApi } from '../session/admin-context'
import { AdminForm, useAdminForm } from './admin-form'

/** docs/product.md §5: name and description required; the category from docs/product.md §3's list. */
export function GiftAddForm({ onAdded }: { onAdded: () => void }) {
  const { service, session, toast } = useAdminApi()
  const form = useAdminForm({
    schema: giftSchema,
    initial: { name: '', description: '', category: GIFT_CATEGORIES[0] as GiftCategory },
    fallback: GIFTS.addError,
    send: async (input) => {
      await service.admin.saveGift(session.token, {
        ...input,
        kind: 'reserve',
        priceCents: null,
        quotas: null,
        storeUrl: null,
        position: 0,
      })
      toast.show(ADMIN.giftAdded(input.name), 'success')
      form.reset({ name: '', description: '' })
      onAdded()
    },
  })

  return (
    <AdminForm
      titleId="gift-add-title"
      title={ADMIN.addGiftTitle}
      onSubmit={form.submit}
      error={form.error}
      busy={form.busy}
      submitLabel={ADMIN.addGift}
      busyLabel={ADMIN.addingGift}
      icon={<Plus aria-hidden="true" className="size-4" />}
      grid
    >
      <TextField label={ADMIN.giftName} {...form.field('name')} maxLength={NAME_MAX} />
      <SelectField
        label={ADMIN.giftCategory}
        name="category"
        value={form.values.category}
        onChange={(e) => form.set('category', e.target.value as GiftCategory)}
      >
        {GIFT_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        className="md:col-span-2"
        label={ADMIN.giftDescription}
        rows={2}
        {...form.field('description')}
        maxLength={GIFT_DESCRIPTION_MAX}
      />
    </AdminForm>
  )
}
