import { THANK_YOU_TEMPLATES, THANKS } from '@/config/copy/thanks'
import { COUPLE_NAMES } from '@/config/wedding'
import type { ThankGiver, ThankItem } from '@/data/types'
import { formatCents } from '@/lib/money'
import { whatsAppUrl } from '@/lib/whatsapp'
import { whatsAppNumber } from '../guests/guest-links'

/** One thing given, as the row and the message name it: the gift, or the amount and its gift. */
export function itemText(item: ThankItem): string {
  const amount = formatCents(item.amountCents ?? 0)
  if (item.kind === 'gift') return THANKS.giftItem(item.what ?? '')
  if (item.kind === 'quotas') return THANKS.quotasItem(amount, item.what ?? '', item.quotas)
  return THANKS.moneyItem(amount)
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

/**
 * The pt-BR thank-you for a giver (THANK_YOU_TEMPLATES, src/config/copy/thanks.ts): the gift's
 * template for one gift, the money's for one payment, and the list for several.
 */
export function thankYouText(giver: ThankGiver): string {
  const things = giver.items.map(itemText)
  const template =
    giver.items.length > 1
      ? THANK_YOU_TEMPLATES.several
      : giver.items[0]?.kind === 'gift'
        ? THANK_YOU_TEMPLATES.gift
        : THANK_YOU_TEMPLATES.money
  return template
    .replaceAll('{nome}', firstName(giver.name))
    .replaceAll('{presentes}', THANKS.listJoin(things))
    .replaceAll('{presente}', things[0] ?? '')
    .replaceAll('{casal}', COUPLE_NAMES)
}

/**
 * Where the thank-you goes: WhatsApp (wa.me, the text typed in) when the giver left a phone, else
 * an e-mail with the same text; null with neither.
 */
export function thankYouLink(
  giver: ThankGiver,
): { via: 'whatsapp' | 'email'; href: string } | null {
  const number = whatsAppNumber(giver.phone)
  if (number) return { via: 'whatsapp', href: whatsAppUrl(number, thankYouText(giver)) }
  if (giver.email) {
    const query = `subject=${encodeURIComponent(THANKS.emailSubject)}&body=${encodeURIComponent(thankYouText(giver))}`
    return { via: 'email', href: `mailto:${giver.email}?${query}` }
  }
  return null
}
