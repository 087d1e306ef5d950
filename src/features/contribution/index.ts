export { ContributionBlock } from './contribution-block'
export { PaymentWarningBanner } from './payment-warning-banner'
