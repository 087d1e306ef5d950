import { GUEST_GUIDE } from '@/config/copy/guide'
import type { Sponsor } from '@/config/wedding-guide'
import { CARD } from './guide-block'

/** The padrinhos and madrinhas: who they are, the colour they wear (named) and their part. */
export function WeddingParty({ people }: { people: readonly Sponsor[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3">
      {people.map((sponsor) => (
        <li key={sponsor.names} className={`${CARD} flex flex-col`}>
          <p className="text-xs font-semibold tracking-[0.18em] text-sage-700 uppercase">
            {sponsor.side}
          </p>
          <h4 className="mt-2 font-display text-2xl leading-snug font-semibold text-sage-800">
            {sponsor.names}
          </h4>
          <p className="mt-2 text-ink">{sponsor.role}</p>
          <p className="mt-auto flex items-center gap-2 pt-4 text-sm text-ink-muted">
            <span
              aria-hidden="true"
              className="size-5 shrink-0 rounded-full ring-1 ring-ink/10"
              style={{ backgroundColor: sponsor.colour.hex }}
            />
            {GUEST_GUIDE.party.colour(sponsor.colour.name)}
          </p>
        </li>
      ))}
    </ul>
  )
}
