import { useMemo, useSyncExternalStore } from 'react'
import {
  parseEntries,
  readRaw,
  subscribePixInProgress,
  type PixInProgress,
} from '@/lib/pix-in-progress'

const none = () => null

/** The PIX started on this device and not informed yet (src/lib/pix-in-progress.ts), by gift. */
export function usePixInProgress(): ReadonlyMap<string, PixInProgress> {
  const raw = useSyncExternalStore(subscribePixInProgress, readRaw, none)
  return useMemo(() => new Map(parseEntries(raw).map((e) => [e.giftId, e])), [raw])
}
