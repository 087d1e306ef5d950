import { whatsAppUrl } from '@/lib/whatsapp'

/**
 * A household's personal link (docs/decisions/0016-guest-list.md): the site with its code, opened
 * at the RSVP section, where the household is greeted.
 */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/?convite=${encodeURIComponent(code)}#rsvp`
}

/**
 * The number wa.me takes (country code and digits, no '+') from a phone as the couple typed it:
 * one written with '+' or with 12 digits or more already carries its country code; a shorter one
 * (DDD and number: 10 or 11 digits) is Brazilian, so 55 goes before it. A leading trunk 0
 * ('034 …') is dropped. Null when there is no phone to write to.
 */
export function whatsAppNumber(phone: string | null): string | null {
  if (!phone) return null
  let digits = phone.replace(/\D/g, '')
  if (phone.trim().startsWith('+')) return digits || null
  digits = digits.replace(/^0+/, '')
  if (digits.length < 8) return null
  return digits.length >= 12 ? digits : `55${digits}`
}

/** A message template of GUEST_LIST with the household's name and link in it. */
export function fillMessage(template: string, name: string, link: string): string {
  return template.replaceAll('{nome}', name).replaceAll('{link}', link)
}

/** The wa.me link that opens a chat with the household, the message typed in; null without a phone. */
export function householdWhatsAppUrl(
  phone: string | null,
  template: string,
  name: string,
  link: string,
): string | null {
  const number = whatsAppNumber(phone)
  return number ? whatsAppUrl(number, fillMessage(template, name, link)) : null
}
