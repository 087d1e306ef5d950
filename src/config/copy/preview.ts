/**
 * The pt-BR texts of 'Ver o site como em…' (src/lib/site-clock.ts): the choice of moments in /dev
 * and in the demo badge, and the bar a preview tab shows.
 */

/** The moments that matter (src/lib/site-clock.ts previewMoments). */
export type PreviewMomentName =
  'monthBefore' | 'lastRsvpDay' | 'afterDeadline' | 'weddingDay' | 'weekAfter'

export const PREVIEW = {
  title: 'Ver o site como em…',
  description:
    'O site muda com o tempo: antes e depois do prazo de confirmação, no dia e depois do casamento. Veja o que os convidados veem em cada momento, numa nova aba; o site deles não muda.',
  demoDescription: 'Veja o site em cada fase do casamento, como um convidado o veria naquele dia.',
  moments: {
    monthBefore: 'Um mês antes',
    lastRsvpDay: 'Último dia para confirmar',
    afterDeadline: 'Depois do prazo',
    weddingDay: 'No dia do casamento',
    weekAfter: 'Uma semana depois',
  } satisfies Record<PreviewMomentName, string>,
  momentLabel: (moment: string, date: string) => `${moment}, ${date}`,
  anyDate: 'Outra data',
  show: 'Ver o site',
  dateRequired: 'Escolha uma data.',
  newTab: '(abre em nova aba)',
  /** The bar on top of a preview tab. */
  bar: (date: string) => `Prévia: como o site aparece em ${date}`,
  barHint: 'Só nesta aba. Respostas e presentes seguem as regras de hoje.',
  leave: 'Sair da prévia',
} as const
