import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Navigation } from '@/features/navigation/navigation'
import { NAV } from '@/config/copy/navigation'
import { NAV_ITEMS } from '@/config/nav-items'
import { WEDDING_DATE_LABEL } from '@/config/wedding'
import { pinDate } from './harness'

// Before the wedding, the menu of docs/product.md §2 (after it: tests/components/by-the-clock.test.tsx).
pinDate()

// jsdom has neither matchMedia nor IntersectionObserver: these fakes let the tests drive them.
let wide = false
let reducedMotion = false
const mediaListeners = new Set<() => void>()
let intersect: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {}

function setWide(value: boolean) {
  wide = value
  act(() => mediaListeners.forEach((fn) => fn()))
}

beforeEach(() => {
  wide = false
  reducedMotion = false
  mediaListeners.clear()
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      if (query.includes('prefers-reduced-motion')) return reducedMotion
      return wide
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => mediaListeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => mediaListeners.delete(fn),
  }))
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: typeof intersect) {
        intersect = cb
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => {
    fn(0)
    return 0
  })
  window.scrollTo = vi.fn<(options?: ScrollToOptions) => void>() as typeof window.scrollTo
  for (const item of NAV_ITEMS) {
    const section = document.createElement('section')
    section.id = item.id
    section.getBoundingClientRect = () => ({ top: 1000 }) as DOMRect
    document.body.append(section)
  }
})

afterEach(() => {
  vi.unstubAllGlobals()
  for (const item of NAV_ITEMS) document.getElementById(item.id)?.remove()
  document.body.style.overflow = ''
})

function menuButton() {
  return screen.getByRole('button', { name: NAV.openMenu })
}

describe('Navigation (mobile menu)', () => {
  it('opens a full-screen menu with labels, subtitles, the date and the hint', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Navigation />)
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    await user.click(menuButton())
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('dialog', { name: NAV.menuTitle })
    for (const item of NAV_ITEMS) {
      expect(within(menu).getByRole('link', { name: new RegExp(item.label) })).toHaveTextContent(
        item.subtitle,
      )
    }
    expect(within(menu).getByText(WEDDING_DATE_LABEL)).toBeInTheDocument()
    expect(within(menu).getByText(NAV.hint)).toBeInTheDocument()
    // The page behind does not scroll, and focus is inside the menu.
    expect(document.body.style.overflow).toBe('hidden')
    expect(menu).toContainElement(document.activeElement as HTMLElement)
  })

  it('closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Navigation />)
    await user.click(menuButton())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    expect(menuButton()).toHaveFocus()
    expect(document.body.style.overflow).toBe('')
  })

  it('closes on a backdrop click and on the close button', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Navigation />)
    await user.click(menuButton())
    await user.click(screen.getByTestId('menu-backdrop'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(menuButton())
    await user.click(screen.getByRole('button', { name: NAV.closeMenu }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes when the window reaches 768 px', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Navigation />)
    await user.click(menuButton())
    setWide(true)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.body.style.overflow).toBe('')
  })

  it('choosing an item closes the menu and scrolls to 100 px above the section', async () => {
    const user = userEvent.setup({ delay: null })
    render(<Navigation />)
    await user.click(menuButton())
    const menu = screen.getByRole('dialog')
    await user.click(within(menu).getByRole('link', { name: /Presentes/ }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 900, behavior: 'smooth' })
    expect(window.location.hash).toBe('#gifts')
  })
})

describe('Navigation (desktop bar)', () => {
  it('scrolls instantly under prefers-reduced-motion', async () => {
    reducedMotion = true
    const user = userEvent.setup({ delay: null })
    render(<Navigation />)
    const bar = screen.getByRole('navigation', { name: NAV.label })
    await user.click(within(bar).getByRole('link', { name: 'Kit BBQ' }))
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 900, behavior: 'instant' })
  })

  it('highlights the section in view and follows the scroll', () => {
    render(<Navigation />)
    const bar = screen.getByRole('navigation', { name: NAV.label })
    const button = (label: string) => within(bar).getByRole('link', { name: label })
    expect(button('Início')).toHaveAttribute('aria-current', 'location')
    const el = (id: string) => document.getElementById(id) as Element
    act(() =>
      intersect([
        { target: el('home'), isIntersecting: false },
        { target: el('rsvp'), isIntersecting: true },
      ]),
    )
    expect(button('Confirmar')).toHaveAttribute('aria-current', 'location')
    expect(button('Início')).not.toHaveAttribute('aria-current')
    // Between anchored sections (the event information block) the last one stays lit.
    act(() => intersect([{ target: el('rsvp'), isIntersecting: false }]))
    expect(button('Confirmar')).toHaveAttribute('aria-current', 'location')
    act(() => intersect([{ target: el('gifts'), isIntersecting: true }]))
    expect(button('Presentes')).toHaveAttribute('aria-current', 'location')
  })
})
