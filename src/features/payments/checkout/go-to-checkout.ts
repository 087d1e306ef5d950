/** Sends the browser to Stripe's hosted Checkout (decision 0005). Its own module so tests can stub it. */
export function goToCheckout(url: string): void {
  window.location.assign(url)
}
