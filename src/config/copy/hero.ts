/**
 * The first screen (src/features/hero).
 */
export const HERO = {
  eyebrow: 'Vamos nos casar',
  /** From the end of the wedding day (docs/decisions/0018-the-site-by-the-clock.md). */
  married: 'Casamos!',
  scrollHint: 'Ver convite',
} as const
