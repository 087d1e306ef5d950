import { expect, test, type Page } from '@playwright/test'
import { NAV } from '@/config/copy/navigation'
import { RSVP } from '@/config/copy/rsvp'
import { NAV_ITEMS } from '@/config/nav-items'
import { COUPLE_NAMES, WEDDING_DATE_LABEL } from '@/config/wedding'
import { pinClock } from './clock'
import { openWithScriptHeld } from './hold-script'

// Issue 2 / docs/product.md §2 Navigation, in a real browser: the phone menu and the desktop bar.

async function sectionTop(page: Page, id: string) {
  return Math.round((await page.locator(`#${id}`).boundingBox())?.y ?? Number.NaN)
}

test.describe('phone menu', () => {
  // The menu of docs/product.md §2, as before the wedding (after it, the BBQ kit's item is gone and
  // 'Confirmar' reads 'Obrigado': tests/e2e/by-the-clock.spec.ts).
  test.beforeEach(({ page }) => pinClock(page))

  test('opens with every item, navigates, and closes by backdrop and by widening', async ({
    page,
  }) => {
    // Both projects run it: the phone layout is chosen by the window width.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const bar = page.getByRole('navigation', { name: NAV.label })
    await expect(bar.getByText(COUPLE_NAMES)).toBeVisible()
    const menuButton = page.getByRole('button', { name: NAV.openMenu })
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')

    await menuButton.click()
    const menu = page.getByRole('dialog', { name: NAV.menuTitle })
    await expect(menu).toBeVisible()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    for (const item of NAV_ITEMS) {
      await expect(menu.getByRole('link', { name: new RegExp(item.label) })).toContainText(
        item.subtitle,
      )
    }
    await expect(menu.getByText(WEDDING_DATE_LABEL)).toBeVisible()
    await expect(menu.getByText(NAV.hint)).toBeVisible()
    await page.screenshot({ path: 'test-results/screens/menu-mobile.png' })
    // Body scrolling is locked while it is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')

    // Choosing an item closes the menu and stops the section 100 px below the top.
    await menu.getByRole('link', { name: /Kit BBQ/ }).click()
    await expect(menu).toBeHidden()
    await expect.poll(() => sectionTop(page, 'bbq')).toBe(100)
    await expect(page).toHaveURL(/#bbq$/)

    // Backdrop: the dimmed area below the menu panel.
    await menuButton.click()
    await expect(menu).toBeVisible()
    const box = page.viewportSize()
    await page.mouse.click(20, (box?.height ?? 800) - 20)
    await expect(menu).toBeHidden()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')

    // Widening the window to 768 px closes it too.
    await menuButton.click()
    await expect(menu).toBeVisible()
    await page.setViewportSize({ width: 768, height: 900 })
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: NAV.openMenu })).toBeHidden()
  })
})

test.describe('desktop bar', () => {
  test.beforeEach(({ page }) => pinClock(page))

  test('the highlighted item follows the scroll and a click stops 100 px above', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const bar = page.getByRole('navigation', { name: NAV.label })
    const item = (label: string) => bar.getByRole('link', { name: label, exact: true })
    for (const nav of NAV_ITEMS) await expect(item(nav.label)).toBeVisible()
    await expect(item('Início')).toHaveAttribute('aria-current', 'location')

    await item('Confirmar').click()
    await expect.poll(() => sectionTop(page, 'rsvp')).toBe(100)
    await expect(item('Confirmar')).toHaveAttribute('aria-current', 'location')
    await expect(item('Início')).not.toHaveAttribute('aria-current')

    // Scrolling by hand moves the highlight. (A turn of the wheel first: the page keeps a chosen
    // section in place while the sections below the first screen join, until the guest scrolls.)
    await expect(page.locator('#messages')).toBeAttached()
    await page.mouse.wheel(0, 200)
    const toMessages = () =>
      page.evaluate(() => {
        const messages = document.getElementById('messages')
        // Rounded up, not offsetTop's rounding: a section at a fractional position (the page after
        // the wedding has one) would otherwise stop a fraction of a pixel below the line.
        const top = Math.ceil((messages?.getBoundingClientRect().top ?? 0) + window.scrollY)
        if (messages) window.scrollTo({ top: top - 100, behavior: 'instant' })
      })
    // The gift list loads once it comes near and then takes its full height, moving the sections
    // below it: jump, let it load, and jump again (the highlight, not the loading, is the subject).
    await toMessages()
    await expect(
      page
        .locator('#gifts')
        .getByRole('button', { name: /^Reservar / })
        .first(),
    ).toBeVisible({ timeout: 60_000 })
    await toMessages()
    await expect(item('Mensagens')).toHaveAttribute('aria-current', 'location')
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect(item('Início')).toHaveAttribute('aria-current', 'location')
  })
})

