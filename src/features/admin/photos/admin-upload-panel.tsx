import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { ImagePlus } from 'lucide-react'
import { Button, buttonClasses } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { GALLERY } from '@/config/copy'
import { NAME_MAX, MESSAGE_MAX } from '@/config/ui'
import { compressPhoto } from '@/lib/image'
import { cleanText } from '@/lib/text'
import { useAdminApi } from '../session/admin-context'
import { photoFileError } from './photo-file'
import { usePhotoErrorText } from './use-photo-error-text'

// The database allows 80-character titles and 1000-character descriptions (photos checks).
const TITLE_MAX = NAME_MAX
const DESCRIPTION_MAX = MESSAGE_MAX

type Phase = 'idle' | 'compressing' | 'uploading'

/**
 * SPEC §2/§5 'Painel Administrativo': title required, description optional, an image file of at
 * most 5 MB; the button stays disabled until both exist. The photo is compressed here (long side
 * <= 1920 px, WebP/JPEG) with its thumbnail before admin.addPhoto; a failure keeps the form.
 */
export function AdminUploadPanel({ onAdded }: { onAdded: () => void }) {
  const { service, session, toast } = useAdminApi()
  const errorText = usePhotoErrorText()
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const fileInput = useRef<HTMLInputElement>(null)
  const fileId = useId()
  const fileHintId = useId()
  const fileErrorId = useId()

  const preview = usePreviewUrl(file)
  const busy = phase !== 'idle'
  const ready = cleanText(title) !== '' && file !== null

  function chooseFile(chosen: File | undefined) {
    setFormError(null)
    if (!chosen) {
      setFile(null)
      setFileError(null)
      return
    }
    const problem = photoFileError(chosen)
    if (problem) {
      setFile(null)
      setFileError(problem)
      // Clear the input so choosing the same (rejected) file again still fires a change.
      if (fileInput.current) fileInput.current.value = ''
      return
    }
    setFileError(null)
    setFile(chosen)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const cleanTitle = cleanText(title)
    if (!cleanTitle || !file) {
      setFormError(GALLERY.titleAndImageRequired)
      return
    }
    setFormError(null)
    try {
      setPhase('compressing')
      const photo = await compressPhoto(file)
      setPhase('uploading')
      await service.admin.addPhoto(session.token, {
        title: cleanTitle,
        description: cleanText(description) || undefined,
        imageData: photo.imageData,
        imageType: photo.imageType,
        thumbnail: photo.thumbnail,
      })
      setTitle('')
      setDescription('')
      setFile(null)
      if (fileInput.current) fileInput.current.value = ''
      toast.show(GALLERY.added, 'success')
      onAdded()
    } catch (error) {
      // The form keeps what was typed.
      const text = errorText(error, GALLERY.addError)
      setFormError(text)
      toast.show(text, 'error')
    } finally {
      setPhase('idle')
    }
  }

  return (
    <section
      aria-labelledby={`${fileId}-title`}
      className="mx-auto mb-10 max-w-4xl rounded-2xl border border-sage-200 bg-white p-5 shadow-[0_6px_30px_-18px_rgba(46,42,38,0.3)] sm:p-8"
    >
      <h3 id={`${fileId}-title`} className="text-2xl font-semibold text-sage-800">
        {GALLERY.adminPanelTitle}
      </h3>
      <form onSubmit={submit} noValidate className="mt-5 grid gap-5 sm:grid-cols-2">
        <div className="space-y-5">
          <TextField
            label={GALLERY.photoTitle}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={TITLE_MAX}
            required
            aria-required="true"
            disabled={busy}
          />
          <TextAreaField
            label={GALLERY.photoDescription}
            optional
            hint={GALLERY.descriptionHint}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
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
            <p id={fileErrorId} role="alert" className="text-sm font-medium text-[#9B3B2F]">
              {fileError}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-end">
          {formError ? (
            <p role="alert" className="text-sm font-medium text-[#9B3B2F] sm:mr-auto">
              {formError}
            </p>
          ) : null}
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

/** An object URL for the chosen file; the previous one is revoked, and the last on unmount. */
function usePreviewUrl(file: File | null): string | null {
  const [shown, setShown] = useState<{ file: File | null; url: string | null }>({
    file: null,
    url: null,
  })
  const latest = useRef<string | null>(null)
  if (file !== shown.file) {
    // jsdom has no createObjectURL: no preview there, everything else works.
    const url = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null
    setShown({ file, url })
  }
  useEffect(() => {
    const previous = latest.current
    latest.current = shown.url
    if (previous && previous !== latest.current) URL.revokeObjectURL(previous)
  }, [shown])
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current)
    },
    [],
  )
  return shown.url
}
