import { expect, test, type Page } from '@playwright/test'
import { NAV } from '@/config/copy/navigation'
import { GUEST_GUIDE } from '@/config/copy/guide'
import { GUIDE_NAV_ITEM, NAV_AFTER_WEDDING } from '@/config/nav-items'
import { guideAt, guideBlocks, WEDDING_GUIDE } from '@/config/wedding-guide'
import { expectGuideAccessible } from './axe'
import { MOMENTS, pinClock } from './clock'

// The guests' guide (docs/decisions/0020-guests-guide.md) in a real browser: reached from the
// menu, its blocks' own links, the questions opened by keyboard, no axe violation, and a look at
// each block on both screens. Before the wedding, when guests need it; after it, what stays.

const BEFORE = guideAt(WEDDING_GUIDE, false)
const AFTER = guideAt(WEDDING_GUIDE, true)

async function openGuideFromNavigation(page: Page, isMobile: boolean, married = false) {
  await page.goto('/')
  if (isMobile) {
    await page.getByRole('button', { name: NAV.openMenu }).click()
    const menu = page.getByRole('dialog', { name: NAV.menuTitle })
    const item = menu.getByRole('link', { name: new RegExp(GUIDE_NAV_ITEM.label) })
    // The six items of docs/product.md §2 come first, then the guide's (after the wedding the BBQ
    // kit's is gone: docs/decisions/0018-the-site-by-the-clock.md), then, in the month after the
    // wedding, the guests' photos (docs/decisions/0027-guests-photos.md).
    const links = menu.getByRole('link')
    await expect(links).toHaveCount(7)
    await expect(links.nth(married ? 5 : 6)).toContainText(
      married ? (NAV_AFTER_WEDDING[GUIDE_NAV_ITEM.id]?.subtitle ?? '') : GUIDE_NAV_ITEM.subtitle,
    )
    if (married) await expect(links.last()).toHaveAttribute('href', '/fotos')
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
  await pinClock(page, MOMENTS.monthBefore)
  await openGuideFromNavigation(page, isMobile)
  await expect(page.locator('#guia')).toBeFocused()

  // The guide's own links: 'Dúvidas frequentes' goes to the questions.
  await page
    .getByRole('navigation', { name: GUEST_GUIDE.blocks })
    .getByRole('link', { name: GUEST_GUIDE.faq.title })
    .click()
  const faq = page.getByRole('heading', { level: 3, name: GUEST_GUIDE.faq.title })
  await expect(faq).toBeInViewport()

  const rain = BEFORE.faq.find((q) => q.question === 'E se chover?')
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
  await pinClock(page, MOMENTS.monthBefore)
  await openGuideFromNavigation(page, isMobile)
  // The first question open, for the picture.
  await page.getByRole('button', { name: BEFORE.faq[0]?.question ?? '' }).click()
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
  for (const id of guideBlocks(BEFORE)) {
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

test('a week after the wedding: the programme, the questions still asked and the padrinhos', async ({
  page,
  isMobile,
}) => {
  await pinClock(page, MOMENTS.weekAfter)
  await openGuideFromNavigation(page, isMobile, true)
  await expect(page.getByText(GUEST_GUIDE.subtitleAfter)).toBeVisible()
  const blocks = page.getByRole('navigation', { name: GUEST_GUIDE.blocks }).getByRole('link')
  await expect(blocks).toHaveText([
    GUEST_GUIDE.schedule.title,
    GUEST_GUIDE.faq.title,
    GUEST_GUIDE.party.title,
  ])
  const questions = page.locator('#guia').getByRole('button')
  await expect(questions).toHaveText(AFTER.faq.map((q) => q.question))
  await expect(page.getByRole('button', { name: 'Até quando confirmo presença?' })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: GUEST_GUIDE.stays.title })).toHaveCount(0)
  await questions.first().click()
  const screen = isMobile ? 'mobile' : 'desktop'
  await page.screenshot({ path: `test-results/screens/guide-after-wedding-${screen}.png` })
})

for (const [when, at, guide] of [
  ['before the wedding', MOMENTS.monthBefore, BEFORE],
  ['a week after it', MOMENTS.weekAfter, AFTER],
] as const) {
  test(`${when}, the guide's place holds about its height until it arrives`, async ({ page }) => {
    await pinClock(page, at)
    await page.goto('/')
    const place = page.locator(`#${GUIDE_NAV_ITEM.id}`)
    await expect(place).toBeAttached({ timeout: 60_000 })
    // Far below the first screen: still the place, not the guide.
    await expect(place.getByRole('heading')).toHaveCount(0)
    const held = (await place.boundingBox())?.height ?? 0
    await place.scrollIntoViewIfNeeded()
    await expect(page.getByRole('heading', { level: 2, name: GUEST_GUIDE.title })).toBeVisible()
    await expect(place.getByRole('heading', { level: 3 })).toHaveCount(guideBlocks(guide).length)
    const shown = (await place.boundingBox())?.height ?? 0
    // Within a tenth: no blank area, no jump of a screen when it comes.
    expect(held / shown).toBeGreaterThan(0.9)
    expect(held / shown).toBeLessThan(1.1)
  })
}
