import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { Camera, ChevronRight, Menu, X } from 'lucide-react'
import { NAV } from '@/config/copy/navigation'
import { GUIDE_IN, HAS_GUIDE } from '@/config/guide-flag'
import { navItems, navTextAt } from '@/config/nav-items'
import { MOBILE_BREAKPOINT_PX } from '@/config/ui'
import { COUPLE_NAMES, WEDDING_DATE_LABEL } from '@/config/wedding'
import { ByPhase } from '@/components/ui/by-phase'
import { Ornament } from '@/components/ui/section'
import { useFocusTrap } from '@/hooks/use-focus-trap'
import { usePhotosOpen } from '@/hooks/use-photos-open'
import { useScrollLock } from '@/hooks/use-scroll-lock'
import { useWeddingPhase } from '@/hooks/use-wedding-phase'
import { cn } from '@/lib/cn'
import { focusSection, scrollToSection } from '@/lib/scroll'
import type { WeddingPhase } from '@/lib/wedding-clock'
import { useActiveSection } from './use-active-section'
import { followSection, landOnSection, useHashLanding } from './use-hash-landing'
import { forgetEarlyTaps, takeEarlyTaps } from '@/boot/early-taps'

const ITEMS = navItems(HAS_GUIDE)
const IDS: readonly string[] = ITEMS.map((item) => item.id)
const MENU_ID = 'menu-principal'
// Each item as it reads before the wedding and after it: facts of the build, read once.
const READINGS = new Map(
  ITEMS.map((item) => [
    item.id,
    { before: navTextAt(item, false, GUIDE_IN), married: navTextAt(item, true, GUIDE_IN) },
  ]),
)

// Before hydration the wedding's phase is the <html data-wedding-phase> the inline script set
// (src/components/ui/by-phase.tsx): an item of one phase only is hidden in the other by CSS.
const ONLY_BEFORE = '[html[data-wedding-phase=married]_&]:hidden'
const ONLY_MARRIED = '[html:not([data-wedding-phase=married])_&]:hidden'

/**
 * An item as it reads in the visitor's phase (docs/decisions/0018-the-site-by-the-clock.md: after
 * the wedding the BBQ kit is gone and 'Confirmar' leads to the thank-you), both readings while
 * the phase is not known yet (the prerendered bar); null when it is not in the menu.
 */
function itemNow(item: (typeof ITEMS)[number], phase: WeddingPhase | null) {
  const { before = null, married = null } = READINGS.get(item.id) ?? {}
  const shown = phase === null ? null : phase === 'married' ? married : before
  if (phase !== null)
    return shown && { className: undefined, label: shown.label, subtitle: shown.subtitle }
  if (!before || !married) {
    const only = before ?? married
    return only && { className: before ? ONLY_BEFORE : ONLY_MARRIED, ...only }
  }
  const text = (key: 'label' | 'subtitle') =>
    before[key] === married[key] ? (
      before[key]
    ) : (
      <ByPhase inline before={before[key]} married={married[key]} />
    )
  return { className: undefined, label: text('label'), subtitle: text('subtitle') }
}

const BAR_LINK =
  'inline-flex min-h-11 items-center rounded-full px-3 text-[0.95rem] font-medium tracking-wide whitespace-nowrap transition-colors duration-300 lg:px-4'
const BAR_IDLE = 'text-ink hover:bg-sage-100 hover:text-sage-800'
const MENU_LINK =
  'flex min-h-14 w-full items-center gap-4 rounded-2xl px-4 py-2.5 text-left transition-colors'

/** A line of the phone menu: a dot (filled for the current section), the label and its subtitle. */
function MenuRow({
  label,
  subtitle,
  current,
}: {
  label: ReactNode
  subtitle: ReactNode
  current: boolean
}) {
  return (
    <>
      <span
        aria-hidden="true"
        className={cn('size-2 shrink-0 rounded-full', current ? 'bg-sage-600' : 'bg-sage-200')}
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-display text-2xl leading-tight font-semibold text-sage-800">
          {label}
        </span>
        <span className="text-sm text-ink-muted">{subtitle}</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-sage-500" />
    </>
  )
}

/** A section of the page, in the bar or the menu: `go` scrolls there (and closes the menu). */
function SectionLink({
  id,
  current,
  go,
  className,
  children,
}: {
  id: string
  current: boolean
  go: (id: string) => void
  className: string
  children: ReactNode
}) {
  return (
    <a
      href={`#${id}`}
      data-nav-section={id}
      onClick={(event) => {
        event.preventDefault()
        go(id)
      }}
      aria-current={current ? 'location' : undefined}
      className={className}
    >
      {children}
    </a>
  )
}

/**
 * docs/product.md §2 Navigation: a fixed bar with the six sections (the active one in sage), and the
 * guests' guide when there is one, as they read in the wedding's phase, from 768 px;
 * below that, the couple's names and a menu button opening a full-screen overlay.
 */
