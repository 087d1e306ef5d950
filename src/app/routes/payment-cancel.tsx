import { CircleX, Gift } from 'lucide-react'
import { useEffect } from 'react'
import { PAYMENT_PAGES } from '@/config/copy/payments'
import { LinkButton } from '@/components/ui/button'
import { StatusScreen } from '@/components/errors/status-screen'
import { PrivacyLink } from '@/components/privacy/privacy-link'
import { BackToSite } from './back-to-site'
import { cancelOpenCheckout } from '@/features/payments/checkout/checkout-api'

/**
 * docs/product.md §2 /cancel: no charge was made; try again (back to the gifts) or go back to the
 * site. The Checkout the guest left is closed meanwhile, so its cotas are free at once.
 */
export function PaymentCancelRoute() {
  useEffect(() => {
    void cancelOpenCheckout()
  }, [])
  return (
    <StatusScreen
      icon={<CircleX aria-hidden="true" className="size-8" strokeWidth={1.6} />}
      title={PAYMENT_PAGES.cancelTitle}
      footer={<PrivacyLink />}
      actions={
        <>
          <LinkButton href="/#gifts">
            <Gift aria-hidden="true" className="size-4" />
            {PAYMENT_PAGES.tryAgain}
          </LinkButton>
          <BackToSite variant="secondary" />
        </>
      }
    >
      <p>{PAYMENT_PAGES.cancelBody}</p>
    </StatusScreen>
  )
}
