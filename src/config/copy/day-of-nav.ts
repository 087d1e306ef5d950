// The /dev navigation's entries for the wedding day (the panels' own texts: day-of.ts, lazy).
export const DAY_OF_NAV = {
  tables: 'Mesas',
  door: 'Portaria',
  team: 'Equipe do cerimonial',
} as const
