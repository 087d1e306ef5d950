import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PHONE_LINKS } from '@/config/copy/common'
import { NAV } from '@/config/copy/navigation'
import { GUEST_GUIDE } from '@/config/copy/guide'
import { HAS_GUIDE } from '@/config/guide-flag'
import { GUIDE_NAV_ITEM, NAV_ITEMS, navItems, navTextAt } from '@/config/nav-items'
import { WEDDING_GUIDE, type WeddingGuide } from '@/config/wedding-guide'
import { GuestGuide } from '@/features/guide/guest-guide'
import { Navigation } from '@/features/navigation/navigation'
import { MOMENTS } from '../harness/moments'
import { pinDate } from './harness'

// The guests' guide (docs/decisions/0020-guests-guide.md): every block from the couple's config,
// an empty one gone with its link, the questions as an accordion a keyboard and a screen reader
// can use, and colours that have names.

const BLOCK_TITLES = [
  GUEST_GUIDE.schedule.title,
  GUEST_GUIDE.dress.title,
  GUEST_GUIDE.faq.title,
  GUEST_GUIDE.stays.title,
  GUEST_GUIDE.party.title,
]

function blockTitles() {
  return screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent)
}

function blockLinks() {
  const nav = screen.queryByRole('navigation', { name: GUEST_GUIDE.blocks })
  return nav
    ? within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent)
    : []
}

