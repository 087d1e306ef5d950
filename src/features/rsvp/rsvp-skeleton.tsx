import { PERSONAL_RSVP } from '@/config/copy'

/** Holds the form's place (about its height) while a household's chunk and answers load. */
export function RsvpSkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      className="min-h-[36rem] animate-pulse rounded-2xl border border-sage-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <span className="sr-only">{PERSONAL_RSVP.loading}</span>
    </div>
  )
}
