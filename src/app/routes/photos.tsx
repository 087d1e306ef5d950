import { GuestPhotosPage } from '@/features/guest-photos/guest-photos-page'

/** /fotos: the guests' photos of the day (a chunk of its own: '/' never downloads it). */
export function PhotosRoute() {
  return <GuestPhotosPage />
}
