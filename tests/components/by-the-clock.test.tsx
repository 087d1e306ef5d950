import { act, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ByPhase } from '@/components/ui/by-phase'
import { BBQ_KIT } from '@/config/copy/bbq-kit'
import { HERO } from '@/config/copy/hero'
import { NAV } from '@/config/copy/navigation'
import { RSVP } from '@/config/copy/rsvp'
import { GUIDE_NAV_ITEM, NAV_ITEMS } from '@/config/nav-items'
import { KEPT_RSVP } from '@/config/copy/rsvp'
import { AFTER_WEDDING } from '@/config/copy/by-the-clock'
import { RSVP_DEADLINE } from '@/config/copy/by-the-clock'
import { PHOTOS_OPEN_FROM, PHOTOS_OPEN_UNTIL } from '@/config/guest-photos'
import { STORAGE_KEYS } from '@/config/ui'
import {
  BBQ,
  RSVP_DEADLINE_LABEL,
  THANK_YOU,
  WEDDING_DAY_ENDS_AT,
  WHATSAPP_NUMBER,
} from '@/config/wedding'
import { createNotConfiguredService } from '@/data/service'
import type { DataService } from '@/data/types'
import { BbqKit } from '@/features/bbq-kit/bbq-kit'
import { TimeMarried } from '@/features/countdown/time-married'
import { Navigation } from '@/features/navigation/navigation'
import { Hero } from '@/features/hero/hero'
import { RsvpSection } from '@/features/rsvp/rsvp-section'
import { MOMENTS } from '../harness/moments'
import { renderWithService } from './harness'

// The site by the clock (docs/decisions/0018-the-site-by-the-clock.md) at the four moments.

function at(moment: Date) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(moment)
}
afterEach(() => {
  vi.useRealTimers()
  window.history.replaceState(null, '', '/')
  window.localStorage.clear()
})

/** The guest answered the open form on this device before (src/features/rsvp/kept-answer.ts). */
function answeredBefore() {
  const answer = {
    nomeCompleto: 'Ana Souza',
    vaiAoEvento: 'sim',
    email: 'ana@exemplo.com',
    telefone: '(34) 99999-0000',
  }
  const sentAt = new Date('2025-09-20T10:00:00-03:00').getTime()
  window.localStorage.setItem(STORAGE_KEYS.rsvpAnswer, JSON.stringify({ answer, sentAt }))
}

let rsvpOpen: ReturnType<typeof vi.fn<DataService['rsvpOpen']>>
let getInvitation: ReturnType<typeof vi.fn<DataService['getInvitation']>>
beforeEach(() => {
  rsvpOpen = vi.fn<DataService['rsvpOpen']>().mockResolvedValue(false)
  getInvitation = vi.fn<DataService['getInvitation']>()
})
const service = (): DataService => ({ ...createNotConfiguredService(), rsvpOpen, getInvitation })
const renderRsvp = () => renderWithService(<RsvpSection />, service())

describe('the hero', () => {
  it('says they are getting married before the wedding, and nothing of a thank-you', () => {
    at(MOMENTS.weddingDay)
    render(<Hero />)
    expect(screen.getByText(HERO.eyebrow)).toBeInTheDocument()
    expect(screen.queryByText(HERO.married)).toBeNull()
    expect(screen.queryByText(THANK_YOU)).toBeNull()
  })

  it("says 'Casamos!' with the couple's thank-you from the end of the wedding day", () => {
    at(MOMENTS.weekAfter)
    render(<Hero />)
    expect(screen.getByText(HERO.married)).toBeInTheDocument()
    expect(screen.getByText(THANK_YOU)).toBeInTheDocument()
    expect(screen.queryByText(HERO.eyebrow)).toBeNull()
  })
})

describe('the time married', () => {
  it('counts whole days at the venue, one day in the singular', () => {
    at(MOMENTS.weekAfter)
    const { unmount } = render(<TimeMarried />)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Casados há 7 dias')
    // The long date, with the month in lower case as pt-BR writes it.
    expect(screen.getByText('Desde 01 de novembro de 2025.')).toBeInTheDocument()
    unmount()
    at(new Date('2025-11-02T09:00:00-03:00'))
    render(<TimeMarried />)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Casados há 1 dia')
  })
})

