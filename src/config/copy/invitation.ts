/**
 * The invitation section.
 */
export const INVITATION = {
  title: 'Com a bênção de Deus e de nossos pais',
  body: [
    'convidamos você para celebrar conosco o nosso casamento.',
    'Será uma tarde simples e cheia de alegria no campo, com cerimônia ao ar livre, um bom churrasco e música até a noite.',
    'Sua presença é o nosso maior presente.',
  ],
} as const
