// The guest's table on the wedding day (the personal link; src/features/rsvp/your-table.tsx).
export const YOUR_TABLE = {
  title: (names: string) => `Sua mesa: ${names}`,
  intro: 'A equipe do cerimonial na entrada confere seu nome e mostra o caminho.',
  and: ' e ',
} as const
