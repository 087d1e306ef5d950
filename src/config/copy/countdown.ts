/**
 * The countdown to the wedding (its after-the-wedding texts are in by-the-clock.ts).
 */
export const COUNTDOWN = {
  title: 'Contagem Regressiva',
  subtitle: 'Faltam poucos dias para o nosso grande dia!',
  days: 'dias',
  hours: 'horas',
  minutes: 'minutos',
  seconds: 'segundos',
  passed: 'O grande dia chegou!',
} as const
