import { PERSONAL_RSVP } from '@/config/copy/rsvp'

/** Holds the form's place (about its height) while a household's chunk and answers load. */
export function RsvpSkeleton() {
  return (
    <div role="status" className="min-h-[36rem] animate-pulse rounded-2xl bg-white">
      <span className="sr-only">{PERSONAL_RSVP.loading}</span>
    </div>
  )
}