test.describe('before the script has run', () => {
  // The first screen is prerendered HTML; on a slow phone it shows a second or more before the
  // script. A tap made then must not be lost.

  test('a tap on the menu button opens the menu once the page is live', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const release = await openWithScriptHeld(page)
    const menuButton = page.getByRole('button', { name: NAV.openMenu })
    await menuButton.click()
    release()
    await expect(page.getByRole('dialog', { name: NAV.menuTitle })).toBeVisible()
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
  })

  test('a section link lands on its section once the page is live', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const release = await openWithScriptHeld(page)
    const bar = page.getByRole('navigation', { name: NAV.label })
    await bar.getByRole('link', { name: 'Presentes', exact: true }).click()
    release()
    await expect(page).toHaveURL(/#gifts$/)
    await expect.poll(() => sectionTop(page, 'gifts')).toBe(100)
    // As when chosen later: the section takes the focus, so Tab goes on from there.
    await expect(page.locator('#gifts')).toBeFocused()
  })
})

test.describe('keyboard and reload', () => {
  test('a section chosen with the keyboard takes the focus, so Tab goes on from there', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    // The sections below the first screen are still on their way when the guest chooses one.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/home-sections-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/')
    const bar = page.getByRole('navigation', { name: NAV.label })
    const gifts = bar.getByRole('link', { name: 'Presentes', exact: true })
    // The script may or may not have run yet (the bar is prerendered): either way the chosen
    // section takes the focus.
    await gifts.focus()
    await page.keyboard.press('Enter')
    release()
    await expect.poll(() => sectionTop(page, 'gifts')).toBe(100)
    await expect(page.locator('#gifts')).toBeFocused()
    // The next Tab stays in the gifts section: the page does not jump back up.
    await page.keyboard.press('Tab')
    await expect.poll(() => sectionTop(page, 'gifts')).toBeLessThanOrEqual(100)
    expect(await page.evaluate(() => document.activeElement?.closest('#gifts') !== null)).toBe(true)
  })

  test('a deep link stays on its section while the sections above it load their data', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/#messages')
    // The gift list above grows by hundreds of pixels when its data arrives (seconds later).
    await expect(
      page
        .locator('#gifts')
        .getByRole('button', { name: /^Reservar / })
        .first(),
    ).toBeAttached({ timeout: 90_000 })
    await expect.poll(() => sectionTop(page, 'messages')).toBe(100)
  })

  test('a guest who sends a form half filled at the linked section goes to the field to fix, not back to the section', async ({
    page,
  }) => {
    await pinClock(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/#rsvp')
    const rsvp = page.locator('#rsvp')
    const send = rsvp.getByRole('button', { name: RSVP.submit })
    await expect(send).toBeVisible({ timeout: 90_000 })
    // The guest gets to the end of the form without a wheel or a swipe (the scroll bar, or the
    // browser bringing a field into view) and ticks the consent there.
    await rsvp.getByRole('checkbox').check()
    // Sending it half filled: the form's messages grow the page, and the guest is taken to the
    // first field to fix (the name), not pulled back to the section's top by the link's landing.
    await send.click()
    await expect(rsvp.getByRole('alert').first()).toBeVisible()
    const name = rsvp.getByLabel(RSVP.nomeCompleto)
    await expect(name).toBeFocused()
    // A landing still held would have moved the page within the next frames.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    await expect(name).toBeInViewport()
    // The landing's stop is the section's top 100 px under the bar; the name is below it.
    expect(await sectionTop(page, 'rsvp')).toBeLessThan(100)
  })

  test('a reload puts the guest back where they were, not at the last section link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/#gifts')
    await expect.poll(() => sectionTop(page, 'gifts')).toBe(100)
    // The guest scrolls on by hand to the messages.
    await page.mouse.wheel(0, 10)
    await page.evaluate(() => {
      const messages = document.getElementById('messages')
      if (messages) window.scrollTo({ top: messages.offsetTop - 100, behavior: 'instant' })
    })
    const before = await page.evaluate(() => window.scrollY)
    await page.reload()
    await expect
      .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - before), {
        timeout: 30_000,
      })
      .toBeLessThan(150)
  })
})
