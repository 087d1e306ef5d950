import { ArrowUp } from 'lucide-react'
import { PrivacyLink } from '@/components/privacy/privacy-link'
import { FOOTER } from '@/config/copy/footer'
import { COUPLE, VENUE_LINE, VERSE, WEDDING_DATE_LABEL } from '@/config/wedding'
import { scrollToSection } from '@/lib/scroll'

export function Footer() {
  return (
    <footer className="relative overflow-hidden bg-sage-800 px-6 pt-16 pb-[max(3rem,env(safe-area-inset-bottom))] text-center text-sage-50">
      <svg
        viewBox="0 0 120 24"
        aria-hidden="true"
        className="mx-auto h-6 w-28"
        fill="none"
        stroke="#C2A878"
        strokeWidth="1.2"
        strokeLinecap="round"
      >
        <path d="M4 12h44M72 12h44" />
        <path d="M60 4c-4 3-4 13 0 16 4-3 4-13 0-16Z" />
        <path d="M52 12c-3-4-9-5-12-3 2 4 8 5 12 3ZM68 12c3-4 9-5 12-3-2 4-8 5-12 3Z" />
      </svg>
      <p className="mt-5 font-script text-[clamp(2.75rem,9vw,4rem)] leading-tight text-white">
        {COUPLE.first} &amp; {COUPLE.second}
      </p>
      <p className="mt-3 font-display text-lg font-semibold tracking-[0.28em] text-white uppercase">
        {WEDDING_DATE_LABEL}
      </p>
      <p className="mt-2 text-sage-100">{VENUE_LINE}</p>
      <p className="mx-auto mt-8 max-w-md font-display text-lg text-sage-100 italic">
        {VERSE.reference}
      </p>
      <a
        href="#home"
        onClick={(event) => {
          if (scrollToSection('home')) event.preventDefault()
        }}
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-full border border-sage-300/60 px-5 text-sm font-medium text-white hover:bg-white/10"
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        {FOOTER.backToTop}
      </a>
      <p className="mt-10 border-t border-white/15 pt-6 text-sm text-sage-100">{FOOTER.madeWith}</p>
      <PrivacyLink className="mt-2 text-sm text-sage-50" />
    </footer>
  )
}