export function Navigation() {
  const phase = useWeddingPhase(null)
  // /fotos is a page of its own, not a section: a plain link, while the photo window is open.
  const photosOpen = usePhotosOpen()
  const active = useActiveSection(IDS)
  useHashLanding(IDS)
  const [open, setOpen] = useState(false)
  const menu = useRef<HTMLDivElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useFocusTrap(menu, open, close)
  useScrollLock(open)

  // docs/product.md §2: the overlay closes when the window reaches the desktop width.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`)
    const onChange = () => {
      if (query.matches) setOpen(false)
    }
    onChange()
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [open])

  // A tap made before the script ran is answered now: the menu opens, or the chosen section takes
  // the focus as it does when chosen later (its #link already set the hash the page lands on).
  useEffect(() => {
    const taps = takeEarlyTaps()
    const section = taps.section && IDS.includes(taps.section) ? taps.section : null
    if (!taps.menu && !section) return
    const frame = requestAnimationFrame(() => {
      forgetEarlyTaps()
      if (taps.menu) setOpen(true)
      if (section) landOnSection(section, { focus: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [])

  const go = useCallback((id: string) => {
    setOpen(false)
    // Scroll after the overlay has gone and the page is unlocked.
    requestAnimationFrame(() => {
      // Like a link: a history entry per section, so Back returns to the previous one.
      if (window.location.hash !== `#${id}`) window.history.pushState(null, '', `#${id}`)
      if (scrollToSection(id)) {
        // The sections it scrolls past start loading (docs/decisions/0008) and may grow.
        followSection(id)
        focusSection(id)
      } else {
        // Not on the page yet (its chunk is still on the way): land on it once it is.
        landOnSection(id, { focus: true })
      }
    })
  }, [])

  // The sections in the menu now, as the bar and the phone's menu both list them.
  const links = ITEMS.flatMap((item) => {
    const text = itemNow(item, phase)
    return text ? [{ item, text, current: active === item.id }] : []
  })

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 border-b border-sage-200/70 bg-ivory/90 shadow-[0_1px_12px_rgb(46_42_38/0.04)] backdrop-blur-md">
        <a
          href="#conteudo"
          className="sr-only rounded-full bg-sage-800 px-5 py-3 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-3 focus:z-50 focus:inline-flex focus:min-h-11 focus:items-center"
        >
          {NAV.skipToContent}
        </a>
        <nav
          aria-label={NAV.label}
          className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6"
        >
          <a
            href="#home"
            onClick={(event) => {
              event.preventDefault()
              go('home')
            }}
            className="inline-flex min-h-11 items-center font-script text-[1.9rem] leading-none whitespace-nowrap text-sage-800 md:hidden xl:inline-flex"
          >
            {COUPLE_NAMES}
          </a>
          <ul className="hidden items-center gap-1 md:mx-auto md:flex xl:mx-0">
            {links.map(({ item, text, current }) => (
              <li key={item.id} className={text.className}>
                {/* A real link: tapped before the script runs, it sets the #hash the page
                    then lands on (use-hash-landing.ts). */}
                <SectionLink
                  id={item.id}
                  current={current}
                  go={go}
                  className={cn(BAR_LINK, current ? 'bg-sage-700 text-white shadow-sm' : BAR_IDLE)}
                >
                  {text.label}
                </SectionLink>
              </li>
            ))}
            {photosOpen ? (
              <li>
                <a href="/fotos" className={cn(BAR_LINK, 'gap-1.5', BAR_IDLE)}>
                  <Camera aria-hidden="true" className="hidden size-4 text-sage-600 lg:block" />
                  {NAV.photos}
                </a>
              </li>
            ) : null}
          </ul>
          <button
            type="button"
            onClick={() => setOpen(true)}
            data-nav-menu-button=""
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={NAV.openMenu}
            className="-mr-1 inline-flex size-11 items-center justify-center rounded-full text-sage-800 hover:bg-sage-100 md:hidden"
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
        </nav>
      </header>
      {/* Keeps whatever follows the fixed bar (the payment banner, the hero) out from under it. */}
      <div aria-hidden="true" className="h-16" />

      {open ? (
        <div className="fixed inset-0 z-50 md:hidden">
          <div
            aria-hidden="true"
            data-testid="menu-backdrop"
            className="animate-fade-in absolute inset-0 bg-ink/45 backdrop-blur-[3px]"
            onClick={close}
          />
          <div
            ref={menu}
            id={MENU_ID}
            role="dialog"
            aria-modal="true"
            aria-label={NAV.menuTitle}
            className="animate-sheet-down relative mx-3 mt-3 flex max-h-[calc(100dvh-1.5rem)] flex-col overflow-y-auto overscroll-contain rounded-3xl bg-ivory shadow-2xl"
          >
            <div className="flex items-center justify-between border-b border-sage-100 py-2 pr-2 pl-5">
              <p className="font-script text-[1.9rem] leading-tight text-sage-800">
                {COUPLE_NAMES}
              </p>
              <button
                type="button"
                onClick={close}
                aria-label={NAV.closeMenu}
                className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-sage-100 hover:text-ink"
              >
                <X aria-hidden="true" className="size-6" />
              </button>
            </div>
            <ul className="px-3 py-3">
              {links.map(({ item, text, current }) => (
                <li key={item.id} className={text.className}>
                  <SectionLink
                    id={item.id}
                    current={current}
                    go={go}
                    className={cn(MENU_LINK, current ? 'bg-sage-100' : 'hover:bg-sage-50')}
                  >
                    <MenuRow label={text.label} subtitle={text.subtitle} current={current} />
                  </SectionLink>
                </li>
              ))}
              {photosOpen ? (
                <li>
                  <a href="/fotos" className={cn(MENU_LINK, 'hover:bg-sage-50')}>
                    <MenuRow label={NAV.photos} subtitle={NAV.photosSubtitle} current={false} />
                  </a>
                </li>
              ) : null}
            </ul>
            <div className="flex flex-col items-center gap-1 border-t border-sage-100 px-5 pt-4 pb-5 text-center">
              <Ornament className="h-5 w-24" />
              <p className="font-display text-lg font-semibold tracking-[0.18em] text-sage-800 uppercase">
                {WEDDING_DATE_LABEL}
              </p>
              <p className="text-sm text-ink-muted">{NAV.hint}</p>
            </div>
          </div>
        </div>
      ) : null}
    </>
  )
}
