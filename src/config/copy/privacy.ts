/**
 * The privacy texts every page shows (LGPD): the notice's link and the line under each form that collects personal data. Short on purpose: they are part of a first visit.
 */
export const PRIVACY = {
  link: 'Aviso de privacidade',
  loadError: 'Não foi possível abrir o aviso. Tente novamente.',
  // One line per form: what its data is for, followed by the link.
  rsvp: 'Usamos seus dados só para organizar a festa.',
  gift: 'Usamos seus dados só para registrar o presente e agradecer.',
  contribution: 'Usamos seus dados só para registrar a contribuição e agradecer.',
  message: 'Seu nome e seu recado ficam no mural do site.',
  // The open RSVP form's own field for them (the household form has one per person).
  dietary: 'Restrições alimentares ou alergias',
  dietaryHint: 'Ex.: vegetariano, sem glúten, alergia a camarão.',
  // Sensitive data (allergies, dietary restrictions): optional, stored only with this consent.
  dietaryConsent: 'Autorizo guardar as restrições e alergias informadas, só para o cardápio.',
  dietaryConsentHint: 'Sem autorização, elas não são guardadas; o resto da resposta é enviado.',
} as const
