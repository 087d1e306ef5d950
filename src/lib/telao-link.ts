/**
 * The telão's link carries its key (settings.photos_screen_key) after '#', so the key never
 * reaches a server's logs nor a Referer: with it, /telao shows the approved photos before the
 * couple's reveal; a guest's phone, without it, only from the reveal
 * (docs/decisions/0027-guests-photos.md "Revelar depois").
 */
const KEY_PARAM = 'chave'

/** The telão's address with its key ('' while the key is unknown: the plain address). */
export function telaoLink(key: string, origin = ''): string {
  return key ? `${origin}/telao#${KEY_PARAM}=${encodeURIComponent(key)}` : `${origin}/telao`
}

/** The key in a location's hash ('#chave=…'), or null. */
export function telaoKeyOf(hash: string): string | null {
  const key = new URLSearchParams(hash.replace(/^#/, '')).get(KEY_PARAM)
  return key || null
}

/** A new key, as admin_save_settings takes it (32 lower-case hex digits). */
export function newTelaoKey(): string {
  return crypto.randomUUID().replaceAll('-', '')
}
