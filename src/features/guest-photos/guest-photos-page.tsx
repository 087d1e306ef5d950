import { useEffect, useState } from 'react'
import { House } from 'lucide-react'
import { PHOTOS_PAGE } from '@/config/copy/photos'
import { COUPLE_NAMES } from '@/config/wedding'
import { PHOTOS_OPEN_FROM } from '@/config/guest-photos'
import { LinkButton } from '@/components/ui/button'
import { useDataStatus } from '@/data/react/context'
import { formatLongDate } from '@/lib/dates'
import { photosWindowAt } from '@/lib/photos-window'
import { weddingPhase } from '@/lib/wedding-clock'
import { PhotoAlbum } from './photo-album'
import { SendPhotos } from './send-photos'
import { usePhotosWindow } from './use-photos-window'

/** The page's clock, again every minute (the window opens and closes by it). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000)
    return () => window.clearInterval(timer)
  }, [])
  return now
}

/**
 * /fotos (docs/decisions/0027-guests-photos.md): straight to 'Enviar fotos' within the window, the approved photos under it;
 * outside the window a friendly text. The database decides when the couple set a window; else
 * (and until it answers) the site's (src/config/guest-photos.ts), by the page's clock.
 */
export function GuestPhotosPage() {
  const now = useNow()
  // Within the site's window the form shows at once, on a weak signal too, and the database is
  // asked once its code is there (for the album on screen or a photo sent); outside it, at once
  // (the couple may have opened their own window in /dev).
  const { ready } = useDataStatus()
  const siteOpen = photosWindowAt(now) === 'open'
  const status = usePhotosWindow({ enabled: ready || !siteOpen })
  const window = status.data
  const bySite = photosWindowAt(now, window ?? undefined)
  // The database refused: closed, on whichever side of the window the clock says.
  const side = window && !window.open ? (bySite === 'open' ? 'after' : bySite) : bySite

  return (
    <main className="min-h-dvh bg-ivory">
      <div className="mx-auto max-w-4xl space-y-8 px-4 pt-[max(2rem,env(safe-area-inset-top))] pb-16 sm:px-6">
        <header className="space-y-2 text-center">
          <p className="text-sm tracking-[0.2em] text-sage-700 uppercase">{COUPLE_NAMES}</p>
          <h1 className="font-display text-4xl font-semibold text-sage-900 sm:text-5xl">
            {PHOTOS_PAGE.title}
          </h1>
          {side === 'open' ? (
            <p className="text-ink-muted">
              {PHOTOS_PAGE.intro(weddingPhase(now) === 'wedding-day')}
            </p>
          ) : null}
        </header>
        {side === 'open' ? (
          <>
            <SendPhotos />
            <PhotoAlbum revealed={window?.revealed !== false} />
          </>
        ) : (
          <section className="space-y-5 rounded-3xl bg-white/80 p-6 text-center shadow-sm ring-1 ring-sage-100">
            <h2 className="font-display text-2xl font-semibold text-sage-900">
              {side === 'before' ? PHOTOS_PAGE.closedTitle : PHOTOS_PAGE.title}
            </h2>
            <p className="text-ink-muted">
              {side === 'before'
                ? PHOTOS_PAGE.closedBefore(formatLongDate(window?.openFrom ?? PHOTOS_OPEN_FROM))
                : PHOTOS_PAGE.closedAfter}
            </p>
            <LinkButton href="/" variant="secondary">
              <House aria-hidden="true" className="size-4" />
              {PHOTOS_PAGE.backHome}
            </LinkButton>
          </section>
        )}
      </div>
    </main>
  )
}
