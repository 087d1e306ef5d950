import { ChevronDown, MapPin } from 'lucide-react'
import { ByPhase } from '@/components/ui/by-phase'
import { HERO } from '@/config/copy/hero'
import {
  COUPLE,
  THANK_YOU,
  VENUE_LINE,
  VERSE,
  WEDDING_DATE_ISO,
  WEDDING_DATE_LABEL,
} from '@/config/wedding'
import { cn } from '@/lib/cn'
import { scrollToSection } from '@/lib/scroll'
import { HeroPhoto } from './hero-photo'
import { EucalyptusSprig, Landscape } from './landscape'
import { useHeroPicture } from './use-hero-picture'

/** Id of the element the hero's scroll hint goes to (the invitation, right under the hero). */
export const HERO_NEXT_ID = 'convite'

/**
 * The text's colours over the drawn landscape and over a photo. Over a photo every text is ivory:
 * the photo's dark gradient (hero-photo.tsx) keeps it at 4.5:1 or more whatever the photo is.
 */
const TONES = {
  landscape: {
    section: 'bg-[linear-gradient(180deg,#FBF8F3_0%,#F8F0E2_48%,#F4E4C8_100%)]',
    eyebrow: 'text-sage-700',
    names: 'text-sage-800',
    ampersand: 'text-sage-600',
    date: 'text-sage-800',
    verse: 'text-ink',
    reference: 'text-ink-muted',
    venue: 'bg-white/60 text-sage-800 ring-sage-200/70',
    hint: 'text-sage-700 hover:text-sage-800',
  },
  photo: {
    // Behind the text until the photo has come.
    section: 'bg-sage-800',
    eyebrow: 'text-ivory',
    names: 'text-ivory',
    ampersand: 'text-ivory',
    date: 'text-ivory',
    verse: 'text-ivory',
    reference: 'text-ivory',
    venue: 'bg-black/25 text-ivory ring-ivory/40',
    hint: 'text-ivory hover:text-white',
  },
} as const

/**
 * docs/product.md §2 Hero: the couple's names, the date, the verse (Isaías 41:20) and the venue
 * line over the couple's photo (src/config/wedding.ts HERO_PHOTO) or, without one, a golden-hour
 * farm landscape. The photo, when there is one, is the page's largest paint (LCP); otherwise the
 * names are, drawn in text.
 */
export function Hero() {
  const picture = useHeroPicture()
  const tone = picture ? TONES.photo : TONES.landscape
  return (
    <section
      aria-labelledby="hero-names"
      className={cn(
        'relative isolate flex min-h-[calc(100svh-4rem)] flex-col overflow-hidden',
        tone.section,
      )}
    >
      {picture ? (
        <HeroPhoto picture={picture} />
      ) : (
        <>
          <EucalyptusSprig className="pointer-events-none absolute -top-6 -left-8 -z-10 w-28 -rotate-[28deg] opacity-80 sm:-top-10 sm:-left-12 sm:w-32 xl:top-[-1.5rem] xl:left-4 xl:w-48" />
          <EucalyptusSprig className="pointer-events-none absolute -top-6 -right-8 -z-10 w-28 scale-x-[-1] rotate-[28deg] opacity-80 sm:-top-10 sm:-right-12 sm:w-32 xl:top-[-1.5rem] xl:right-4 xl:w-48" />
        </>
      )}

      <div
        className={cn(
          'relative z-10 flex flex-col items-center px-6 text-center',
          // Top-aligned either way: centred, the whole text moved when the web fonts swapped in.
          picture ? 'pt-14 pb-10 sm:pt-16' : 'pt-10 pb-4 sm:pt-8',
        )}
      >
        <p
          className={cn('text-xs font-medium tracking-[0.35em] uppercase sm:text-sm', tone.eyebrow)}
        >
          <ByPhase inline married={HERO.married} before={HERO.eyebrow} />
        </p>
        <h1
          id="hero-names"
          className={cn(
            'mt-4 flex flex-col items-center font-script text-[clamp(3.6rem,13vw,7.5rem)] leading-[0.95] font-normal sm:block',
            tone.names,
          )}
        >
          {/* The spaces keep the accessible name 'Marina & Rafael' when the spans sit inline. */}
          <span>{COUPLE.first}</span>{' '}
          <span className={cn('px-1 text-[0.7em] sm:px-3', tone.ampersand)}>&amp;</span>{' '}
          <span>{COUPLE.second}</span>
        </h1>
        <div className="mt-6 flex items-center gap-3 sm:gap-4" aria-hidden="true">
          <span className="h-px w-10 bg-champagne sm:w-16" />
          <span className="size-1.5 rotate-45 bg-champagne" />
          <span className="h-px w-10 bg-champagne sm:w-16" />
        </div>
        <p
          className={cn(
            'mt-5 font-display text-lg font-semibold tracking-[0.28em] uppercase sm:text-xl',
            tone.date,
          )}
        >
          <time dateTime={WEDDING_DATE_ISO}>{WEDDING_DATE_LABEL}</time>
        </p>
        <ByPhase
          married={
            <p className={cn('mt-5 max-w-xl text-base leading-relaxed sm:text-lg', tone.date)}>
              {THANK_YOU}
            </p>
          }
          before={null}
        />
        <figure className="mt-7 max-w-xl">
          <blockquote
            className={cn(
              'font-display text-[clamp(1.15rem,3.6vw,1.4rem)] leading-snug font-medium italic',
              tone.verse,
            )}
          >
            <p>“{VERSE.text}”</p>
          </blockquote>
          <figcaption
            className={cn('mt-3 text-xs font-medium tracking-[0.3em] uppercase', tone.reference)}
          >
            {VERSE.reference}
          </figcaption>
        </figure>
        <p
          className={cn(
            'mt-7 inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium shadow-sm ring-1 backdrop-blur-sm sm:text-base',
            tone.venue,
          )}
        >
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {VENUE_LINE}
        </p>
        <a
          href={`#${HERO_NEXT_ID}`}
          onClick={(event) => {
            if (scrollToSection(HERO_NEXT_ID)) event.preventDefault()
          }}
          className={cn(
            'group mt-6 inline-flex min-h-11 flex-col items-center justify-center px-4 text-sm font-medium tracking-wide',
            tone.hint,
          )}
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
      {!picture && (
        <Landscape className="pointer-events-none -mt-4 block min-h-[clamp(170px,24vh,340px)] w-full flex-1" />
      )}
    </section>
  )
}