describe('the prerendered first screen', () => {
  it('holds both forms, for the <html> phase attribute to pick one before the first paint', () => {
    at(MOMENTS.weekAfter)
    const html = renderToString(<ByPhase married="depois" before="antes" />)
    expect(html).toContain('class="phase-married">depois<')
    expect(html).toContain('class="phase-before">antes<')
  })
})

describe('the RSVP section', () => {
  it('a month before: the form, without asking the database', async () => {
    at(MOMENTS.monthBefore)
    renderRsvp()
    expect(await screen.findByRole('button', { name: RSVP.submit })).toBeInTheDocument()
    expect(rsvpOpen).not.toHaveBeenCalled()
    expect(screen.getByText(RSVP.deadline(RSVP_DEADLINE_LABEL))).toBeInTheDocument()
  })

  it('after the deadline: says so and offers the couple’s WhatsApp, with no form', async () => {
    at(MOMENTS.afterDeadline)
    renderRsvp()
    expect(
      await screen.findByRole('heading', { name: RSVP_DEADLINE.closedTitle }),
    ).toBeInTheDocument()
    expect(screen.getByText(RSVP_DEADLINE.closedText(RSVP_DEADLINE_LABEL))).toBeInTheDocument()
    const link = screen.getByRole('link', { name: new RegExp(RSVP_DEADLINE.whatsApp) })
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(RSVP_DEADLINE.whatsAppMessage)}`,
    )
    expect(link).toHaveAttribute('target', '_blank')
    expect(screen.queryByRole('button', { name: RSVP.submit })).toBeNull()
  })

  it('after the deadline, a personal link: the same notice, and the code is not looked up', async () => {
    at(MOMENTS.weddingDay)
    window.history.replaceState(null, '', '/?convite=K7M2QX9WPA#rsvp')
    renderRsvp()
    expect(
      await screen.findByRole('heading', { name: RSVP_DEADLINE.closedTitle }),
    ).toBeInTheDocument()
    expect(getInvitation).not.toHaveBeenCalled()
  })

  it('after the deadline, while the couple keep accepting answers: the form stays', async () => {
    at(MOMENTS.afterDeadline)
    rsvpOpen.mockResolvedValue(true)
    renderRsvp()
    expect(await screen.findByRole('button', { name: RSVP.submit })).toBeInTheDocument()
    expect(screen.queryByText(RSVP_DEADLINE.closedTitle)).toBeNull()
    // Not asked to answer by a date already gone.
    expect(screen.getByText(RSVP.lateDeadline(RSVP_DEADLINE_LABEL))).toBeInTheDocument()
    expect(screen.queryByText(RSVP.deadline(RSVP_DEADLINE_LABEL))).toBeNull()
  })

  it('after the deadline, when the database cannot be asked (no signal): the form, not a closed deadline', async () => {
    at(MOMENTS.weddingDay)
    rsvpOpen.mockImplementation(async (options) => {
      options?.onError?.(new TypeError('Failed to fetch'))
      return false
    })
    renderRsvp()
    expect(await screen.findByRole('button', { name: RSVP.submit })).toBeInTheDocument()
    expect(screen.queryByText(RSVP_DEADLINE.closedTitle)).toBeNull()
  })

  it('after the deadline, closed: the guest’s kept answer to read, then the notice', async () => {
    at(MOMENTS.afterDeadline)
    answeredBefore()
    renderRsvp()
    expect(
      await screen.findByRole('heading', { name: RSVP_DEADLINE.closedTitle }),
    ).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: RSVP.thanksTitle('Ana') })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: RSVP.yourAnswer })).toHaveTextContent(
      KEPT_RSVP.note('20/09/2025 às 10:00'),
    )
    // Answers are no longer taken: nothing to change, but it can be forgotten here.
    expect(screen.queryByRole('button', { name: RSVP.changeAnswer })).toBeNull()
    expect(screen.getByRole('button', { name: KEPT_RSVP.forget })).toBeInTheDocument()
  })

  it('after the wedding: the kept answer has done its job and leaves the device', () => {
    at(MOMENTS.weekAfter)
    answeredBefore()
    renderRsvp()
    expect(screen.getByRole('heading', { name: AFTER_WEDDING.rsvpTitle })).toBeInTheDocument()
    expect(screen.queryByText('Ana Souza')).toBeNull()
    expect(window.localStorage.getItem(STORAGE_KEYS.rsvpAnswer)).toBeNull()
  })

  it("after the wedding: the couple's thank-you, whatever the setting", async () => {
    at(MOMENTS.weekAfter)
    rsvpOpen.mockResolvedValue(true)
    renderRsvp()
    expect(screen.getByRole('heading', { name: AFTER_WEDDING.rsvpTitle })).toBeInTheDocument()
    expect(screen.getByText(THANK_YOU)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: RSVP.submit })).toBeNull()
    expect(rsvpOpen).not.toHaveBeenCalled()
  })
})

describe('the menu and the BBQ kit after the wedding', () => {
  const bar = () => screen.getByRole('navigation', { name: NAV.label })
  const labels = () =>
    within(bar())
      .getAllByRole('link')
      .map((a) => a.textContent)
      .slice(1)

  it('a month before: the kit, and ‘Confirmar’', () => {
    at(MOMENTS.monthBefore)
    render(<Navigation />)
    expect(labels()).toEqual([...NAV_ITEMS.map((item) => item.label), GUIDE_NAV_ITEM.label])
    const { container } = render(<BbqKit />)
    expect(container).toHaveTextContent(BBQ_KIT.deliver(BBQ.deliveryDeadlineLabel))
  })

  it('a week after: no kit (nor its item), and the RSVP item leads to the thank-you', () => {
    at(MOMENTS.weekAfter)
    const { container } = render(<BbqKit />)
    expect(container).toBeEmptyDOMElement()
    render(<Navigation />)
    expect(labels()).toEqual([
      'Início',
      'Galeria',
      'Obrigado',
      'Presentes',
      'Mensagens',
      GUIDE_NAV_ITEM.label,
      NAV.photos,
    ])
    expect(within(bar()).getByRole('link', { name: 'Obrigado' })).toHaveAttribute('href', '#rsvp')
  })

  it('the prerendered bar holds both readings, each hidden by the <html> phase in the other', () => {
    at(MOMENTS.weekAfter)
    const html = renderToString(<Navigation />)
    expect(html).toContain('class="phase-before">Confirmar<')
    expect(html).toContain('class="phase-married">Obrigado<')
    const kit = /<li class="([^"]*)"><a href="#bbq"/.exec(html)?.[1]
    expect(kit).toBe('[html[data-wedding-phase=married]_&amp;]:hidden')
  })

  it('the guests’ photos are in the menu from the morning of the wedding day to 30 days after', () => {
    const photosLink = () => within(bar()).queryByRole('link', { name: NAV.photos })
    at(MOMENTS.afterDeadline)
    const { unmount } = render(<Navigation />)
    expect(photosLink()).toBeNull()
    unmount()
    at(new Date('2025-11-01T05:59:00-03:00'))
    const early = render(<Navigation />)
    expect(photosLink()).toBeNull()
    early.unmount()
    at(MOMENTS.weddingDay)
    const day = render(<Navigation />)
    expect(photosLink()).toHaveAttribute('href', '/fotos')
    day.unmount()
    at(new Date(PHOTOS_OPEN_UNTIL.getTime() + 60_000))
    render(<Navigation />)
    expect(photosLink()).toBeNull()
    expect(labels()).not.toContain(NAV.photos)
  })

  it('a page left open overnight shows the photos link when the window opens', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.setSystemTime(new Date('2025-10-31T23:00:00-03:00'))
    render(<Navigation />)
    expect(within(bar()).queryByRole('link', { name: NAV.photos })).toBeNull()
    act(() => vi.advanceTimersByTime(PHOTOS_OPEN_FROM.getTime() - Date.now() + 1_000))
    expect(within(bar()).getByRole('link', { name: NAV.photos })).toHaveAttribute('href', '/fotos')
  })

  it('a page left open from four months before: the kit goes at the end of the wedding day', () => {
    // The first change (the RSVP deadline) is over three months away, past setTimeout's
    // longest delay, which the fake timers, as browsers, run at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.setSystemTime(new Date('2025-07-01T12:00:00-03:00'))
    const { container } = render(<BbqKit />)
    const untilEnd = WEDDING_DAY_ENDS_AT.getTime() - Date.now()
    act(() => vi.advanceTimersByTime(untilEnd - 60_000))
    expect(container).toHaveTextContent(BBQ_KIT.deliver(BBQ.deliveryDeadlineLabel))
    act(() => vi.advanceTimersByTime(2 * 60_000))
    expect(container).toBeEmptyDOMElement()
  })
})
