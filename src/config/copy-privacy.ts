/**
 * The privacy texts every page shows (LGPD): the notice's link and the one line under each form
 * that collects personal data. Short on purpose: they are in the first visit's download, while
 * the notice itself (copy-privacy-notice.ts) is fetched only when a guest opens it.
 */
export const PRIVACY = {
  link: 'Aviso de privacidade',
  loading: 'Carregando o aviso de privacidade…',
  loadError: 'Não foi possível abrir o aviso de privacidade. Tente novamente.',
  // One line per form: what its data is for, followed by the link.
  rsvp: 'Usamos seus dados só para organizar a festa e falar com você sobre ela.',
  household: 'Usamos estas respostas só para organizar a festa: lugares, cardápio e recepção.',
  gift: 'Usamos seus dados só para registrar o presente e agradecer a você.',
  payment: 'Usamos seus dados só para registrar o presente e agradecer a você.',
  contribution: 'Usamos seus dados só para registrar a contribuição e agradecer a você.',
  message: 'Seu nome e seu recado aparecem no mural deste site.',
  // The open RSVP form's own field for them (the household form has one per person).
  dietary: 'Restrições alimentares ou alergias',
  dietaryHint: 'Ex.: vegetariano, sem glúten, alergia a camarão.',
  // Sensitive data (allergies, dietary restrictions): optional, stored only with this consent.
  dietaryConsent:
    'Autorizo guardar as restrições alimentares e alergias informadas acima, só para o cardápio da festa.',
  dietaryConsentHint:
    'Sem esta autorização, as restrições não são guardadas e o resto da resposta é enviado normalmente.',
} as const
