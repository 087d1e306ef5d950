import { useEffect } from 'react'
import { COMMON, PAYMENT_PAGES } from '@/config/copy'
import { LinkButton } from '@/components/ui/button'

export function PaymentSuccessRoute() {
  const sessionId = new URLSearchParams(window.location.search).get('session_id')
  useEffect(() => {
    // SPEC §2: the session id is only logged.
    if (sessionId) console.info('Stripe Checkout session:', sessionId)
  }, [sessionId])
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <h1 className="text-4xl font-semibold text-sage-800">{PAYMENT_PAGES.successTitle}</h1>
      <p className="mt-4 max-w-md text-ink-muted">{PAYMENT_PAGES.successBody}</p>
      <LinkButton href="/" className="mt-8">
        {COMMON.backToSite}
      </LinkButton>
    </main>
  )
}
