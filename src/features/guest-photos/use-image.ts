import { useCallback } from 'react'
import { useLoaded } from '@/hooks/use-loaded'
import type { ImageCache } from './image-cache'

/** The bytes of photo `id` (thumbnail, or `full`), once `enabled`; null until they arrive. */
export function useImage(
  cache: ImageCache,
  id: string | undefined,
  full: boolean,
  enabled = true,
): string | null {
  const load = useCallback(() => cache.get(id ?? '', full), [cache, id, full])
  return useLoaded(id && enabled ? `${id}:${full}` : null, load)
}
