import { readFile } from 'node:fs/promises'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { pinClock, realClock } from './clock'
import { ADMIN_ERRORS } from '@/config/copy/errors'
import { GIFTS } from '@/config/copy/gifts'
import { MESSAGES } from '@/config/copy/messages'
import { RSVP } from '@/config/copy/rsvp'
import { ADMIN } from '@/config/copy/admin'
import { STORAGE_KEYS } from '@/config/ui'
import { WEDDING_SLUG } from '@/config/wedding'
import { DEMO_ADMIN_CREDENTIALS } from '@/features/admin/session/demo-credentials'
import { parseCsv } from '@/lib/csv'

// Issue 6: the couple's panel at /dev on the embedded backend (each test has a fresh browser
// context, so a fresh demo database).

// The demo database boots in the browser on each fresh context; on a busy 2-core machine that
// alone can take most of the default minute.
test.describe.configure({ timeout: 150_000 })

const { username: DEMO_USER, password: DEMO_PASS } = DEMO_ADMIN_CREDENTIALS
// The login screen shows at once; the demo database may still be booting when the form is sent,
// and the first answer waits for it.
const BOOT_MS = 100_000

async function openLogin(page: Page) {
  await page.goto('/dev')
  // The embedded database boots on the first visit.
  await expect(page.getByRole('heading', { name: ADMIN.loginTitle })).toBeVisible({
    timeout: BOOT_MS,
  })
}

async function submitLogin(page: Page, user: string, pass: string) {
  await page.getByLabel(ADMIN.username).fill(user)
  await page.getByLabel(ADMIN.password).fill(pass)
  await page.getByRole('button', { name: ADMIN.login }).click()
}

async function login(page: Page) {
  await openLogin(page)
  await submitLogin(page, DEMO_USER, DEMO_PASS)
  await expect(page.getByText(ADMIN.welcome(DEMO_USER))).toBeVisible({ timeout: BOOT_MS })
}

/** The couple's panel in one tab and the main page's gifts in another, as they would check. */
async function adminBesideGifts(context: BrowserContext) {
  const admin = await context.newPage()
  await login(admin)
  const home = await context.newPage()
  await home.goto('/#gifts')
  return { admin, gifts: home.locator('#gifts') }
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

/**
 * Every control inside its panel's card on the smallest phone (360 px): a grid column sized by
 * its widest field once pushed forms past their card, cut off though the page did not scroll.
 */
async function expectControlsInsideTheirCards(page: Page) {
  const size = page.viewportSize()
  await page.setViewportSize({ width: 360, height: 740 })
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll('main section :is(input, select, textarea, button)')]
      .filter((el) => {
        const section = el.closest('section')
        // A strip that scrolls sideways (the gallery's thumbnails) holds what is off its edge.
        for (let up = el.parentElement; up && up !== section; up = up.parentElement) {
          if (getComputedStyle(up).overflowX !== 'visible') return false
        }
        const r = el.getBoundingClientRect()
        const card = section?.getBoundingClientRect()
        return card && r.width > 2 && (r.right > card.right + 1 || r.left < card.left - 1)
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName),
  )
  if (size) await page.setViewportSize(size)
  expect(outside).toEqual([])
}

test('three wrong logins lock the form; the login screen passes axe', async ({
  page,
}, testInfo) => {
  await openLogin(page)
  await expect(page.getByText(ADMIN.demoCredentials(DEMO_USER, DEMO_PASS))).toBeVisible()
  await expectNoAxeViolations(page)
  await page.screenshot({
    path: `test-results/screens/admin-login-${testInfo.project.name}.png`,
    fullPage: true,
  })

  await submitLogin(page, DEMO_USER, 'errada-1')
  await expect(page.getByText(ADMIN_ERRORS.wrongCredentials)).toBeVisible({ timeout: BOOT_MS })
  await submitLogin(page, DEMO_USER, 'errada-2')
  await expect(page.getByText(ADMIN.attemptsRemaining(1))).toBeVisible()
  await submitLogin(page, DEMO_USER, 'errada-3')
  await expect(page.getByText(ADMIN_ERRORS.tooManyAttempts)).toBeVisible()
  await expect(page.getByLabel(ADMIN.username)).toBeDisabled()
  await expect(page.getByLabel(ADMIN.password)).toBeDisabled()
  await expect(page.getByRole('button', { name: ADMIN.login })).toBeDisabled()
  await expectNoAxeViolations(page)
  await page.screenshot({
    path: `test-results/screens/admin-locked-${testInfo.project.name}.png`,
    fullPage: true,
  })

  // The server locked this browser too: even the right password is refused after a reload.
  await page.reload()
  await expect(page.getByRole('heading', { name: ADMIN.loginTitle })).toBeVisible({
    timeout: BOOT_MS,
  })
  await submitLogin(page, DEMO_USER, DEMO_PASS)
  // The reloaded page starts the demo database again before it can answer.
  await expect(page.getByText(ADMIN_ERRORS.tooManyAttempts)).toBeVisible({ timeout: BOOT_MS })
  await expect(page.getByRole('button', { name: ADMIN.login })).toBeDisabled()
})

