import { useState, type FormEvent } from 'react'
import { Plus } from 'lucide-react'
import { SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { ADMIN, GIFTS } from '@/config/copy'
import { GIFT_CATEGORIES, type GiftCategory } from '@/config/domain'
import { GIFT_DESCRIPTION_MAX, NAME_MAX } from '@/config/ui'
import { useAdminApi } from '../session/admin-context'
import { AdminForm } from './admin-form'
import { useFormAction } from './use-form-action'
import { cleanText } from '@/lib/text'

/** SPEC §5: name and description required; the category from SPEC §3's list. */
export function GiftAddForm({ onAdded }: { onAdded: () => void }) {
  const { service, session, toErrorText, toast } = useAdminApi()
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [category, setCategory] = useState<GiftCategory>(GIFT_CATEGORIES[0])
  const { error, setError, busy, run } = useFormAction()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const cleanName = cleanText(name)
    const cleanDescription = cleanText(description)
    if (!cleanName || !cleanDescription) {
      setError(ADMIN.newGiftRequired)
      return
    }
    await run(
      async () => {
        const gift = await service.admin.addGift(session.token, {
          name: cleanName,
          description: cleanDescription,
          category,
        })
        toast.show(ADMIN.giftAdded(gift.name), 'success')
        setName('')
        setDescription('')
        onAdded()
      },
      (err) => toErrorText(err, GIFTS.addError),
    )
  }

  return (
    <AdminForm
      titleId="gift-add-title"
      title={ADMIN.addGiftTitle}
      onSubmit={submit}
      error={error}
      busy={busy}
      submitLabel={ADMIN.addGift}
      busyLabel={ADMIN.addingGift}
      icon={<Plus aria-hidden="true" className="size-4" />}
      grid
    >
      <TextField
        label={ADMIN.giftName}
        value={name}
        maxLength={NAME_MAX}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        label={ADMIN.giftCategory}
        value={category}
        onChange={(e) => setCategory(e.target.value as GiftCategory)}
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
        value={description}
        maxLength={GIFT_DESCRIPTION_MAX}
        onChange={(e) => setDescription(e.target.value)}
      />
    </AdminForm>
  )
}
