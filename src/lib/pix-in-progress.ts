import { GIFT_LIMITS } from '@/config/limits'
import { STORAGE_KEYS } from '@/config/ui'
import type { GiftPix } from '@/data/types'
import { parseJson, readText, removeStored, writeJson } from '@/lib/device-storage'

/**
 * The PIX a guest started on this device and has not yet informed ('Já fiz o PIX'), one per gift,
 * kept in localStorage (docs/decisions/0017-gifts-as-money.md). The BR Code and its txid exist
 * nowhere else the guest can reach: on a phone the guest leaves for the bank app (the browser may
 * discard the tab) or taps outside the sheet, and without this the way to say 'Já fiz o PIX' would
 * be gone while the PIX still holds its cotas. Reopening the gift resumes it instead.
 *
 * An entry is removed once informed, replaced by a new PIX for the same gift, and forgotten
 * KEEP_MS after it was started: long after its 30-minute hold, because a guest may pay later and
 * an informed PIX is recorded however late (money that may have been sent is never dropped).
 */
export interface PixInProgress extends GiftPix {
  giftId: string
  /** Who gives it, as typed: the WhatsApp receipt names the guest. */
  guest: string
  /** The BR Code shown (null: it could not be built, the step says so). */
  code: string | null
  /** When it was started (ISO): it is forgotten KEEP_MS later. */
  savedAt: string
}

/** How long a started PIX stays on the device: the couple's default hold of an informed PIX. */
const KEEP_MS = GIFT_LIMITS.informedHoldHoursDefault * 60 * 60 * 1000

const listeners = new Set<() => void>()

function isEntry(value: unknown): value is PixInProgress {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.giftId === 'string' &&
    typeof v.txid === 'string' &&
    /^[A-Za-z0-9]{1,25}$/.test(v.txid) &&
    typeof v.amountCents === 'number' &&
    Number.isInteger(v.amountCents) &&
    typeof v.giftName === 'string' &&
    typeof v.holdUntil === 'string' &&
    typeof v.guest === 'string' &&
    (typeof v.code === 'string' || v.code === null) &&
    typeof v.savedAt === 'string' &&
    !Number.isNaN(Date.parse(v.savedAt))
  )
}

/** The stored text as it is (the snapshot React compares), or null without storage. */
export function readRaw(): string | null {
  return readText(STORAGE_KEYS.giftPixInProgress)
}

/** The entries of `raw` still within KEEP_MS of `now`; anything malformed is left out. */
export function parseEntries(raw: string | null, now = Date.now()): PixInProgress[] {
  const parsed = parseJson(raw)
  if (!Array.isArray(parsed)) return []
  return parsed.filter(isEntry).filter((e) => now - Date.parse(e.savedAt) < KEEP_MS)
}

/** Without storage (a private window), the PIX then lasts as long as the page. */
function write(entries: PixInProgress[]) {
  if (entries.length === 0) removeStored(STORAGE_KEYS.giftPixInProgress)
  else writeJson(STORAGE_KEYS.giftPixInProgress, entries)
  for (const listener of [...listeners]) listener()
}

/** Keeps a PIX just shown; it replaces an earlier one of the same gift (and drops expired ones). */
export function savePixInProgress(entry: Omit<PixInProgress, 'savedAt'>, now = Date.now()) {
  const others = parseEntries(readRaw(), now).filter((e) => e.giftId !== entry.giftId)
  write([...others, { ...entry, savedAt: new Date(now).toISOString() }])
}

/** The guest said 'Já fiz o PIX': nothing is left to resume. */
export function forgetPixInProgress(txid: string, now = Date.now()) {
  const raw = readRaw()
  if (raw === null) return
  write(parseEntries(raw, now).filter((e) => e.txid !== txid))
}

/**
 * Removes from the device what KEEP_MS has expired (reads already leave it out): the privacy
 * notice says a PIX stays at most that long, and nothing else rewrites the key until the guest
 * starts or informs another PIX.
 */
function removeExpired(now = Date.now()) {
  const raw = readRaw()
  const stored = parseJson(raw)
  const live = parseEntries(raw, now)
  if (Array.isArray(stored) && stored.length !== live.length) write(live)
}

/** Calls `listener` when the entries change, in this tab or another. */
export function subscribePixInProgress(listener: () => void): () => void {
  // The first listener is the gift list opening: the moment to tidy the device once.
  if (listeners.size === 0) removeExpired()
  listeners.add(listener)
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.giftPixInProgress) listener()
  }
  window.addEventListener('storage', fromOtherTab)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', fromOtherTab)
  }
}
