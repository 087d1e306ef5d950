/**
 * The site's clock: the real time, or in a preview tab ('Ver o site como em…', from /dev or the
 * demo badge) the moment the couple chose, running on from there. The preview lives in this tab's
 * sessionStorage only, so a guest's site (another browser, another tab) is never affected; the
 * database keeps its own now(), so a write in a preview meets the same rules as any other.
 *
 * A preview starts with `?previa=<day or day and time>` in the address (the venue's time):
 * capturePreview keeps it for the tab and takes it out of the address. The <head> inline script
 * runs it before the first paint (src/boot/wedding-phase-mark.ts), so the first screen already
 * shows the chosen moment's phase.
 */
export const PREVIEW_PARAM = 'previa'
// Its own key and its own reads of sessionStorage: this module runs on every first visit (the
// clock of the first screen), which src/config/ui.ts and device-storage.ts do not.
const STORAGE_KEY = 'wedding.sitePreview'

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    // No window (Node), or a browser that refuses storage: the real clock.
    return null
  }
}

function readText(): string | null {
  try {
    return session()?.getItem(STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

function writeText(value: string): void {
  try {
    session()?.setItem(STORAGE_KEY, value)
  } catch {
    // Storage full or refused: no preview, the real clock.
  }
}

function removeStored(): void {
  try {
    session()?.removeItem(STORAGE_KEY)
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** The venue's UTC offset, as src/config/wedding.ts writes its instants ('-03:00'). */
export const VENUE_OFFSET = '-03:00'

interface StoredPreview {
  /** The chosen moment (ms). */
  at: number
  /** The real time (ms) when the preview started: the site's clock runs on from `at`. */
  since: number
}

/**
 * The instant of a `previa` value: 'yyyy-mm-dd' (noon at the venue) or 'yyyy-mm-ddThh:mm' (at the
 * venue); null for anything else.
 */
export function parsePreviewValue(value: string | null): Date | null {
  if (!value) return null
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? `${value}T12:00:00${VENUE_OFFSET}`
    : /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)
      ? `${value}:00${VENUE_OFFSET}`
      : null
  const date = iso ? new Date(iso) : null
  return date && !Number.isNaN(date.getTime()) ? date : null
}

/** This tab's preview, or null (a stored value that is not one is dropped). */
function readPreview(): StoredPreview | null {
  const raw = readText()
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<StoredPreview>
    if (typeof value.at === 'number' && typeof value.since === 'number') {
      return { at: value.at, since: value.since }
    }
  } catch {
    // Not ours: dropped below.
  }
  removeStored()
  return null
}

/**
 * Starts this tab's preview when the address asks for one, and takes `previa` out of the address
 * (a reload keeps the preview; a copied address is the plain site). Safe to run twice.
 */
export function capturePreview(): void {
  try {
    const url = new URL(window.location.href)
    const value = url.searchParams.get(PREVIEW_PARAM)
    if (value === null) return
    const at = parsePreviewValue(value)
    if (at) {
      writeText(JSON.stringify({ at: at.getTime(), since: Date.now() }))
    }
    url.searchParams.delete(PREVIEW_PARAM)
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
  } catch {
    // No window (Node) or no history: the real clock.
  }
}

/** The moment this tab's preview shows (as chosen), or null when it shows the real time. */
export function previewMoment(): Date | null {
  const preview = readPreview()
  return preview ? new Date(preview.at) : null
}

/** Ends this tab's preview: the site goes back to the real time on the next load. */
export function endPreview(): void {
  removeStored()
}

/** The site's now: the real time, or this tab's preview running on from its moment. */
export function siteNow(): Date {
  const preview = readPreview()
  return new Date(preview ? preview.at + (Date.now() - preview.since) : Date.now())
}
