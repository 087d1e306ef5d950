/**
 * Every fact about this couple and their wedding. To make the site yours, edit this file (names,
 * dates, venue, contacts, PIX) and the two beside it, wedding-guide.ts and guest-list.ts;
 * src/config/README.md lists every file a couple edits. Texts that are not couple-specific live
 * in copy.ts.
 *
 * TROQUE AQUI: the names and contacts below are placeholders for the template.
 */

export const COUPLE = {
  // TROQUE AQUI: first names of the couple, in the order they appear on the invitation.
  first: 'Marina',
  second: 'Rafael',
} as const

export const COUPLE_NAMES = `${COUPLE.first} & ${COUPLE.second}`

/** Used for the backup file name and the calendar event id. */
export const WEDDING_SLUG = 'casamento-marina-rafael'

export const TIME_ZONE = 'America/Sao_Paulo'

// docs/product.md §1/§9: ceremony on Saturday 01/11/2025 at 16:00 local time. Brazil has had no daylight
// saving since 2019, so the venue's offset is a fixed -03:00. Also the hero's <time dateTime>.
export const WEDDING_DATE_ISO = '2025-11-01T16:00:00-03:00'
export const WEDDING_DATE = new Date(WEDDING_DATE_ISO)
/** How long the celebration lasts, for the calendar event (ceremony + party). */
export const WEDDING_DURATION_HOURS = 8

// docs/product.md §2 hero: the date exactly as printed on the invitation.
export const WEDDING_DATE_LABEL = '01 de Novembro, 2025'
export const WEDDING_WEEKDAY_LABEL = 'Sábado'
/**
 * The day as the event information writes it. Written out rather than formatted in the browser:
 * the first pt-BR date a page formats loads the locale's data, a long task on a phone's first
 * visit (tests/unit/dates.test.ts checks it against WEDDING_DATE).
 */
export const WEDDING_LONG_DATE_LABEL = '01 de novembro de 2025'
export const WEDDING_TIME_LABEL = '16h00'

// docs/product.md §9: RSVP deadline.
export const RSVP_DEADLINE_LABEL = '02/10/2025'
/**
 * The first instant after the RSVP deadline: answers are due by the end of 02/10/2025 at the
 * venue. src/lib/wedding-clock.ts reads the day's phases from these instants. The database
 * enforces its own copy of it, which the couple's panel (/dev) offers to set from this one when
 * they differ (docs/decisions/0024-settings.md).
 */
export const RSVP_CLOSES_AT = new Date('2025-10-03T00:00:00-03:00')
/** The wedding day at the venue, midnight to midnight; from its end the site is "after the wedding". */
export const WEDDING_DAY_STARTS_AT = new Date('2025-11-01T00:00:00-03:00')
export const WEDDING_DAY_ENDS_AT = new Date('2025-11-02T00:00:00-03:00')

/**
 * TROQUE AQUI: the couple's thank-you, shown from the end of the wedding day in the hero and in
 * place of the RSVP form (docs/decisions/0018-the-site-by-the-clock.md).
 */
export const THANK_YOU =
  'Obrigado por celebrarem conosco o dia mais feliz das nossas vidas. Cada abraço, sorriso e oração ficará para sempre com a gente.'

export const VERSE = {
  reference: 'Isaías 41:20',
  text: 'Para que todos vejam, e saibam, e considerem, e juntamente entendam que a mão do Senhor fez isso, e o Santo de Israel o criou.',
} as const

export const VENUE = {
  // TROQUE AQUI: the venue of the ceremony and party.
  name: 'Fazenda Santa Clara',
  kind: 'Fazenda',
  address: 'Estrada Municipal ROM-010, km 7, Zona Rural',
  city: 'Romaria',
  state: 'MG',
  stateName: 'Minas Gerais',
  cep: '38520-000',
  latitude: -18.8836,
  longitude: -47.5817,
} as const

export const VENUE_LINE = `${VENUE.name} · ${VENUE.city}, ${VENUE.state}`
export const VENUE_FULL_ADDRESS = `${VENUE.address}, ${VENUE.city} - ${VENUE.state}, CEP ${VENUE.cep}`

/** 'Rota para chegar': opens directions in the visitor's map app. */
export const VENUE_MAP_URL = `https://www.google.com/maps/dir/?api=1&destination=${VENUE.latitude},${VENUE.longitude}`

export const PARKING = 'Estacionamento gratuito dentro da fazenda, com manobristas na entrada.'

export const BBQ = {
  // docs/product.md §2/§9: what each guest brings.
  meatGramsPerPerson: 400,
  drinkLitres: ['2L', '1,5L'],
  deliveryDeadlineIso: '2025-10-31',
  deliveryDeadlineLabel: '31/10/2025',
  // TROQUE AQUI: where the kit is delivered.
  deliveryAddress: 'Rua das Palmeiras, 215, Centro, Romaria - MG',
} as const

