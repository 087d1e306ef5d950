import { COMMON, PAYMENT_PAGES } from '@/config/copy'
import { LinkButton } from '@/components/ui/button'

export function PaymentCancelRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <h1 className="text-4xl font-semibold text-sage-800">{PAYMENT_PAGES.cancelTitle}</h1>
      <p className="mt-4 max-w-md text-ink-muted">{PAYMENT_PAGES.cancelBody}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LinkButton href="/#gifts">{PAYMENT_PAGES.tryAgain}</LinkButton>
        <LinkButton href="/" variant="secondary">
          {COMMON.backToSite}
        </LinkButton>
      </div>
    </main>
  )
}
