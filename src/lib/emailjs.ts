/**
 * The site's e-mails, sent from the guest's browser with @emailjs/browser (docs/product.md §7):
 * the RSVP notices and the couple's notice of a PIX informed for a gift. Public settings
 * (src/config/env.ts EMAILJS): a template left unset sends nothing.
 */
export interface EmailJsConfig {
  publicKey?: string | undefined
  serviceId?: string | undefined
  templateSim?: string | undefined
  templateNao?: string | undefined
  /** The couple's notice of a guest's PIX for a gift (docs/decisions/0017 "Holds per client"). */
  templatePix?: string | undefined
}

/** 'off': EmailJS or this template is not configured, and nothing was sent. */
export type EmailResult = 'sent' | 'failed' | 'off'

/**
 * Sends one template, loading @emailjs/browser on demand so it stays out of the first load. Never
 * throws: an e-mail is never what a guest's answer or payment waits on. The same `throttleId` is
 * not sent twice within 10 s (a double tap).
 */
export async function sendEmailTemplate(
  templateId: string | undefined,
  params: Record<string, string>,
  throttleId: string,
  config: EmailJsConfig,
): Promise<EmailResult> {
  if (!config.publicKey || !config.serviceId || !templateId) return 'off'
  try {
    const { send, EmailJSResponseStatus } = await import('@emailjs/browser')
    try {
      // Options go with each send(): init() would silently drop limitRate (@emailjs/browser 4.4: init() without a storage provider turns limitRate off).
      await send(config.serviceId, templateId, params, {
        publicKey: config.publicKey,
        limitRate: { id: throttleId, throttle: 10_000 },
      })
      return 'sent'
    } catch (error) {
      if (error instanceof EmailJSResponseStatus) {
        console.warn(`EmailJS recusou o envio (${error.status}): ${error.text}`)
      } else {
        console.warn('Falha ao enviar o e-mail', error)
      }
      return 'failed'
    }
  } catch (error) {
    console.warn('Não foi possível carregar o EmailJS', error)
    return 'failed'
  }
}
