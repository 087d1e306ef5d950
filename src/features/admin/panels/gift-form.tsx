import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { ImagePlus, Plus, Trash2 } from 'lucide-react'
import { Button, buttonClasses } from '@/components/ui/button'
import { SelectField, TextAreaField, TextField } from '@/components/ui/field'
import { FormError } from '@/components/ui/form-error'
import { Spinner } from '@/components/ui/spinner'
import { COMMON } from '@/config/copy/common'
import { GIFTS } from '@/config/copy/gifts'
import { ADMIN } from '@/config/copy/admin'
import { GIFT_CATEGORIES, type GiftCategory } from '@/config/domain'
import { GIFT_LIMITS } from '@/config/limits'
import {
  GIFT_DESCRIPTION_MAX,
  GIFT_PHOTO_MAX_SIDE_PX,
  GIFT_THUMB_MAX_SIDE_PX,
  NAME_MAX,
} from '@/config/ui'
import type { AdminGift, GiftInput } from '@/data/types'
import { giftSchema, type GiftFormValues } from '@/lib/forms/admin-schemas'
import { formatCents, parseAmount, toCents } from '@/lib/money'
import { cn } from '@/lib/cn'
import { compressChosenPhoto, photoFileError } from '../photos/photo-file'
import { usePreviewUrl } from '../photos/use-preview-url'
import { useAdminApi } from '../session/admin-context'
import { useAdminForm } from './admin-form'

/** The photo the form sends: the saved one kept, removed, or a new file. */
type PhotoChoice = { keep: true } | { keep: false; file: File | null }

const BLANK: GiftFormValues = {
  name: '',
  description: '',
  category: GIFT_CATEGORIES[0] as GiftCategory,
  kind: 'reserve',
  price: '',
  quotas: '1',
  storeUrl: '',
  position: '0',
}

/** A price as the couple type it: '1.234,56', without the currency sign. */
const typedPrice = (cents: number | null) =>
  cents === null ? '' : formatCents(cents).replace(/^R\$\s*/, '')

function initialValues(gift: AdminGift | null): GiftFormValues {
  if (!gift) return BLANK
  return {
    name: gift.name,
    description: gift.description,
    category: (GIFT_CATEGORIES as readonly string[]).includes(gift.category)
      ? (gift.category as GiftCategory)
      : BLANK.category,
    kind: gift.kind,
    price: typedPrice(gift.price_cents),
    quotas: String(gift.quotas ?? 1),
    storeUrl: gift.store_url ?? '',
    position: String(gift.position),
  }
}

export interface GiftFormProps {
  /** The gift to edit; null adds one. */
  gift: AdminGift | null
  /** The saved gift's thumbnail (data URL), shown until another photo is chosen. */
  thumbnail?: string | null
  /** After a save that went through; `photoChanged`: its thumbnail is not the one shown. */
  onSaved: (id: string, photoChanged: boolean) => void
  /** Shown beside the submit (the modal's 'Cancelar'). */
  cancel?: ReactNode
  /** The heading that names the form (the inline add form has one; the modal's title names it). */
  title?: ReactNode
  /** The id of that heading. */
  labelledBy?: string
  className?: string
  /** Told whether the form holds changes not saved (the edit modal asks before losing them). */
  onDirtyChange?: (dirty: boolean) => void
}

/**
 * One form to add or edit a gift (docs/decisions/0017-gifts-as-money.md): name, description,
 * category, kind, price in reais, cotas, store link, order, photo. The photo is compressed here like
 * the gallery's (long side 1200 px, thumbnail 480 px); a refused save keeps everything typed.
 */
