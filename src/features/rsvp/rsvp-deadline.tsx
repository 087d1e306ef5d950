import { CalendarDays } from 'lucide-react'
import { RSVP } from '@/config/copy/rsvp'
import { RSVP_DEADLINE_LABEL } from '@/config/wedding'
import { useWeddingPhase } from '@/hooks/use-wedding-phase'

/**
 * The deadline over the RSVP forms: 'Por favor, confirme até …' until it passes; after it the
 * forms show only while the couple still take answers (LateRsvp), and the line says so instead of
 * asking for a date already gone.
 */
export function RsvpDeadline() {
  const late = useWeddingPhase() !== 'rsvp-open'
  return (
    <p className="flex items-center gap-2 rounded-xl bg-sage-50 px-4 py-3 text-sm font-medium text-sage-800">
      <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-sage-600" />
      {late ? RSVP.lateDeadline(RSVP_DEADLINE_LABEL) : RSVP.deadline(RSVP_DEADLINE_LABEL)}
    </p>
  )
}
