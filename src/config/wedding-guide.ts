import { BBQ, CONTACTS, PARKING, RSVP_DEADLINE_LABEL, VENUE } from './wedding.ts'

/**
 * The guests' guide (docs/decisions/0020-guests-guide.md), part of wedding.ts's facts in a module
 * of its own: only the guide's chunk, fetched as the guest scrolls near it, downloads them, so a
 * first visit to '/' does not. Every block is optional: an empty list (or `dressCode: null`)
 * removes that block and its link; with all five empty the guide and its menu item are gone.
 * After the wedding the guide is shorter (guideAt below); a question marked `when` is asked only
 * before or only after it.
 *
 * TROQUE AQUI: the day's programme, the dress code, the questions, where to stay and who the
 * padrinhos are. Imported by vite.config.ts too (build/guide-sizes.ts): restart `npm run dev` after
 * emptying or filling the whole guide.
 */

export interface ScheduleItem {
  /** Local time at the venue, 'HH:MM' (the <time> element's value; shown as '16h00'). */
  time: string
  title: string
  text: string
}

export interface Swatch {
  name: string
  /** The colour shown beside the name (the name is what a screen reader says). */
  hex: string
}

export interface DressCode {
  name: string
  text: string
  palette: readonly Swatch[]
  avoid: readonly string[]
}

export interface Question {
  question: string
  answer: string
  /**
   * When the question is asked (docs/decisions/0018-the-site-by-the-clock.md): 'before', only until
   * the end of the wedding day (how to confirm, what to bring, where to park); 'after', only from
   * then on (where the photos are); unset, always.
   */
  when?: 'before' | 'after'
}

export interface Stay {
  name: string
  /** Where it is and how far from the venue, e.g. 'Centro de Romaria · 9 km da fazenda'. */
  where: string
  note?: string
  /** E.164 without the plus sign, for tel: (and wa.me when `whatsapp` is true). */
  phone: string
  phoneLabel: string
  whatsapp: boolean
  /** Searched on the map app: name and address. */
  mapQuery: string
}

export interface Sponsor {
  names: string
  /** Shown above the names: 'Padrinhos da noiva', 'Daminha e pajem'… */
  side: string
  colour: Swatch
  role: string
}

export interface WeddingGuide {
  schedule: readonly ScheduleItem[]
  dressCode: DressCode | null
  faq: readonly Question[]
  stays: readonly Stay[]
  weddingParty: readonly Sponsor[]
}

const SAGE = { name: 'Verde-sálvia', hex: '#9AAE88' }