export function GiftForm({
  gift,
  thumbnail,
  onSaved,
  cancel,
  title,
  labelledBy,
  className,
  onDirtyChange,
}: GiftFormProps) {
  const { service, session, toast } = useAdminApi()
  const [photo, setPhoto] = useState<PhotoChoice>({ keep: true })
  const [fileError, setFileError] = useState<string | null>(null)
  const [compressing, setCompressing] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  const ids = { file: useId(), hint: useId(), error: useId() }

  // The gift as saved: the form starts from it, and a field that differs is a change not saved.
  const [saved] = useState(() => initialValues(gift))
  const form = useAdminForm({
    schema: giftSchema,
    initial: saved,
    fallback: gift ? GIFTS.saveError : GIFTS.addError,
    codes: gift ? { unknown: GIFTS.saveError } : undefined,
    send: async (fields) => {
      const input: GiftInput = { ...fields, ...(gift ? { id: gift.id } : null) }
      if (!photo.keep && photo.file) {
        setCompressing(true)
        try {
          const c = await compressChosenPhoto(photo.file, {
            maxSide: GIFT_PHOTO_MAX_SIDE_PX,
            thumbSide: GIFT_THUMB_MAX_SIDE_PX,
          })
          input.photo = { imageData: c.imageData, thumbnail: c.thumbnail }
        } finally {
          setCompressing(false)
        }
      } else if (!photo.keep) input.photo = null
      const id = await service.admin.saveGift(session.token, input)
      toast.show(gift ? ADMIN.giftSaved(fields.name) : ADMIN.giftAdded(fields.name), 'success')
      if (!gift) {
        form.reset(BLANK)
        setPhoto({ keep: true })
        if (fileInput.current) fileInput.current.value = ''
      }
      onSaved(id, !photo.keep)
    },
  })
  const { values, errors, busy } = form
  const money = values.kind === 'money'

  // Changes not saved: a field differs from the gift as saved, or another photo was chosen.
  const dirty =
    !photo.keep ||
    (Object.keys(saved) as (keyof GiftFormValues)[]).some((key) => values[key] !== saved[key])
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])

  // The price as it will be saved, under the field: '199.90' typed on an English keyboard shows
  // 'R$ 199,90' (src/lib/money.ts parseAmount), so a misread price is seen before saving.
  const typedCents = parseAmount(values.price)
  const priceRead = typedCents === null ? '' : ADMIN.giftPriceRead(formatCents(toCents(typedCents)))

  const chosen = !photo.keep ? photo.file : null
  const preview = usePreviewUrl(chosen)
  const shownPhoto = photo.keep ? (thumbnail ?? null) : preview
  const hasPhoto = photo.keep ? Boolean(gift?.has_photo) : chosen !== null

  function chooseFile(file: File | undefined) {
    if (!file) return
    const problem = photoFileError(file)
    setFileError(problem)
    if (problem) {
      // Cleared, so choosing the same (refused) file again still fires a change.
      if (fileInput.current) fileInput.current.value = ''
      return
    }
    setPhoto({ keep: false, file })
  }

  function removePhoto() {
    setFileError(null)
    setPhoto({ keep: false, file: null })
    if (fileInput.current) fileInput.current.value = ''
  }

  return (
    <form
      noValidate
      onSubmit={form.submit}
      aria-labelledby={labelledBy}
      className={cn('space-y-4', className)}
    >
      {title}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={ADMIN.giftName}
          maxLength={NAME_MAX}
          autoComplete="off"
          error={errors.name}
          {...form.field('name')}
        />
        <SelectField
          label={ADMIN.giftCategory}
          name="category"
          value={values.category}
          disabled={busy}
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
          maxLength={GIFT_DESCRIPTION_MAX}
          error={errors.description}
          {...form.field('description')}
        />
        <SelectField
          label={ADMIN.giftKind}
          name="kind"
          value={values.kind}
          disabled={busy}
          onChange={(e) => form.set('kind', e.target.value === 'money' ? 'money' : 'reserve')}
        >
          <option value="reserve">{ADMIN.kindReserve}</option>
          <option value="money">{ADMIN.kindMoney}</option>
        </SelectField>
        <TextField
          label={ADMIN.giftPrice}
          optional
          inputMode="decimal"
          autoComplete="off"
          placeholder="1.234,56"
          hint={
            <>
              {money ? ADMIN.giftPriceHintMoney : ADMIN.giftPriceHintReserve}
              <span aria-live="polite" className="block font-medium text-sage-800">
                {priceRead}
              </span>
            </>
          }
          error={errors.price}
          {...form.field('price')}
        />
        {money ? (
          <TextField
            label={ADMIN.giftQuotas}
            inputMode="numeric"
            autoComplete="off"
            hint={ADMIN.giftQuotasHint}
            error={errors.quotas}
            {...form.field('quotas')}
          />
        ) : null}
        <TextField
          label={ADMIN.giftPosition}
          inputMode="numeric"
          autoComplete="off"
          hint={ADMIN.giftPositionHint}
          error={errors.position}
          {...form.field('position')}
        />
        <TextField
          className="md:col-span-2"
          label={ADMIN.giftStoreUrl}
          optional
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          maxLength={GIFT_LIMITS.storeUrlMax}
          hint={ADMIN.giftStoreUrlHint}
          error={errors.storeUrl}
          {...form.field('storeUrl')}
        />
      </div>

      <fieldset className="space-y-2" aria-describedby={ids.hint}>
        <legend className="text-sm font-medium text-ink">
          {ADMIN.giftPhoto}
          <span className="ml-1 font-normal text-ink-muted">{COMMON.optional}</span>
        </legend>
        <div className="flex items-center gap-4">
          <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-sage-400 bg-sage-50">
            {shownPhoto ? (
              <img
                src={shownPhoto}
                alt={ADMIN.giftPhotoPreview}
                width={96}
                height={96}
                className="size-full object-cover"
              />
            ) : hasPhoto ? null : (
              <ImagePlus aria-hidden="true" className="size-8 text-sage-500" />
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-2">
            {/* The native input covers the button: the browser's own picker text stays hidden. */}
            <div className="relative rounded-full focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-sage-600">
              <span aria-hidden="true" className={buttonClasses('secondary', 'sm', 'w-full')}>
                {hasPhoto ? ADMIN.changeGiftPhoto : ADMIN.chooseGiftPhoto}
              </span>
              <input
                ref={fileInput}
                id={ids.file}
                type="file"
                accept="image/*"
                disabled={busy}
                aria-label={hasPhoto ? ADMIN.changeGiftPhoto : ADMIN.chooseGiftPhoto}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? ids.error : undefined}
                onChange={(e) => chooseFile(e.target.files?.[0])}
                className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
              />
            </div>
            {hasPhoto ? (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                onClick={removePhoto}
                className="text-error hover:bg-error-soft"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {ADMIN.removeGiftPhoto}
              </Button>
            ) : (
              <span className="text-sm text-ink-muted">{ADMIN.giftNoPhoto}</span>
            )}
          </div>
        </div>
        <p id={ids.hint} className="text-sm text-ink-muted">
          {ADMIN.giftPhotoHint}
        </p>
        {fileError ? (
          <p id={ids.error} role="alert" className="text-sm font-medium text-error">
            {fileError}
          </p>
        ) : null}
      </fieldset>

      <FormError>{form.formError}</FormError>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {compressing ? <Spinner label={ADMIN.compressingGiftPhoto} /> : null}
        {cancel}
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {gift ? null : <Plus aria-hidden="true" className="size-4" />}
          {busy
            ? gift
              ? ADMIN.savingGift
              : ADMIN.addingGift
            : gift
              ? ADMIN.saveGift
              : ADMIN.addGift}
        </Button>
      </div>
    </form>
  )
}
