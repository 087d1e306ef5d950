import type { Config } from 'tailwindcss'

// Loaded from src/styles/index.css with @config. docs/product.md "Look and feel" describes the palette.
export default {
  theme: {
    extend: {
      colors: {
        ivory: '#FBF8F3',
        ink: { DEFAULT: '#2E2A26', muted: '#6B6660' },
        sage: {
          50: '#F4F6F1',
          100: '#E6EBE0',
          200: '#CDD8C3',
          300: '#B2C2A3',
          400: '#9AAE88',
          500: '#7F9670',
          600: '#66795A',
          700: '#4F5E46',
          800: '#3A4534',
        },
        champagne: '#C2A878',
        // Errors: the line and text of a field (DEFAULT), the boxed text (strong), the box and its
        // border. One tone for every refusal, so red always means the same thing.
        error: { DEFAULT: '#9B3B2F', strong: '#7F2E24', soft: '#FBEDEA', line: '#E3B5AE' },
        // Warnings (attempts left, a reservation without contact): text on a soft amber box.
        warning: { strong: '#6B4A0F', soft: '#FBF0D9' },
        // The four countdown cards (docs/product.md §2): four steps of the sage scale, light to dark.
        countdown: {
          days: '#CDD8C3',
          hours: '#9AAE88',
          minutes: '#66795A',
          seconds: '#3A4534',
        },
      },
      fontFamily: {
        display: ['"Cormorant Garamond"', 'Georgia', 'serif'],
        script: ['"Great Vibes"', '"Cormorant Garamond"', 'cursive'],
        sans: ['Inter', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', 'sans-serif'],
      },
      maxWidth: { prose: '68ch' },
    },
  },
} satisfies Config
