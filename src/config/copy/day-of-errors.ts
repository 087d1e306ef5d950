// The wedding day's failures with no text of their own from the database (src/data/sql-api.ts).
export const DAY_OF_ERRORS = {
  createTeamUser: 'Não foi possível criar a conta da equipe.',
  load: 'Não foi possível carregar as mesas e a portaria.',
  saveTable: 'Não foi possível salvar a mesa.',
  deleteTable: 'Não foi possível excluir a mesa.',
  seat: 'Não foi possível mudar os lugares.',
  checkIn: 'Não foi possível registrar a chegada.',
  walkIn: 'Não foi possível registrar quem não está na lista.',
} as const
