/**
 * A household's RSVP form (/?convite=CODE, docs/decisions/0016-guest-list.md): a module of its own, so a first visit without a personal link never downloads it.
 */
export const HOUSEHOLD_RSVP = {
  /** Above the open form, when the link's code names no household. */
  openFormInstead: 'Você ainda pode confirmar a sua presença pelo formulário abaixo.',
  greeting: (name: string) => `Olá, ${name}!`,
  intro: 'Marque quem vai e quem não vai. Para mudar depois, é só abrir este mesmo link.',
  answeredOn: (when: string) => `Vocês responderam em ${when}. Confira e altere se precisar.`,
  members: 'Quem está no convite',
  companion: 'Acompanhante',
  /** One of several companion seats. */
  companionNumber: (n: number) => `Acompanhante ${n}`,
  child: 'Criança',
  companionName: 'Nome do(a) acompanhante',
  dietary: 'Restrições alimentares ou alergias',
  dietaryHint: 'Ex.: vegetariano, sem glúten, alergia a camarão.',
  message: 'Mensagem aos noivos',
  phone: 'Telefone / WhatsApp',
  submit: 'Enviar resposta',
  submitting: 'Enviando resposta…',
  answerEach: 'Marque sim ou não para esta pessoa.',
  companionNameRequired: 'Informe o nome de quem vem como acompanhante.',
  nameTooLong: (max: number) => `O nome pode ter no máximo ${max} caracteres.`,
  dietaryTooLong: (max: number) => `As restrições podem ter no máximo ${max} caracteres.`,
  messageTooLong: (max: number) => `A mensagem pode ter no máximo ${max} caracteres.`,
  checkFields: 'Confira os campos destacados acima.',
  thanksTitle: (name: string) => `Obrigado, ${name}!`,
  thanksSome: 'Resposta registrada. Mal podemos esperar para celebrar com vocês!',
  thanksNone: 'Sentiremos a falta de vocês! Obrigado por nos avisar.',
  coming: 'Vão ao casamento',
  notComing: 'Não vão',
  nobody: 'Ninguém',
  noMessage: 'Nenhuma mensagem',
  /** The couple's e-mail and the backup: one line per person. */
  memberLine: (name: string, answer: string, dietary: string | null) =>
    dietary ? `${name}: ${answer} (${dietary})` : `${name}: ${answer}`,
  /** The email sub-status: a household's notice goes to the couple. */
  email: {
    processing: 'Avisando os noivos por e-mail…',
    sent: 'Os noivos foram avisados por e-mail.',
    failed:
      'Não conseguimos avisar os noivos por e-mail, mas sua resposta foi registrada com sucesso.',
  },
  noEmail: 'Convite pessoal (sem e-mail)',
  noPhone: 'Não informado',
} as const