test('the demo login succeeds; the panel passes axe and fits the screen', async ({
  page,
}, testInfo) => {
  await login(page)
  await expect(page.getByText(ADMIN.activeBadge)).toBeVisible()
  // In the header; the 'Administradores' panel lists it too once its list has loaded.
  await expect(page.getByRole('banner').getByText('noivos@exemplo.com.br')).toBeVisible()
  for (const name of [
    ADMIN.giftsTitle,
    ADMIN.messagesTitle,
    ADMIN.rsvpsTitle,
    ADMIN.contributionsTitle,
    ADMIN.quickActionsTitle,
    ADMIN.usersTitle,
  ]) {
    await expect(page.getByRole('heading', { name, level: 2, exact: true })).toBeVisible()
  }
  // The gallery's admin mode is the photo panel.
  await expect(page.getByText('Modo Administrador Ativo')).toBeVisible()
  await expect(page.getByRole('link', { name: ADMIN.viewSite })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: new RegExp(ADMIN.stripeDashboard) })).toHaveAttribute(
    'href',
    // The e2e build has a test key (.env.e2e): its payments are under /test.
    'https://dashboard.stripe.com/test/payments',
  )
  // Wait for the lists, then check the whole page.
  await expect(
    page.getByRole('heading', { name: 'Jogo de panelas de inox', level: 3 }),
  ).toBeVisible()
  await expectNoSidewaysScroll(page)
  await expectControlsInsideTheirCards(page)
  await expectNoAxeViolations(page)
  await page.screenshot({
    path: `test-results/screens/admin-panel-${testInfo.project.name}.png`,
    fullPage: true,
  })
  // The full page is very tall on a phone: look at each panel at screen size too.
  for (const id of [
    'top',
    'admin-gifts',
    'admin-gallery',
    'admin-messages',
    'admin-rsvps',
    'admin-contributions',
    'admin-users',
  ]) {
    if (id === 'top') await page.evaluate(() => window.scrollTo(0, 0))
    else await page.locator(`#${id}`).evaluate((el) => el.scrollIntoView())
    await page.screenshot({
      path: `test-results/screens/admin-view-${id}-${testInfo.project.name}.png`,
    })
  }
  await page.evaluate(() => window.scrollTo(0, 0))

  // A confirmation dialog open: still accessible, and it fits the phone screen.
  await page.getByRole('button', { name: ADMIN.deleteGiftLabel('Jogo de panelas de inox') }).click()
  const dialog = page.getByRole('alertdialog', { name: ADMIN.confirmDeleteGiftTitle })
  await expect(dialog).toContainText(ADMIN.deleteReservedWarning('Tia Lúcia Ferreira'))
  // The panel behind was checked above.
  await expectNoAxeViolations(page, ['[role="alertdialog"]'])
  await page.screenshot({
    path: `test-results/screens/admin-dialog-${testInfo.project.name}.png`,
  })
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
})

test('a gift added in /dev appears on the main page in another tab', async ({ context }) => {
  const { admin, gifts } = await adminBesideGifts(context)
  await expect(gifts.getByRole('button', { name: /^Reservar / }).first()).toBeVisible({
    timeout: BOOT_MS,
  })

  await admin.getByLabel(ADMIN.giftName, { exact: true }).fill('Chaleira elétrica')
  await admin.getByLabel(ADMIN.giftDescription, { exact: true }).fill('Inox, 1,7 litro')
  await admin.getByLabel(ADMIN.giftCategory, { exact: true }).selectOption('cozinha')
  await admin.getByRole('button', { name: ADMIN.addGift }).click()
  await expect(admin.getByRole('heading', { name: 'Chaleira elétrica', level: 3 })).toBeVisible()

  // 'cozinha' is the first category, selected by default on the main page.
  await expect(
    gifts.getByRole('button', { name: GIFTS.reserveGift('Chaleira elétrica') }),
  ).toBeVisible()
})

