import { GIFT_PAYMENTS as T } from '@/config/copy-gift-payments'
import { EMAILJS } from '@/config/env'
import { COUPLE_EMAIL, COUPLE_NAMES, SITE_URL } from '@/config/wedding'
import { formatDateTime } from '@/lib/dates'
import { sendEmailTemplate, type EmailJsConfig, type EmailResult } from '@/lib/emailjs'
import { formatCents } from '@/lib/money'

/** A guest's PIX for a gift, just informed ('Já fiz o PIX'). */
export interface InformedPix {
  guest: string
  giftName: string
  amountCents: number
  txid: string
  informedAt: Date
}

/**
 * The template_params of the couple's notice of an informed PIX (docs/product.md §7,
 * docs/decisions/0017 "Holds per client"): who, which gift, how much, the identifier their bank
 * shows, when, and the panel where they confirm or refuse it. Nothing else the guest typed: the
 * panel has it.
 */
export function buildPixEmailParams(pix: InformedPix): Record<string, string> {
  const amount = formatCents(pix.amountCents)
  const panel = `${SITE_URL}/dev`
  return {
    user_email: COUPLE_EMAIL,
    user_name: COUPLE_NAMES,
    couple_names: COUPLE_NAMES,
    guest_name: pix.guest,
    gift_name: pix.giftName,
    amount,
    txid: pix.txid,
    informed_at: formatDateTime(pix.informedAt),
    panel_url: panel,
    summary: T.pixEmailSummary({ guest: pix.guest, gift: pix.giftName, amount }),
    action: T.pixEmailAction(panel),
  }
}

/**
 * Tells the couple at once that a guest says a PIX was sent, so a false one is refused in
 * minutes, not when its hold ends. Sent by this browser where VITE_EMAILJS_TEMPLATE_PIX is set
 * (nothing otherwise); never throws, and the guest is never told whether it went.
 */
export function sendPixEmail(
  pix: InformedPix,
  config: EmailJsConfig = EMAILJS,
): Promise<EmailResult> {
  return sendEmailTemplate(config.templatePix, buildPixEmailParams(pix), `pix:${pix.txid}`, config)
}
