import { useQuery } from '@/data/react/queries'
import type { DataService, GuestPhotosWindow, ReadOptions } from '@/data/types'

const readWindow = (service: DataService, options: ReadOptions) =>
  service.guestPhotosWindow(options)

/**
 * The couple's photo window and reveal as the database says them (null until it answers), read
 * again when the photos change; /fotos and /telao share the one read.
 */
export function usePhotosWindow({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<GuestPhotosWindow | null>('guest-photos-window', readWindow, null, {
    live: 'guest_photo_changes',
    enabled,
  })
}
