import { expect, test, type Page } from '@playwright/test'
import { NAV } from '@/config/copy'
import { NAV_ITEMS } from '@/config/nav-items'
import { COUPLE_NAMES, WEDDING_DATE_LABEL } from '@/config/wedding'

// Issue 2 / SPEC §2 Navigation, in a real browser: the phone menu and the desktop bar.

async function sectionTop(page: Page, id: string) {
  return Math.round((await page.locator(`#${id}`).boundingBox())?.y ?? Number.NaN)
}

test.describe('phone menu', () => {
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
      await expect(menu.getByRole('button', { name: new RegExp(item.label) })).toContainText(
        item.subtitle,
      )
    }
    await expect(menu.getByText(WEDDING_DATE_LABEL)).toBeVisible()
    await expect(menu.getByText(NAV.hint)).toBeVisible()
    await page.screenshot({ path: 'test-results/screens/menu-mobile.png' })
    // Body scrolling is locked while it is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')

    // Choosing an item closes the menu and stops the section 100 px below the top.
    await menu.getByRole('button', { name: /Kit BBQ/ }).click()
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
  test('the highlighted item follows the scroll and a click stops 100 px above', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/')
    const bar = page.getByRole('navigation', { name: NAV.label })
    const item = (label: string) => bar.getByRole('button', { name: label, exact: true })
    for (const nav of NAV_ITEMS) await expect(item(nav.label)).toBeVisible()
    await expect(item('Início')).toHaveAttribute('aria-current', 'location')

    await item('Confirmar').click()
    await expect.poll(() => sectionTop(page, 'rsvp')).toBe(100)
    await expect(item('Confirmar')).toHaveAttribute('aria-current', 'location')
    await expect(item('Início')).not.toHaveAttribute('aria-current')

    // Scrolling by hand moves the highlight.
    await page.evaluate(() => {
      const messages = document.getElementById('messages')
      if (messages) window.scrollTo({ top: messages.offsetTop - 100, behavior: 'instant' })
    })
    await expect(item('Mensagens')).toHaveAttribute('aria-current', 'location')
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect(item('Início')).toHaveAttribute('aria-current', 'location')
  })
})