test('a reservation cancelled in /dev frees the gift on the main page', async ({ context }) => {
  const { admin, gifts } = await adminBesideGifts(context)
  const giftName = 'Jogo de panelas de inox'
  await expect(gifts.getByRole('heading', { name: giftName })).toBeVisible({ timeout: 60_000 })
  await expect(gifts.getByRole('button', { name: GIFTS.reserveGift(giftName) })).toHaveCount(0)

  const card = admin.getByRole('listitem').filter({
    has: admin.getByRole('heading', { name: giftName, level: 3 }),
  })
  await card.getByRole('button', { name: ADMIN.cancelReservation }).click()
  const dialog = admin.getByRole('alertdialog', { name: ADMIN.confirmCancelTitle })
  await dialog.getByRole('button', { name: ADMIN.cancelReservation }).click()
  await expect(card.getByText(GIFTS.available)).toBeVisible()

  await expect(gifts.getByRole('button', { name: GIFTS.reserveGift(giftName) })).toBeVisible()
})

test("a deleted message shows 'Deletada!', then leaves the list", async ({ context }) => {
  const admin = await context.newPage()
  await login(admin)
  const panel = admin.locator('#admin-messages')
  const first = panel.getByRole('listitem').first()
  await expect(first).toBeVisible()
  const name = (await first.locator('p').first().textContent()) ?? ''
  await first.getByRole('button', { name: ADMIN.deleteMessageLabel(name) }).click()
  await admin
    .getByRole('alertdialog', { name: ADMIN.confirmDeleteMessageTitle })
    .getByRole('button', { name: ADMIN.deleteMessage })
    .click()
  await expect(panel.getByText(MESSAGES.deleted)).toBeVisible()
  await expect(panel.getByText(MESSAGES.deleted)).toBeHidden({ timeout: 5_000 })
  await expect(panel.getByRole('button', { name: ADMIN.deleteMessageLabel(name) })).toHaveCount(0)
})

