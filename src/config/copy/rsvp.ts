/**
 * The RSVP: the open form, what a personal link shows before its form loads, and the answer kept
 * on the device. After the deadline: by-the-clock.ts.
 */
import { COMMON } from './common'

export const RSVP = {
  title: 'Confirme sua Presença',
  subtitle: 'Confirmação individual: cada convidado preenche a sua.',
  deadline: (date: string) => `Por favor, confirme até ${date}.`,
  /** After the deadline, while the couple still take answers ('Aceitar respostas depois do prazo'). */
  lateDeadline: (date: string) =>
    `O prazo foi até ${date}, mas os noivos ainda recebem confirmações.`,
  nomeCompleto: 'Nome completo',
  vaiAoEvento: 'Você vai ao casamento?',
  sim: 'Sim, estarei presente',
  nao: 'Não poderei ir',
  email: 'E-mail',
  telefone: 'Telefone / WhatsApp',
  observacoes: 'Observações',
  observacoesHint: 'Acessibilidade, recado aos noivos…',
  submit: 'Confirmar presença',
  submitting: 'Enviando confirmação…',
  requiredFields: 'Por favor, preencha todos os campos obrigatórios.',
  invalidEmail: COMMON.invalidEmail,
  invalidPhone: COMMON.invalidPhone,
  storeError: 'Não foi possível registrar sua confirmação. Tente novamente.',
  thanksTitle: (name: string) => `Obrigado, ${name}!`,
  thanksSim: 'Sua presença está confirmada. Mal podemos esperar para celebrar com você!',
  thanksNao: 'Sentiremos sua falta! Obrigado por nos avisar.',
  yourAnswer: 'Sua resposta',
  emailSent: 'Enviamos a confirmação para o seu e-mail.',
  emailFailed:
    'Não conseguimos enviar o e-mail de confirmação, mas sua resposta foi registrada com sucesso.',
  emailProcessing: 'Enviando e-mail de confirmação…',
  noObservations: 'Nenhuma observação',
  willAttendSim: 'Sim',
  willAttendNao: 'Não',
  changeAnswer: 'Alterar resposta',
  answerLabel: 'Presença',
  contactLine: (name: string, role: string, phone: string) => `${name} (${role}): ${phone}`,
  eventDate: (weekday: string, date: string) => `${weekday}, ${date}`,
} as const

/**
 * The personal RSVP of a household (/?convite=CODE, docs/decisions/0016-guest-list.md): what the
 * page shows before its form's chunk arrives. The form's own texts are in rsvp-household.ts, a
 * module of its own, so a first visit without a personal link never downloads them.
 */
export const PERSONAL_RSVP = {
  subtitle: 'Um convite para toda a família: uma pessoa responde por todos.',
  loadError: 'Não foi possível abrir o seu convite. Tente novamente.',
  loading: 'Abrindo o seu convite…',
} as const

/**
 * The guest's own open-form RSVP answer, kept on the guest's device and shown again under 'Sua
 * resposta' at the next visit, with or without signal (src/features/rsvp/kept-answer.ts).
 */
export const KEPT_RSVP = {
  note: (sentAt: string) =>
    `Enviada em ${sentAt}. Esta cópia fica só neste aparelho, para você consultar mesmo sem sinal.`,
  forget: 'Esquecer neste aparelho',
  forgotten: 'Sua resposta foi apagada deste aparelho. Os noivos continuam com ela.',
} as const