export const WEDDING_GUIDE: WeddingGuide = {
  schedule: [
    {
      time: '15:30',
      title: 'Chegada',
      text: 'Recepção com água aromatizada e limonada à sombra das mangueiras.',
    },
    {
      time: '16:00',
      title: 'Cerimônia',
      text: 'No gramado da fazenda. Chegue com calma: começamos pontualmente.',
    },
    {
      time: '17:00',
      title: 'Coquetel',
      text: 'Drinks, petiscos mineiros e fotos com os noivos no fim de tarde.',
    },
    {
      time: '18:30',
      title: 'Churrasco',
      text: 'A carne e as bebidas do kit de cada convidado, na brasa do galpão.',
    },
    {
      time: '20:30',
      title: 'Festa',
      text: 'Pista aberta com banda de forró e DJ até a meia-noite.',
    },
    {
      time: '00:00',
      title: 'Encerramento',
      text: 'Despedida com caldo quente e café passado na hora.',
    },
  ],
  dressCode: {
    name: 'Esporte fino',
    text: 'A cerimônia é ao ar livre, no gramado, no fim da tarde: prefira tecidos leves e sapatos confortáveis. Para elas, vestido midi ou longo; para eles, camisa social e calça de alfaiataria, sem necessidade de gravata.',
    palette: [
      { name: 'Terracota', hex: '#B8694A' },
      { name: 'Mostarda', hex: '#C99A3B' },
      { name: 'Rosa antigo', hex: '#C49A95' },
      { name: 'Azul-petróleo', hex: '#2F5F6B' },
      { name: 'Lavanda', hex: '#A89BC2' },
    ],
    avoid: [
      'Branco, off-white e bege muito claro: são da noiva.',
      'Verde-sálvia: é a cor das madrinhas.',
      'Salto fino: afunda na grama. Salto bloco ou rasteira vão bem.',
    ],
  },
  faq: [
    {
      question: 'Posso levar crianças?',
      when: 'before',
      answer:
        'Claro! Crianças são muito bem-vindas. Inclua cada uma ao confirmar presença, para reservarmos o lugar dela.',
    },
    {
      question: 'Posso levar acompanhante?',
      when: 'before',
      answer:
        'O convite vale para as pessoas nomeadas nele. Se houver lugar para acompanhante, ele aparece na sua confirmação de presença.',
    },
    {
      question: 'Tem estacionamento?',
      when: 'before',
      answer: `${PARKING} A estrada de terra até a fazenda é boa para qualquer carro.`,
    },
    {
      question: 'Até quando confirmo presença?',
      when: 'before',
      answer: `Até ${RSVP_DEADLINE_LABEL}, pela seção Confirmar deste site.`,
    },
    {
      question: 'Onde entrego o kit do churrasco?',
      when: 'before',
      answer: `Até ${BBQ.deliveryDeadlineLabel}, em ${BBQ.deliveryAddress}.`,
    },
    {
      question: 'Que horas termina?',
      when: 'before',
      answer:
        'A festa vai até a meia-noite. Para quem for dirigir, teremos café e caldo antes da estrada.',
    },
    {
      question: 'E se chover?',
      when: 'before',
      answer: `A festa acontece de qualquer jeito! Se chover, a cerimônia passa para o galpão coberto da ${VENUE.name}, no mesmo horário.`,
    },
    {
      question: 'Onde vejo as fotos do casamento?',
      when: 'after',
      answer:
        'Na galeria, logo no começo do site. Vamos colocando mais fotos conforme o fotógrafo entrega.',
    },
    {
      question: 'Ainda dá para dar um presente?',
      when: 'after',
      answer:
        'Dá sim, e ficaremos felizes! A lista de presentes e as contribuições continuam abertas aqui no site.',
    },
    {
      question: 'Tenho outra dúvida. Com quem falo?',
      answer: `Chame ${CONTACTS.map((c) => c.name).join(' ou ')} pelo WhatsApp: os contatos estão nas informações do evento.`,
    },
  ],
  stays: [
    {
      name: 'Pousada Santuário da Abadia',
      where: 'Centro de Romaria · 9 km da fazenda',
      note: 'Diga que é convidado da Marina e do Rafael: 10% de desconto.',
      phone: '553438481234',
      phoneLabel: '(34) 3848-1234',
      whatsapp: false,
      mapQuery: 'Pousada Santuário da Abadia, Romaria - MG',
    },
    {
      name: 'Pousada Recanto das Águas',
      where: 'Romaria · 12 km da fazenda',
      note: 'Café da manhã servido até as 11h no domingo.',
      phone: '5534998761122',
      phoneLabel: '(34) 99876-1122',
      whatsapp: true,
      mapQuery: 'Pousada Recanto das Águas, Romaria - MG',
    },
    {
      name: 'Hotel Monte Carmelo',
      where: 'Monte Carmelo · 38 km da fazenda',
      phone: '5534991112233',
      phoneLabel: '(34) 99111-2233',
      whatsapp: true,
      mapQuery: 'Hotel Monte Carmelo, Monte Carmelo - MG',
    },
  ],
  weddingParty: [
    {
      names: 'Ana Luísa e Pedro Henrique',
      side: 'Padrinhos da noiva',
      colour: SAGE,
      role: 'Fazem a leitura de Isaías na cerimônia.',
    },
    {
      names: 'Camila e Thiago',
      side: 'Padrinhos da noiva',
      colour: SAGE,
      role: 'Entram logo antes da noiva.',
    },
    {
      names: 'Juliana e Gustavo',
      side: 'Padrinhos do noivo',
      colour: SAGE,
      role: 'Recebem os convidados na chegada.',
    },
    {
      names: 'Beatriz e Lucas',
      side: 'Padrinhos do noivo',
      colour: SAGE,
      role: 'Fazem o brinde no início da festa.',
    },
    {
      names: 'Helena e Theo',
      side: 'Daminha e pajem',
      colour: { name: 'Champanhe', hex: '#C2A878' },
      role: 'Levam as alianças até o altar.',
    },
  ],
}

export type GuideBlockId = 'programacao' | 'traje' | 'duvidas' | 'hospedagem' | 'padrinhos'

/**
 * The guide as it reads before the wedding, or from the end of the wedding day
 * (docs/decisions/0018-the-site-by-the-clock.md): after it, the day's programme and the padrinhos
 * stay (a record of the day), the questions asked only before go and those asked only after come,
 * and what was for getting there goes whole: the dress code and where to stay.
 */
export function guideAt(guide: WeddingGuide, married: boolean): WeddingGuide {
  const faq = guide.faq.filter((q) => q.when !== (married ? 'before' : 'after'))
  return married ? { ...guide, dressCode: null, stays: [], faq } : { ...guide, faq }
}

/** The blocks this guide has, in page order: a block with nothing in it is left out. */
export function guideBlocks(guide: WeddingGuide): GuideBlockId[] {
  const present: [GuideBlockId, boolean][] = [
    ['programacao', guide.schedule.length > 0],
    ['traje', guide.dressCode !== null],
    ['duvidas', guide.faq.length > 0],
    ['hospedagem', guide.stays.length > 0],
    ['padrinhos', guide.weddingParty.length > 0],
  ]
  return present.filter(([, shown]) => shown).map(([id]) => id)
}