test('the RSVP CSV and the backup JSON download and parse', async ({ context }, testInfo) => {
  // A guest answers first (EmailJS answered here, never the real service), before the deadline.
  await pinClock(context)
  const home = await context.newPage()
  await home.route('**/api/v1.0/email/send', (route) => route.fulfill({ status: 200, body: 'OK' }))
  await home.goto('/#rsvp')
  const rsvp = home.locator('#rsvp')
  await rsvp.getByLabel(RSVP.nomeCompleto).fill('Joana D’Arc Silva')
  await rsvp.getByRole('radio', { name: RSVP.nao }).check()
  await rsvp.getByLabel(RSVP.email).fill('joana@exemplo.com')
  await rsvp.getByLabel(RSVP.telefone).fill('(34) 98888-1111')
  await rsvp.getByLabel(RSVP.observacoes).fill('=1+1; abraços')
  await rsvp.getByRole('button', { name: RSVP.submit }).click()
  await expect(rsvp.getByRole('heading', { name: RSVP.thanksTitle('Joana') })).toBeVisible({
    timeout: BOOT_MS,
  })

  await realClock(context)
  const admin = await context.newPage()
  await login(admin)
  const panel = admin.locator('#admin-rsvps')
  await expect(panel.getByText('Joana D’Arc Silva')).toBeVisible()
  await panel.screenshot({
    path: `test-results/screens/admin-rsvps-${testInfo.project.name}.png`,
  })

  const [csvDownload] = await Promise.all([
    admin.waitForEvent('download'),
    panel.getByRole('button', { name: ADMIN.exportCsv }).click(),
  ])
  expect(csvDownload.suggestedFilename()).toMatch(
    new RegExp(`^${WEDDING_SLUG}-confirmacoes-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  )
  const bytes = await readFile((await csvDownload.path()) as string)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const rows = parseCsv(bytes.toString('utf8'))
  expect(rows[0]?.[0]).toBe(ADMIN.rsvpColumns.name)
  const joana = rows.find((r) => r[0] === 'Joana D’Arc Silva')
  expect(joana?.slice(1, 5)).toEqual([
    'Não',
    'joana@exemplo.com',
    '(34) 98888-1111',
    "'=1+1; abraços",
  ])

  const [backupDownload] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: ADMIN.backup }).click(),
  ])
  expect(backupDownload.suggestedFilename()).toMatch(
    new RegExp(`^${WEDDING_SLUG}-backup-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  )
  const backup = JSON.parse(await readFile((await backupDownload.path()) as string, 'utf8')) as {
    gifts: unknown[]
    messages: unknown[]
    photos: unknown[]
    rsvps: { nome_completo: string }[]
    contributions: unknown[]
  }
  expect(backup.gifts.length).toBeGreaterThan(0)
  expect(backup.messages.length).toBeGreaterThan(0)
  expect(backup.photos.length).toBeGreaterThan(0)
  expect(backup.rsvps.map((r) => r.nome_completo)).toContain('Joana D’Arc Silva')
  expect(Array.isArray(backup.contributions)).toBe(true)
})

test("'Sair' returns to '/' and /dev then asks to log in again", async ({ page }) => {
  await login(page)
  await page.getByRole('button', { name: ADMIN.logout }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(
    await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.adminSession),
  ).toBeNull()
  await page.goto('/dev')
  await expect(page.getByRole('heading', { name: ADMIN.loginTitle })).toBeVisible({
    timeout: BOOT_MS,
  })
})

test('the admins panel lists who can log in; another admin is deactivated there', async ({
  page,
}) => {
  await login(page)
  const create = page.getByRole('form', { name: ADMIN.createUserTitle })
  await create.getByLabel(ADMIN.newUsername).fill('madrinha')
  await create.getByLabel(ADMIN.newEmail).fill('madrinha@exemplo.com')
  await create.getByLabel(ADMIN.newPassword).fill('segredo123')
  await create.getByRole('button', { name: ADMIN.createUser }).click()
  await expect(page.getByText(ADMIN.userCreated('madrinha'))).toBeVisible()

  const table = page.getByRole('table', { name: ADMIN.adminsListTitle })
  await expect(table.getByText('madrinha@exemplo.com')).toBeVisible()
  await expect(table.getByText(`${DEMO_USER} ${ADMIN.adminYou}`)).toBeVisible()
  await expect(page.getByRole('button', { name: ADMIN.deactivateLabel(DEMO_USER) })).toHaveCount(0)

  await page.getByRole('button', { name: ADMIN.deactivateLabel('madrinha') }).click()
  const dialog = page.getByRole('alertdialog', { name: ADMIN.deactivateTitle })
  await expect(dialog).toContainText(ADMIN.deactivateQuestion('madrinha'))
  await dialog.getByRole('button', { name: ADMIN.deactivate }).click()
  await expect(page.getByText(ADMIN.adminDeactivated('madrinha'))).toBeVisible()
  await expect(table.getByText(ADMIN.adminInactive)).toBeVisible()
  await expect(page.getByRole('button', { name: ADMIN.deactivateLabel('madrinha') })).toHaveCount(0)

  await page.getByRole('button', { name: ADMIN.endOtherSessions }).click()
  const end = page.getByRole('alertdialog', { name: ADMIN.endOtherSessionsTitle })
  await end.getByRole('button', { name: ADMIN.endOtherSessions }).click()
  await expect(page.getByText(ADMIN.otherSessionsEnded(0))).toBeVisible()
  // This session goes on.
  await expect(page.getByText(ADMIN.welcome(DEMO_USER))).toBeVisible()
})

// An 8x8 PNG: a real image the browser decodes and compresses like a phone's photo.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4URGAFTEMLQkAMRFkARSGGiwAAAAASUVORK5CYII=',
  'base64',
)

