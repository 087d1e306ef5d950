/**
 * A wa.me link that opens WhatsApp with `text` typed in (number in E.164 digits, no '+'): the PIX
 * receipt to the couple, and the couple's invitations and reminders to their guests.
 */
export function whatsAppUrl(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}
