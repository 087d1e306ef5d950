import { ChevronDown, MapPin } from 'lucide-react'
import { ByPhase } from '@/components/ui/by-phase'
import { HERO } from '@/config/copy'
import { COUPLE, THANK_YOU, VENUE_LINE, VERSE, WEDDING_DATE_LABEL } from '@/config/wedding'
import { scrollToSection } from '@/lib/scroll'
import { EucalyptusSprig, Landscape } from './landscape'

/** Id of the element the hero's scroll hint goes to (the invitation, right under the hero). */
export const HERO_NEXT_ID = 'convite'

/**
 * docs/product.md §2 Hero: the couple's names, the date, the verse (Isaías 41:20) and the venue line over a
 * golden-hour farm landscape. The names are the page's largest paint (LCP), drawn in text.
 */
export function Hero() {
  return (
    <section
      aria-labelledby="hero-names"
      className="relative isolate flex min-h-[calc(100svh-4rem)] flex-col overflow-hidden bg-[linear-gradient(180deg,#FBF8F3_0%,#F8F0E2_48%,#F4E4C8_100%)]"
    >
      <EucalyptusSprig className="pointer-events-none absolute -top-6 -left-8 -z-10 w-28 -rotate-[28deg] opacity-80 sm:-top-10 sm:-left-12 sm:w-32 xl:top-[-1.5rem] xl:left-4 xl:w-48" />
      <EucalyptusSprig className="pointer-events-none absolute -top-6 -right-8 -z-10 w-28 scale-x-[-1] rotate-[28deg] opacity-80 sm:-top-10 sm:-right-12 sm:w-32 xl:top-[-1.5rem] xl:right-4 xl:w-48" />

      <div className="relative z-10 flex flex-col items-center px-6 pt-10 pb-4 text-center sm:pt-8">
        <p className="text-xs font-medium tracking-[0.35em] text-sage-700 uppercase sm:text-sm">
          <ByPhase inline married={HERO.married} before={HERO.eyebrow} />
        </p>
        <h1
          id="hero-names"
          className="mt-4 flex flex-col items-center font-script text-[clamp(3.6rem,13vw,7.5rem)] leading-[0.95] font-normal text-sage-800 sm:block"
        >
          {/* The spaces keep the accessible name 'Marina & Rafael' when the spans sit inline. */}
          <span>{COUPLE.first}</span>{' '}
          <span className="px-1 text-[0.7em] text-sage-600 sm:px-3">&amp;</span>{' '}
          <span>{COUPLE.second}</span>
        </h1>
        <div className="mt-6 flex items-center gap-3 sm:gap-4" aria-hidden="true">
          <span className="h-px w-10 bg-champagne sm:w-16" />
          <span className="size-1.5 rotate-45 bg-champagne" />
          <span className="h-px w-10 bg-champagne sm:w-16" />
        </div>
        <p className="mt-5 font-display text-lg font-semibold tracking-[0.28em] text-sage-800 uppercase sm:text-xl">
          <time dateTime="2025-11-01T16:00-03:00">{WEDDING_DATE_LABEL}</time>
        </p>
        <ByPhase
          married={
            <p className="mt-5 max-w-xl text-base leading-relaxed text-sage-800 sm:text-lg">
              {THANK_YOU}
            </p>
          }
          before={null}
        />
        <figure className="mt-7 max-w-xl">
          <blockquote className="font-display text-[clamp(1.15rem,3.6vw,1.4rem)] leading-snug font-medium text-ink italic">
            <p>“{VERSE.text}”</p>
          </blockquote>
          <figcaption className="mt-3 text-xs font-medium tracking-[0.3em] text-ink-muted uppercase">
            {VERSE.reference}
          </figcaption>
        </figure>
        <p className="mt-7 inline-flex items-center gap-2 rounded-full bg-white/60 px-4 py-2 text-sm font-medium text-sage-800 shadow-sm ring-1 ring-sage-200/70 backdrop-blur-sm sm:text-base">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {VENUE_LINE}
        </p>
        <a
          href={`#${HERO_NEXT_ID}`}
          onClick={(event) => {
            if (scrollToSection(HERO_NEXT_ID)) event.preventDefault()
          }}
          className="group mt-6 inline-flex min-h-11 flex-col items-center justify-center px-4 text-sm font-medium tracking-wide text-sage-700 hover:text-sage-800"
        >
          {HERO.scrollHint}
          <ChevronDown
            aria-hidden="true"
            className="size-5 transition-transform group-hover:translate-y-0.5 motion-safe:animate-bounce-soft"
          />
        </a>
      </div>

      {/* The hills take whatever height the text leaves, so the hero always fills the window. */}
      {/* Drawn below the text and never a tap target: its glow rises over the link above it. */}
      <Landscape className="pointer-events-none -mt-4 block min-h-[clamp(170px,24vh,340px)] w-full flex-1" />
    </section>
  )
}