test('the couple edit a gift’s price and photo and see it in the list', async ({
  page,
}, testInfo) => {
  await login(page)
  const name = 'Jogo de panelas de inox'
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name, level: 3 }),
  })
  await card.getByRole('button', { name: ADMIN.editGiftLabel(name) }).click()
  const dialog = page.getByRole('dialog', { name: ADMIN.editGiftTitle(name) })
  await expect(dialog.getByLabel(ADMIN.giftName, { exact: true })).toHaveValue(name)

  // A bad price is refused with its text, and nothing typed is lost.
  const price = dialog.getByLabel(/^Preço/)
  await price.fill('0')
  await dialog.getByRole('button', { name: ADMIN.saveGift }).click()
  await expect(dialog.getByText(ADMIN.giftPricePositive)).toBeVisible()
  await expect(price).toHaveValue('0')

  // Typed with a dot, as on a phone with an English keyboard: read as reais and centavos, and
  // said under the field before saving.
  await price.fill('349.90')
  await expect(dialog.getByText(ADMIN.giftPriceRead('R$ 349,90'))).toBeVisible()
  await price.scrollIntoViewIfNeeded()
  await page.screenshot({
    path: `test-results/screens/admin-gift-price-hint-${testInfo.project.name}.png`,
  })

  // Escape with changes not saved asks first; going on keeps them.
  await page.keyboard.press('Escape')
  const discard = page.getByRole('alertdialog', { name: ADMIN.discardGiftTitle })
  await expect(discard).toBeVisible()
  await discard.getByRole('button', { name: ADMIN.keepEditingGift }).click()
  await expect(discard).toBeHidden()
  await expect(price).toHaveValue('349.90')

  // The demo's gift has a drawing: 'Trocar foto'.
  await dialog.getByLabel(ADMIN.changeGiftPhoto, { exact: true }).setInputFiles({
    name: 'panelas.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  })
  await expect(dialog.getByRole('img', { name: ADMIN.giftPhotoPreview })).toBeVisible()
  // The panel itself is checked by the login's journey.
  await expectNoAxeViolations(page, ['[role="dialog"]'])
  await page.screenshot({
    path: `test-results/screens/admin-gift-edit-${testInfo.project.name}.png`,
  })
  await dialog.getByRole('button', { name: ADMIN.saveGift }).click()
  await expect(dialog).toBeHidden()

  await expect(card.getByText('R$ 349,90')).toBeVisible()
  await expect(card.getByRole('img', { name: ADMIN.giftPhotoAlt(name) })).toBeVisible()
  // Saved in the database: a fresh page shows it too.
  await page.reload()
  await expect(card.getByText('R$ 349,90')).toBeVisible({ timeout: BOOT_MS })
  // Photos are asked for as their rows come near the screen.
  await card.scrollIntoViewIfNeeded()
  await expect(card.getByRole('img', { name: ADMIN.giftPhotoAlt(name) })).toBeVisible()

  // And the guests see the new price and photo on the site.
  const site = await page.context().newPage()
  await site.goto('/#gifts')
  const guestCard = site.getByRole('listitem', { name: new RegExp(`^${name}`) })
  await guestCard.scrollIntoViewIfNeeded({ timeout: BOOT_MS })
  await expect(guestCard.getByText('R$ 349,90')).toBeVisible()
  await guestCard.getByRole('button', { name: GIFTS.viewPhoto(name) }).click()
  await expect(site.getByRole('dialog', { name }).getByRole('img', { name })).toBeVisible()
})

test("the couple confirm a guest's informed PIX from the demo data", async ({ page }, testInfo) => {
  await login(page)
  const panel = page.locator('#admin-contributions')
  // A table on wide screens, a card per row on phones: the row by its element.
  const row = panel.locator('tr').filter({ hasText: 'Beatriz Nogueira' })
  await expect(row.getByText(ADMIN.statusInformed)).toBeVisible({ timeout: BOOT_MS })
  await expect(row.getByText('Passagens da lua de mel')).toBeVisible()
  const informed = panel.getByText(ADMIN.informedTotal, { exact: true }).locator('xpath=..')
  const before = await informed.locator('dd').textContent()
  await row.scrollIntoViewIfNeeded()
  await page.screenshot({
    path: `test-results/screens/admin-contributions-informed-${testInfo.project.name}.png`,
  })

  // 'Não recebi' asks first; going back changes nothing.
  await row.getByRole('button', { name: ADMIN.rejectPixLabel('Beatriz Nogueira') }).click()
  const dialog = page.getByRole('alertdialog', { name: ADMIN.rejectPixTitle })
  await expect(dialog).toContainText(ADMIN.rejectPixBody('Beatriz Nogueira', 'R$ 200,00'))
  await dialog.getByRole('button', { name: ADMIN.keepPix }).click()
  await expect(row.getByText(ADMIN.statusInformed)).toBeVisible()

  await row.getByRole('button', { name: ADMIN.confirmPixLabel('Beatriz Nogueira') }).click()
  await expect(page.getByText(ADMIN.pixConfirmed('Beatriz Nogueira'))).toBeVisible()
  await expect(row.getByText(ADMIN.statusPaid)).toBeVisible()
  await expect(
    row.getByRole('button', { name: ADMIN.confirmPixLabel('Beatriz Nogueira') }),
  ).toHaveCount(0)
  await expect(informed.locator('dd')).not.toHaveText(before ?? '')
  await expectNoSidewaysScroll(page)
})

