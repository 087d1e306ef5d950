import { useId, useRef, useState, type ChangeEvent } from 'react'
import { Camera, ImagePlus, WifiOff } from 'lucide-react'
import { PHOTOS_PAGE } from '@/config/copy/photos'
import { GUEST_PHOTO_LIMITS } from '@/config/limits'
import { NAME_MAX } from '@/config/ui'
import { Button, buttonClasses } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { useDataService } from '@/data/react/context'
import { keepGuestName, keepMine, ownerSecret, readGuestName } from './device'
import { preparePhoto } from './prepare-photo'
import { useUploadQueue } from './use-upload-queue'
import type { QueuedPhoto } from './upload-queue'

/**
 * 'Enviar fotos': the name asked once and kept on the phone, an optional caption, several photos
 * from the gallery or one from the camera; each prepared on the phone, then queued and sent.
 */
export function SendPhotos() {
  const service = useDataService()
  const { queue, state } = useUploadQueue(service)
  const [name, setName] = useState(readGuestName)
  const [editingName, setEditingName] = useState(() => readGuestName() === '')
  const [caption, setCaption] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const [preparing, setPreparing] = useState<{ done: number; total: number } | null>(null)
  const [failures, setFailures] = useState<string[]>([])
  // Photos picked before the name was given: kept until it is, never picked twice.
  const [held, setHeld] = useState<File[]>([])
  const nameField = useRef<HTMLInputElement>(null)
  const pickId = useId()
  const cameraId = useId()

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? [])
    event.target.value = ''
    // Photos picked earlier, still waiting for the name, go with these.
    if (files.length > 0) void send([...held, ...files])
  }

  async function send(files: File[]) {
    const trimmed = name.trim()
    if (!trimmed) {
      setHeld(files)
      setNameError(PHOTOS_PAGE.nameRequired)
      setEditingName(true)
      // The field may only now be on screen (after 'Trocar nome').
      window.requestAnimationFrame(() => nameField.current?.focus())
      return
    }
    setHeld([])
    keepGuestName(trimmed)
    setEditingName(false)
    setFailures([])
    const secret = ownerSecret()
    const failed: string[] = []
    setPreparing({ done: 0, total: files.length })
    // One at a time: a phone holds one decoded 12 MP photo in memory, not twelve.
    for (const [index, file] of files.entries()) {
      try {
        const prepared = await preparePhoto(file)
        const item: QueuedPhoto = {
          photo: {
            id: crypto.randomUUID(),
            name: trimmed,
            caption: caption.trim() || null,
            ownerSecret: secret,
            ...prepared,
          },
          fileName: file.name,
          addedAt: Date.now(),
        }
        // Marked as this phone's before it leaves: the service worker may be the one to send it.
        keepMine(item.photo.id, true)
        void queue.add([item])
      } catch (error) {
        console.error('Erro ao preparar a foto', error)
        failed.push(PHOTOS_PAGE.notImage(file.name))
      }
      setPreparing({ done: index + 1, total: files.length })
    }
    setPreparing(null)
    setFailures(failed)
    setCaption('')
  }

  const inputs = (
    <div className="flex flex-col gap-3 sm:flex-row">
      <label htmlFor={pickId} className={buttonClasses('primary', 'md', 'cursor-pointer')}>
        <ImagePlus aria-hidden="true" className="size-5" />
        {PHOTOS_PAGE.send}
      </label>
      <input
        id={pickId}
        type="file"
        accept="image/*,.heic,.heif"
        multiple
        className="sr-only"
        onChange={onFiles}
      />
      <label htmlFor={cameraId} className={buttonClasses('secondary', 'md', 'cursor-pointer')}>
        <Camera aria-hidden="true" className="size-5" />
        {PHOTOS_PAGE.camera}
      </label>
      <input
        id={cameraId}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        onChange={onFiles}
      />
    </div>
  )

  const busy = state.phase !== 'idle'
  return (
    <section
      aria-labelledby="send-photos"
      className="rounded-3xl bg-white/80 p-5 shadow-sm ring-1 ring-sage-100 sm:p-8"
    >
      <h2 id="send-photos" className="sr-only">
        {PHOTOS_PAGE.send}
      </h2>
      <div className="space-y-4">
        {editingName ? (
          <TextField
            ref={nameField}
            label={PHOTOS_PAGE.nameLabel}
            placeholder={PHOTOS_PAGE.namePlaceholder}
            value={name}
            maxLength={NAME_MAX}
            autoComplete="name"
            error={nameError}
            onChange={(e) => {
              setName(e.target.value)
              setNameError(null)
            }}
          />
        ) : (
          <p className="flex flex-wrap items-center gap-x-3 wrap-anywhere text-ink-muted">
            <span className="min-w-0">{PHOTOS_PAGE.sendingAs(name)}</span>
            <Button variant="ghost" size="sm" onClick={() => setEditingName(true)}>
              {PHOTOS_PAGE.changeName}
            </Button>
          </p>
        )}
        <TextField
          label={PHOTOS_PAGE.captionLabel}
          placeholder={PHOTOS_PAGE.captionPlaceholder}
          value={caption}
          maxLength={GUEST_PHOTO_LIMITS.captionMax}
          onChange={(e) => setCaption(e.target.value)}
        />
        <p className="text-sm text-ink-muted">{PHOTOS_PAGE.pickHint}</p>
        {held.length > 0 ? (
          <Button className="w-full sm:w-auto" onClick={() => void send(held)}>
            <ImagePlus aria-hidden="true" className="size-5" />
            {PHOTOS_PAGE.sendHeld(held.length)}
          </Button>
        ) : null}
        {inputs}
        <div aria-live="polite" className="space-y-1 text-sm">
          {preparing ? (
            <p className="font-medium text-sage-800">
              {PHOTOS_PAGE.preparing(preparing.done, preparing.total)}
            </p>
          ) : null}
          {busy && state.phase === 'offline' ? (
            <p className="flex items-center gap-2 font-medium text-ink">
              <WifiOff aria-hidden="true" className="size-4" />
              {PHOTOS_PAGE.waitingSignal(state.waiting)}
            </p>
          ) : busy ? (
            <div>
              <p className="font-medium text-sage-800">
                {PHOTOS_PAGE.sending(Math.min(state.sent + 1, state.total), state.total)}
              </p>
              {state.phase === 'retrying' ? (
                <p className="text-ink-muted">{PHOTOS_PAGE.retrying}</p>
              ) : null}
              <progress
                className="mt-2 h-2 w-full accent-sage-600"
                max={state.total}
                value={state.sent}
              />
            </div>
          ) : state.sent > 0 ? (
            <p className="font-medium text-sage-800">
              {PHOTOS_PAGE.allSent(state.sent, state.pending)}
            </p>
          ) : null}
          {[...failures, ...state.refused.map((r) => `${r.fileName}: ${r.message}`)].map((text) => (
            <p key={text} className="text-error">
              {text}
            </p>
          ))}
        </div>
      </div>
    </section>
  )
}