export interface Contact {
  name: string
  role: string
  /** E.164 without the plus sign: used for tel: and wa.me links. */
  phone: string
  phoneLabel: string
}

// TROQUE AQUI: who guests call with questions.
export const CONTACTS: readonly Contact[] = [
  { name: COUPLE.first, role: 'Noiva', phone: '5534991234567', phoneLabel: '(34) 99123-4567' },
  { name: COUPLE.second, role: 'Noivo', phone: '5534997654321', phoneLabel: '(34) 99765-4321' },
]

/** WhatsApp number that receives PIX receipts and questions. */
export const WHATSAPP_NUMBER = CONTACTS[0]?.phone ?? ''

/** The couple's email: RSVP notices reply to it. */
export const COUPLE_EMAIL = 'noivos@exemplo.com.br'

export const PIX = {
  // TROQUE AQUI: the PIX key (email, phone +55…, CPF/CNPJ digits or random key), as the bank shows it.
  key: 'noivos@exemplo.com.br',
  keyType: 'E-mail',
  // BR Code limits (BCB Manual de Padrões, fields 59/60): 25 and 15 characters; longer is cut.
  receiverName: 'Marina e Rafael',
  city: 'Romaria',
  bank: 'Banco do Brasil',
} as const

export const GIFT_DELIVERY =
  'Presentes físicos podem ser entregues no endereço Rua das Palmeiras, 215, Centro, Romaria - MG, ou levados no dia da festa.'

/**
 * TROQUE AQUI: the public address of the site (Netlify's, or your own domain), without a slash at
 * the end. WhatsApp's link preview (Open Graph image and url), the canonical link and the
 * calendar event's link use it.
 */
export const SITE_URL = 'https://casamento-marina-rafael.netlify.app'

// The guest list's facts (children's age bands, the WhatsApp messages) are in guest-list.ts beside
// this file: a module of its own, so a first visit to '/' never downloads them.

// ---------- guests' personal data (LGPD, docs/decisions/0022-guests-personal-data.md) ----------
/**
 * TROQUE AQUI: from this instant guests' contact details (e-mails, phones) and sensitive fields
 * (dietary restrictions, allergies, children's age bands) are removed automatically; messages and
 * gift names stay. Default: 6 months after the wedding day, at the venue. The database applies
 * its own copy of it, which the couple's panel (/dev) offers to set from this one when they differ
 * (docs/decisions/0024-settings.md).
 */
export const RETENTION_ENDS_AT = new Date('2026-05-01T00:00:00-03:00')
/** The couple's panel warns this many days before RETENTION_ENDS_AT (the same number in the SQL). */
export const RETENTION_NOTICE_DAYS = 30

// Privacy (LGPD): the couple are the controllers of their guests' data; the privacy notice names
// them and how a guest reaches them to ask for a copy or a deletion.
// TROQUE AQUI: who answers guests' requests about their data.
/**
 * The last day guests' contact and sensitive data are kept, as the privacy notice prints it: the
 * day before RETENTION_ENDS_AT at the venue (tests/unit/privacy.test.ts keeps them equal).
 */
export const RETENTION_LAST_DAY_LABEL = '30/04/2026'
export const PRIVACY_CONTROLLER = {
  names: `${COUPLE.first} e ${COUPLE.second}`,
  email: COUPLE_EMAIL,
  whatsapp: CONTACTS[0] ?? null,
} as const

// ---------- the hero photo (docs/decisions/0019-hero-photo.md) ----------
/**
 * A photo for the hero, behind the names (docs/decisions/0019-hero-photo.md). The build makes
 * AVIF and WebP copies of it at a few widths (build/hero-photo-plugin.ts); the original file
 * is never sent to guests, and its EXIF data (camera, GPS) is dropped from the copies.
 */
export interface HeroPhoto {
  /** The original, from the repository's root, e.g. 'src/assets/casal.jpg' (JPEG, PNG or WebP). */
  file: string
  /** What the photo shows, in pt-BR, for people who cannot see it. */
  alt: string
  /** What must stay in view when the photo is cropped: 0..1 from the left and from the top. */
  focus?: { x: number; y: number }
}

/**
 * TROQUE AQUI (optional): the couple's photo for the hero, e.g.
 * `{ file: 'src/assets/casal.jpg', alt: 'Marina e Rafael abraçados no campo', focus: { x: 0.5, y: 0.3 } }`.
 * null: the drawn landscape.
 */
export const HERO_PHOTO: HeroPhoto | null = null

/**
 * TROQUE AQUI (optional): a photo shown in its place from the end of the wedding day on (a photo of
 * the wedding, once you have it); null keeps HERO_PHOTO (or the landscape).
 */
export const HERO_PHOTO_AFTER: HeroPhoto | null = null
