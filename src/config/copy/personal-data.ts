/**
 * What files holding guests' personal data say about it (LGPD, docs/decisions/0022-guests-personal-data.md): the backup, the CSV exports and a person's export.
 */
export const PERSONAL_DATA_FILE_NOTICE =
  'Este arquivo contém dados pessoais de convidados (LGPD). Guarde-o em local seguro, não o compartilhe e apague-o quando não precisar mais dele.'
