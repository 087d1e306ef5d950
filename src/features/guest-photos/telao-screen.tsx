import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { PHOTOS_PAGE, TELAO } from '@/config/copy/photos'
import { PHOTOS_SHORT_ADDRESS, TELAO_SECONDS } from '@/config/guest-photos'
import { SITE_URL } from '@/config/wedding'
import { useDataService } from '@/data/react/context'
import { useQuery } from '@/data/react/queries'
import type { DataService, GuestPhoto, ReadOptions } from '@/data/types'
import { useQrSvg } from '@/hooks/use-qr-svg'
import { telaoKeyOf } from '@/lib/telao-link'
import { ImageCache } from './image-cache'
import { Playlist } from './slideshow-state'
import { useImage } from './use-image'
import { usePhotosWindow } from './use-photos-window'

/** The newest approved photos the telão loops over (its whole memory of the list). */
const PLAYLIST_MAX = 200
/** Full images kept decoded: the one shown, the next, and a few to step back to. */
const IMAGES_KEPT = 6
/** One empty list while the first read is on its way: a new [] each render would rerun the
 * playlist's effect, which renders again, for as long as the read takes. */
const NO_PHOTOS: GuestPhoto[] = []

// The key in the link from /dev ('#chave=…'): approved photos before the couple's reveal too.
const screenKey = () => telaoKeyOf(window.location.hash)
const readNewest = (service: DataService, options: ReadOptions) =>
  service
    .listGuestPhotos({ limit: 100, screenKey: screenKey() }, options)
    .then((page) => page.items)

/**
 * /telao (docs/decisions/0027-guests-photos.md): the approved photos full screen, each TELAO_SECONDS, new ones next as the
 * couple approve them (live), the QR code to /fotos in a corner; arrows step, space pauses.
 */
export function TelaoScreen() {
  const service = useDataService()
  const newest = useQuery<GuestPhoto[]>('telao', readNewest, NO_PHOTOS, {
    live: 'guest_photo_changes',
  })
  const photosWindow = usePhotosWindow()
  // Before the reveal, a screen opened without the couple's link shows nothing: it says how.
  const locked = photosWindow.data?.revealed === false && screenKey() === null
  const playlist = useMemo(() => new Playlist(PLAYLIST_MAX), [])
  const cache = useMemo(
    () =>
      new ImageCache((id, full) => service.getGuestPhotoImage(id, full, screenKey()), IMAGES_KEPT),
    [service],
  )
  const [, render] = useReducer((n: number) => n + 1, 0)
  const [paused, setPaused] = useState(false)
  const qr = useQrSvg(`${SITE_URL}/fotos`)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    playlist.update(newest.data)
    render()
  }, [playlist, newest.data])

  const step = useCallback(
    (forward: boolean) => {
      if (forward) playlist.next()
      else playlist.previous()
      render()
    },
    [playlist],
  )

  const current = playlist.current
  useEffect(() => {
    if (paused || !current) return
    const timer = window.setTimeout(() => step(true), TELAO_SECONDS * 1000)
    return () => window.clearTimeout(timer)
  }, [paused, current, step])

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'ArrowRight') step(true)
      else if (event.key === 'ArrowLeft') step(false)
      else if (event.key === ' ') setPaused((p) => !p)
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [step])

  const src = useImage(cache, current?.id, true, current !== undefined)
  // The next photo is fetched while this one shows, so the change is instant.
  const upcoming = playlist.upcoming
  useEffect(() => {
    if (upcoming) void cache.get(upcoming.id, true)
  }, [cache, upcoming])

  return (
    <div
      ref={root}
      className="relative flex h-dvh w-full items-center justify-center overflow-hidden bg-[#141311] text-white"
      onDoubleClick={() => void root.current?.requestFullscreen?.().catch(() => undefined)}
    >
      <h1 className="sr-only">{TELAO.title}</h1>
      {current && src ? (
        <img
          key={current.id}
          src={src}
          alt={current.caption ?? PHOTOS_PAGE.album}
          width={current.width}
          height={current.height}
          className="animate-fade-in size-full object-contain"
        />
      ) : !current && !newest.loading ? (
        <p className="max-w-xl px-8 text-center font-display text-3xl text-white/80">
          {locked ? TELAO.locked : TELAO.empty}
        </p>
      ) : null}

      {current ? (
        <div className="absolute bottom-36 left-4 max-w-[calc(100%-2rem)] rounded-2xl sm:max-w-[55%] bg-black/65 px-5 py-3 backdrop-blur-sm sm:bottom-10 sm:left-10">
          {current.caption ? (
            <p className="font-display text-2xl leading-tight sm:text-4xl">{current.caption}</p>
          ) : null}
          <p className="text-base text-white/90 sm:text-xl">{TELAO.byName(current.uploaderName)}</p>
        </div>
      ) : null}

      <aside className="absolute right-6 bottom-6 flex items-center gap-4 rounded-2xl bg-white px-4 py-3 text-ink shadow-2xl sm:right-10 sm:bottom-10">
        <div className="text-right">
          <p className="font-display text-xl font-semibold text-sage-900 sm:text-2xl">
            {TELAO.sendYours}
          </p>
          <p className="text-sm text-ink-muted sm:text-base">{PHOTOS_SHORT_ADDRESS}</p>
        </div>
        {qr.status === 'ready' ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`}
            alt=""
            width={112}
            height={112}
            className="size-20 sm:size-28"
          />
        ) : (
          <div className="size-20 sm:size-28" />
        )}
      </aside>

      {paused ? (
        <p className="absolute top-6 left-6 rounded-full bg-black/50 px-4 py-1 text-sm">
          {TELAO.paused}
        </p>
      ) : null}
    </div>
  )
}
