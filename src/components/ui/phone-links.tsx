import { MessageCircle, Phone } from 'lucide-react'
import { PHONE_LINKS } from '@/config/copy/common'
import { LinkButton } from './button'

/**
 * 'Ligar' and, when the number answers there, 'WhatsApp' for a named person or place: the
 * couple's contacts in the event information and the places to stay in the guests' guide.
 */
export function PhoneLinks({
  name,
  phone,
  whatsapp = true,
}: {
  name: string
  /** E.164 without the plus sign. */
  phone: string
  whatsapp?: boolean
}) {
  return (
    <>
      <LinkButton
        href={`tel:+${phone}`}
        variant="secondary"
        size="sm"
        aria-label={PHONE_LINKS.call(name)}
      >
        <Phone aria-hidden="true" className="size-4" />
        {PHONE_LINKS.callShort}
      </LinkButton>
      {whatsapp ? (
        <LinkButton
          href={`https://wa.me/${phone}`}
          target="_blank"
          rel="noopener noreferrer"
          variant="secondary"
          size="sm"
          aria-label={`${PHONE_LINKS.whatsapp(name)} ${PHONE_LINKS.newTab}`}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {PHONE_LINKS.whatsappShort}
        </LinkButton>
      ) : null}
    </>
  )
}
