import { useState, type FormEvent } from 'react'
import { Plus } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FormError } from '@/components/ui/form-error'
import { SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { useToast } from '@/components/ui/toast'
import { ADMIN, GIFTS } from '@/config/copy'
import { GIFT_CATEGORIES, type GiftCategory } from '@/config/domain'
import { GIFT_DESCRIPTION_MAX, NAME_MAX } from '@/config/ui'
import { useDataService } from '@/data/context'
import { useAdmin, useAdminErrors } from './admin-context'
import { useFormAction } from './use-form-action'

/** SPEC §5: name and description required; the category from SPEC §3's list. */
export function GiftAddForm({ onAdded }: { onAdded: () => void }) {
  const service = useDataService()
  const { session } = useAdmin()
  const toErrorText = useAdminErrors()
  const toast = useToast()
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [category, setCategory] = useState<GiftCategory>(GIFT_CATEGORIES[0])
  const { error, setError, busy, run } = useFormAction()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const cleanName = name.trim()
    const cleanDescription = description.trim()
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
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="gift-add-title"
      className="rounded-2xl bg-sage-50 p-4 sm:p-5"
    >
      <h3 id="gift-add-title" className="mb-3 font-display text-2xl font-semibold text-sage-800">
        {ADMIN.addGiftTitle}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
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
      </div>
      <FormError className="mt-3">{error}</FormError>
      <Button type="submit" className="mt-4 w-full sm:w-auto" disabled={busy}>
        <Plus aria-hidden="true" className="size-4" />
        {busy ? ADMIN.addingGift : ADMIN.addGift}
      </Button>
    </form>
  )
}
