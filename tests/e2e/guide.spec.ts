import { expect, test, type Page } from '@playwright/test'
import { NAV } from '@/config/copy'
import { GUEST_GUIDE } from '@/config/copy-guide'
import { GUIDE_NAV_ITEM } from '@/config/nav-items'
import { guideBlocks, WEDDING_GUIDE } from '@/config/wedding-guide'
import { expectGuideAccessible } from './axe'

// The guests' guide (docs/decisions/0020-guests-guide.md) in a real browser: reached from the
// menu, its blocks' own links, the questions opened by keyboard, no axe violation, and a look at
// each block on both screens.

async function openGuideFromNavigation(page: Page, isMobile: boolean) {
  await page.goto('/')
  if (isMobile) {
    await page.getByRole('button', { name: NAV.openMenu }).click()
    const menu = page.getByRole('dialog', { name: NAV.menuTitle })
    const item = menu.getByRole('link', { name: new RegExp(GUIDE_NAV_ITEM.label) })
    // The six items of docs/product.md §2 come first; the guide's item is the seventh.
    await expect(menu.getByRole('link')).toHaveCount(7)
    await expect(menu.getByRole('link').nth(6)).toContainText(GUIDE_NAV_ITEM.subtitle)
    await item.click()
    await expect(menu).toBeHidden()
  } else {
    const bar = page.getByRole('navigation', { name: NAV.label })
    await bar.getByRole('link', { name: GUIDE_NAV_ITEM.label, exact: true }).click()
  }
  await expect(page).toHaveURL(new RegExp(`#${GUIDE_NAV_ITEM.id}$`))
  const title = page.getByRole('heading', { level: 2, name: GUEST_GUIDE.title })
  await expect(title).toBeInViewport()
  return title
}

test('the menu leads to the guide; a question opens and closes by keyboard', async ({
  page,
  isMobile,
}) => {
  await openGuideFromNavigation(page, isMobile)
  await expect(page.locator('#guia')).toBeFocused()

  // The guide's own links: 'Dúvidas frequentes' goes to the questions.
  await page
    .getByRole('navigation', { name: GUEST_GUIDE.blocks })
    .getByRole('link', { name: GUEST_GUIDE.faq.title })
    .click()
  const faq = page.getByRole('heading', { level: 3, name: GUEST_GUIDE.faq.title })
  await expect(faq).toBeInViewport()

  const rain = WEDDING_GUIDE.faq.find((q) => q.question === 'E se chover?')
  if (!rain) throw new Error('the demo guide asks what happens if it rains')
  const question = page.getByRole('button', { name: rain.question })
  await expect(question).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText(rain.answer)).toBeHidden()
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(question).toHaveAttribute('aria-expanded', 'true')
  const answer = page.getByRole('region', { name: rain.question })
  await expect(answer).toHaveText(rain.answer)
  await expect(answer).toBeVisible()
  await expectGuideAccessible(page)
  await page.keyboard.press('Space')
  await expect(question).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText(rain.answer)).toBeHidden()
})

test('every block fits the screen, with tap targets of 44 px', async ({ page, isMobile }) => {
  await openGuideFromNavigation(page, isMobile)
  // The first question open, for the picture.
  await page.getByRole('button', { name: WEDDING_GUIDE.faq[0]?.question ?? '' }).click()
  const width = page.viewportSize()?.width ?? 0
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  const targets = page.locator('#guia a, #guia button')
  for (const target of await targets.all()) {
    const box = await target.boundingBox()
    expect(Math.round(box?.height ?? 0), await target.innerText()).toBeGreaterThanOrEqual(44)
  }
  const screen = isMobile ? 'mobile' : 'desktop'
  await page.screenshot({ path: `test-results/screens/guide-top-${screen}.png` })
  // A turn of the wheel: the page stops keeping the chosen section in place, so each block can
  // be scrolled to for its picture.
  await page.mouse.wheel(0, 100)
  for (const id of guideBlocks(WEDDING_GUIDE)) {
    const part = page.locator(`#${GUIDE_NAV_ITEM.id}-${id}`)
    await part.scrollIntoViewIfNeeded()
    await part.screenshot({ path: `test-results/screens/guide-${id}-${screen}.png` })
  }

  // The narrowest phone, and the narrowest bar with every item (768 px): nothing runs off.
  const narrow = isMobile ? 360 : 768
  await page.setViewportSize({ width: narrow, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    narrow,
  )
  if (!isMobile) {
    const bar = page.getByRole('navigation', { name: NAV.label })
    const box = await bar
      .getByRole('link', { name: GUIDE_NAV_ITEM.label, exact: true })
      .boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(narrow)
  }
})