describe('the guests’ guide', () => {
  // Before the wedding, when a guest needs it (after it: the last describe).
  pinDate()

  it('shows every block of the config, each with its link', () => {
    render(<GuestGuide />)
    expect(screen.getByRole('heading', { level: 2, name: GUEST_GUIDE.title })).toBeVisible()
    expect(blockTitles()).toEqual(BLOCK_TITLES)
    expect(blockLinks()).toEqual(BLOCK_TITLES)
    for (const link of within(
      screen.getByRole('navigation', { name: GUEST_GUIDE.blocks }),
    ).getAllByRole('link')) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '')
      expect(target).toContainElement(
        screen.getByRole('heading', { level: 3, name: link.textContent ?? '' }),
      )
    }

    // The day's timeline: an ordered list, each step with a machine-readable time.
    const schedule = document.getElementById(`${GUIDE_NAV_ITEM.id}-programacao`)
    const items = within(schedule as HTMLElement).getAllByRole('listitem')
    expect(items).toHaveLength(WEDDING_GUIDE.schedule.length)
    for (const [index, step] of WEDDING_GUIDE.schedule.entries()) {
      const time = items[index]?.querySelector('time')
      expect(time).toHaveAttribute('dateTime', step.time)
      expect(time).toHaveTextContent(step.time.replace(':', 'h'))
      expect(items[index]).toHaveTextContent(step.title)
      expect(items[index]).toHaveTextContent(step.text)
    }
    expect(screen.getByText('Cerimônia').closest('li')?.querySelector('time')).toHaveTextContent(
      '16h00',
    )
  })

  it('names every colour in words, for a screen reader and for anyone who cannot tell them apart', () => {
    render(<GuestGuide />)
    const palette = screen.getByRole('list', { name: GUEST_GUIDE.dress.palette })
    expect(
      within(palette)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(WEDDING_GUIDE.dressCode?.palette.map((swatch) => swatch.name))
    const avoid = screen.getByRole('list', { name: GUEST_GUIDE.dress.avoid })
    expect(within(avoid).getAllByRole('listitem')).toHaveLength(
      WEDDING_GUIDE.dressCode?.avoid.length ?? 0,
    )
    for (const sponsor of WEDDING_GUIDE.weddingParty) {
      const card = screen.getByRole('heading', { level: 4, name: sponsor.names }).closest('li')
      expect(card).toHaveTextContent(GUEST_GUIDE.party.colour(sponsor.colour.name))
      expect(card).toHaveTextContent(sponsor.role)
    }
  })

  it('leaves out an empty block and its link; with no block there is no guide', () => {
    const withoutFaq: WeddingGuide = { ...WEDDING_GUIDE, faq: [], dressCode: null }
    const { unmount } = render(<GuestGuide guide={withoutFaq} />)
    const left = [GUEST_GUIDE.schedule.title, GUEST_GUIDE.stays.title, GUEST_GUIDE.party.title]
    expect(blockTitles()).toEqual(left)
    expect(blockLinks()).toEqual(left)
    expect(screen.queryByRole('button', { expanded: false })).toBeNull()
    unmount()

    const empty: WeddingGuide = {
      schedule: [],
      dressCode: null,
      faq: [],
      stays: [],
      weddingParty: [],
    }
    const { container } = render(<GuestGuide guide={empty} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('opens and closes a question by keyboard and says whether it is open', async () => {
    const user = userEvent.setup({ delay: null })
    render(<GuestGuide />)
    const [first, second] = WEDDING_GUIDE.faq
    if (!first || !second) throw new Error('the demo guide has questions')
    const button = screen.getByRole('button', { name: first.question })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    const answer = document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(answer).not.toBeVisible()
    expect(answer).toHaveTextContent(first.answer)

    button.focus()
    await user.keyboard('{Enter}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: first.question })).toBeVisible()
    // Tab goes on to the next question, which opens with Space; the first stays open.
    await user.tab()
    const next = screen.getByRole('button', { name: second.question })
    expect(next).toHaveFocus()
    await user.keyboard(' ')
    expect(next).toHaveAttribute('aria-expanded', 'true')
    expect(button).toHaveAttribute('aria-expanded', 'true')

    button.focus()
    await user.keyboard(' ')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(answer).not.toBeVisible()
  })

  it('offers each place to stay by phone, WhatsApp and map, in a new tab that cannot reach back', () => {
    render(<GuestGuide />)
    for (const stay of WEDDING_GUIDE.stays) {
      const card = screen
        .getByRole('heading', { level: 4, name: stay.name })
        .closest('li') as HTMLElement
      expect(within(card).getByRole('link', { name: PHONE_LINKS.call(stay.name) })).toHaveAttribute(
        'href',
        `tel:+${stay.phone}`,
      )
      const map = within(card).getByRole('link', {
        name: new RegExp(GUEST_GUIDE.stays.map(stay.name)),
      })
      expect(map.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\//)
      const whatsapp = within(card).queryByRole('link', {
        name: new RegExp(PHONE_LINKS.whatsapp(stay.name)),
      })
      // WhatsApp only for the places that answer there.
      expect(whatsapp?.getAttribute('href') ?? null).toBe(
        stay.whatsapp ? `https://wa.me/${stay.phone}` : null,
      )
      for (const link of [map, ...(whatsapp ? [whatsapp] : [])]) {
        expect(link).toHaveAttribute('target', '_blank')
        expect(link.getAttribute('rel')).toContain('noopener')
      }
    }
  })
})

describe('the guide in the navigation', () => {
  pinDate()

  it('is one item after the six, only when the guide has a block', () => {
    expect(navItems(false)).toEqual(NAV_ITEMS)
    expect(navItems(true)).toEqual([...NAV_ITEMS, GUIDE_NAV_ITEM])
    // The demo couple's guide has blocks: the bar shows the six, then 'Guia'.
    expect(HAS_GUIDE).toBe(true)
    render(<Navigation />)
    const bar = screen.getByRole('navigation', { name: NAV.label })
    const labels = within(bar)
      .getAllByRole('link')
      .map((a) => a.textContent)
    expect(labels.slice(-7)).toEqual([...NAV_ITEMS.map((item) => item.label), GUIDE_NAV_ITEM.label])
  })
})

// docs/decisions/0018-the-site-by-the-clock.md: from the end of the wedding day the guide keeps
// what remembers the day, and drops what was for getting there.
describe('the guide after the wedding', () => {
  pinDate(MOMENTS.weekAfter)

  it('keeps the programme, the questions still asked and the padrinhos; no dress code nor places to stay', () => {
    render(<GuestGuide />)
    expect(screen.getByText(GUEST_GUIDE.subtitleAfter)).toBeInTheDocument()
    const kept = [GUEST_GUIDE.schedule.title, GUEST_GUIDE.faq.title, GUEST_GUIDE.party.title]
    expect(blockTitles()).toEqual(kept)
    expect(blockLinks()).toEqual(kept)
    const asked = screen.getAllByRole('button', { expanded: false }).map((b) => b.textContent)
    expect(asked).toEqual(
      WEDDING_GUIDE.faq.filter((q) => q.when !== 'before').map((q) => q.question),
    )
    expect(asked).toContain('Onde vejo as fotos do casamento?')
    expect(screen.queryByRole('button', { name: 'Até quando confirmo presença?' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Onde entrego o kit do churrasco?' })).toBeNull()
  })

  it('before it, the questions only asked after are not there', () => {
    vi.setSystemTime(MOMENTS.monthBefore)
    render(<GuestGuide />)
    expect(screen.getByRole('button', { name: 'Até quando confirmo presença?' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Onde vejo as fotos do casamento?' })).toBeNull()
  })

  it('a guide with only what is for getting there has no place, nor menu item, after it', () => {
    const gettingThere: WeddingGuide = {
      schedule: [],
      dressCode: WEDDING_GUIDE.dressCode,
      faq: WEDDING_GUIDE.faq.filter((q) => q.when === 'before'),
      stays: WEDDING_GUIDE.stays,
      weddingParty: [],
    }
    const { container } = render(<GuestGuide guide={gettingThere} />)
    expect(container).toBeEmptyDOMElement()
    const guide = { ...GUIDE_NAV_ITEM }
    expect(navTextAt(guide, true, { before: true, after: false })).toBeNull()
    expect(navTextAt(guide, false, { before: true, after: false })).toEqual({
      label: GUIDE_NAV_ITEM.label,
      subtitle: GUIDE_NAV_ITEM.subtitle,
    })
  })
})