test("the guests' PIX waiting are the first thing the couple see, and answered there", async ({
  page,
}, testInfo) => {
  await login(page)
  // The demo's Beatriz and Família Mendes said 'Já fiz o PIX' hours ago (supabase/seed.sql).
  const notice = page.getByRole('region', { name: ADMIN.pixWaitingTitle(2) })
  await expect(notice).toBeVisible({ timeout: BOOT_MS })
  await expect(notice).toContainText('Família Mendes')
  await expect(notice).toContainText('Beatriz Nogueira')
  await expect(notice.getByText(/^Cotas guardadas até /).first()).toBeVisible()
  // Above every panel.
  const noticeTop = (await notice.boundingBox())?.y ?? Infinity
  const actionsTop = (await page.locator('#admin-actions').boundingBox())?.y ?? 0
  expect(noticeTop).toBeLessThan(actionsTop)
  await expectNoSidewaysScroll(page)
  await expectNoAxeViolations(page, ['[aria-labelledby="admin-pix-waiting-title"]'])
  await page.screenshot({
    path: `test-results/screens/admin-pix-waiting-${testInfo.project.name}.png`,
  })

  await notice.getByRole('button', { name: ADMIN.rejectPixLabel('Família Mendes') }).click()
  const dialog = page.getByRole('alertdialog', { name: ADMIN.rejectPixTitle })
  await dialog.getByRole('button', { name: ADMIN.rejectPix }).click()
  await expect(page.getByText(ADMIN.pixRejected('Família Mendes'))).toBeVisible()
  const one = page.getByRole('region', { name: ADMIN.pixWaitingTitle(1) })
  await expect(one).toBeVisible()
  await expect(one).not.toContainText('Família Mendes')
  // The contributions panel says the same, and the hotel's cota is free again.
  const row = page.locator('#admin-contributions tr').filter({ hasText: 'Família Mendes' })
  await expect(row.getByText(ADMIN.statusRejected)).toBeVisible()
  const hotel = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Diárias no hotel da lua de mel', level: 3 }),
  })
  await expect(hotel.getByText('2 de 6 cotas')).toBeVisible()
  await page.screenshot({
    path: `test-results/screens/admin-pix-waiting-after-${testInfo.project.name}.png`,
  })
})

test('the couple confirm a PIX the guest never informed, by its identifier', async ({
  page,
}, testInfo) => {
  await login(page)
  const panel = page.locator('#admin-contributions')
  // The demo's Lucas showed the code two days ago and never tapped 'Já fiz o PIX'.
  const row = panel.locator('tr').filter({ hasText: 'Lucas Pereira' })
  await expect(row.getByText(ADMIN.statusStarted)).toBeVisible({ timeout: BOOT_MS })
  await expect(row.getByText(ADMIN.holdLapsed, { exact: true })).toBeVisible()
  // The identifier the couple's bank shows (supabase/seed.sql: md5 of 'seed-pix-4').
  await expect(row.getByText(ADMIN.pixTxidRow('08E95DE4F3EAA7242399D7C43'))).toBeVisible()
  await row.scrollIntoViewIfNeeded()
  await page.screenshot({
    path: `test-results/screens/admin-contributions-started-${testInfo.project.name}.png`,
  })
  await expectNoSidewaysScroll(page)

  const hotel = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Diárias no hotel da lua de mel', level: 3 }),
  })
  await expect(hotel.getByText('3 de 6 cotas')).toBeVisible()
  await row.getByRole('button', { name: ADMIN.confirmPixLabel('Lucas Pereira') }).click()
  await expect(page.getByText(ADMIN.pixConfirmed('Lucas Pereira'))).toBeVisible()
  await expect(row.getByText(ADMIN.statusPaid)).toBeVisible()
  // Its cota counts for the gift.
  await expect(hotel.getByText('4 de 6 cotas')).toBeVisible()

  // 'Filtrar por situação' calls a money gift given to the last cota what the guests' list does.
  const situation = page.getByLabel(ADMIN.filterReserved)
  await situation.selectOption({ label: ADMIN.onlyAvailable })
  await expect(page.getByRole('heading', { name: 'Passeio de barco', level: 3 })).toHaveCount(0)
  await situation.selectOption({ label: ADMIN.onlyReserved })
  await expect(page.getByRole('heading', { name: 'Passeio de barco', level: 3 })).toBeVisible()
})
