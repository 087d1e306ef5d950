import { useId, useRef, useState } from 'react'
import { ImagePlus } from 'lucide-react'
import { Button, buttonClasses } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import { FormError } from '@/components/ui/form-error'
import { Spinner } from '@/components/ui/spinner'
import { GALLERY } from '@/config/copy/gallery'
import { NAME_MAX, MESSAGE_MAX } from '@/config/ui'
import { photoSchema } from '@/lib/forms/admin-schemas'
import { cleanText } from '@/lib/text'
import { useAdminForm } from '../panels/admin-form'
import { useAdminApi } from '../session/admin-context'
import { compressChosenPhoto, photoFileError } from './photo-file'
import { usePreviewUrl } from './use-preview-url'

// The database allows 80-character titles and 1000-character descriptions (photos checks).
const TITLE_MAX = NAME_MAX
const DESCRIPTION_MAX = MESSAGE_MAX

type Phase = 'compressing' | 'uploading'

/**
 * docs/product.md §2/§5 'Painel Administrativo': title required, description optional, an image file of at
 * most 5 MB; the button stays disabled until both exist. The photo is compressed here (long side
 * <= 1920 px, WebP/JPEG) with its thumbnail before admin.addPhoto; a failure keeps the form.
 */
export function AdminUploadPanel({ onAdded }: { onAdded: () => void }) {
  const { service, session, toast } = useAdminApi()
  const [fileError, setFileError] = useState<string | null>(null)
  const [phase, setPhase] = useState<Phase>('compressing')
  const fileInput = useRef<HTMLInputElement>(null)
  const fileId = useId()
  const fileHintId = useId()
  const fileErrorId = useId()
  const form = useAdminForm({
    schema: photoSchema,
    initial: { title: '', description: '', file: null as File | null },
    // A specific pt-BR text from the database (expired session, too long…) says more than the
    // generic one; everything else gets docs/product.md §8's text. The form keeps what was typed.
    fallback: GALLERY.addError,
    codes: { unknown: GALLERY.addError },
    send: async ({ title, description, file }) => {
      setPhase('compressing')
      const photo = await compressChosenPhoto(file)
      setPhase('uploading')
      await service.admin.addPhoto(session.token, {
        title,
        description,
        imageData: photo.imageData,
        imageType: photo.imageType,
        thumbnail: photo.thumbnail,
      })
      form.reset()
      if (fileInput.current) fileInput.current.value = ''
      toast.show(GALLERY.added, 'success')
      onAdded()
    },
    onError: (error, text) => {
      console.error(error)
      toast.show(text, 'error')
    },
  })
  const { values, busy } = form
  const file = values.file

  const preview = usePreviewUrl(file)
  const ready = cleanText(values.title) !== '' && file !== null

  function chooseFile(chosen: File | undefined) {
    form.clearErrors()
    if (!chosen) {
      form.set('file', null)
      setFileError(null)
      return
    }
    const problem = photoFileError(chosen)
    if (problem) {
      form.set('file', null)
      setFileError(problem)
      // Clear the input so choosing the same (rejected) file again still fires a change.
      if (fileInput.current) fileInput.current.value = ''
      return
    }
    setFileError(null)
    form.set('file', chosen)
  }

  return (
    <section
      aria-labelledby={`${fileId}-title`}
      className="mx-auto mb-10 max-w-4xl rounded-2xl border border-sage-200 bg-white p-5 shadow-[0_6px_30px_-18px_rgba(46,42,38,0.3)] sm:p-8"
    >
      <h3 id={`${fileId}-title`} className="text-2xl font-semibold text-sage-800">
        {GALLERY.adminPanelTitle}
      </h3>
      <form
        onSubmit={form.submit}
        noValidate
        className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2"
      >
        <div className="space-y-5">
          <TextField
            label={GALLERY.photoTitle}
            {...form.field('title')}
            maxLength={TITLE_MAX}
            required
            aria-required="true"
            disabled={busy}
          />
          <TextAreaField
            label={GALLERY.photoDescription}
            optional
            hint={GALLERY.descriptionHint}
            {...form.field('description')}
            maxLength={DESCRIPTION_MAX}
            rows={3}
            disabled={busy}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={fileId} className="block text-sm font-medium text-ink">
            {GALLERY.photoFile}
          </label>
          {/* The native input covers the preview and the button: one click target, one label
              ('Imagem'), and the browser's own file-picker text (English on some systems) hidden. */}
          <div className="relative rounded-xl focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-sage-600">
            <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden rounded-xl border border-dashed border-sage-400 bg-sage-50">
              {preview ? (
                <img
                  src={preview}
                  alt={GALLERY.preview}
                  className="absolute inset-0 size-full object-contain"
                />
              ) : (
                <ImagePlus aria-hidden="true" className="size-10 text-sage-500" />
              )}
            </div>
            <div aria-hidden="true" className="mt-3 flex items-center gap-3">
              <span className={buttonClasses('secondary', 'sm', 'shrink-0')}>
                {GALLERY.chooseFile}
              </span>
              <span className="min-w-0 truncate text-sm text-ink-muted">
                {file ? file.name : GALLERY.noFile}
              </span>
            </div>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept="image/*"
              required
              disabled={busy}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={[fileHintId, fileError ? fileErrorId : ''].join(' ').trim()}
              onChange={(e) => chooseFile(e.target.files?.[0])}
              className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
          </div>
          <p id={fileHintId} className="text-sm text-ink-muted">
            {GALLERY.fileHint}
          </p>
          {fileError ? (
            <p id={fileErrorId} role="alert" className="text-sm font-medium text-error">
              {fileError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-end">
          <FormError className="sm:mr-auto">{form.error}</FormError>
          {busy ? (
            <Spinner label={phase === 'compressing' ? GALLERY.compressing : GALLERY.uploading} />
          ) : null}
          <Button type="submit" disabled={!ready || busy}>
            <ImagePlus aria-hidden="true" className="size-5" />
            {GALLERY.upload}
          </Button>
        </div>
      </form>
    </section>
  )
}
