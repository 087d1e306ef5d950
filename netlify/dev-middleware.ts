import type { Plugin } from 'vite'

/**
 * Serves netlify/functions/* at their real paths under `vite dev`, calling the same handlers that
 * Netlify runs, so the card-payment flow works locally with Stripe test keys in .env.
 * (Filled in by the payments work; until then it only passes requests through.)
 */
export function netlifyFunctionsDev(): Plugin {
  return {
    name: 'netlify-functions-dev',
    apply: 'serve',
  }
}
