/** Who receives a PIX (src/config/wedding.ts PIX). */
export interface PixReceiver {
  /** E-mail, phone, CPF/CNPJ or random (EVP) key, as the bank shows it. */
  key: string
  receiverName: string
  city: string
}

export interface PixCodeOptions {
  /** Amount in cents; omit it and the payer types the amount in the bank app. */
  amountCents?: number
  /** Free text shown to the payer (field 26-02), folded to ASCII and cut to fit. */
  description?: string
  /**
   * The transaction id (field 62-05): 1 to 25 letters and digits that tie the payment to one
   * gift and guest (docs/decisions/0017-gifts-as-money.md); omitted, the code carries '***'.
   */
  txid?: string
}

/**
 * A static BR Code ("Pix copia e cola", the text behind the QR Code) for the receiver, built by
 * @brazilian-utils (BCB Manual de Padrões para Iniciação do Pix: TLV fields, name cut to 25 and
 * city to 15 characters, accents folded, CRC16/CCITT-FALSE). Returns null when the key or the
 * amount cannot make a valid code, so the caller never shows a code a bank would refuse.
 * The library is loaded on demand (dynamic import), keeping it out of the first load of '/'.
 */
export async function buildPixCode(
  receiver: PixReceiver,
  options: PixCodeOptions = {},
): Promise<string | null> {
  const { amountCents, description, txid } = options
  if (amountCents !== undefined && (!Number.isInteger(amountCents) || amountCents <= 0)) return null
  const { generatePixPayload, isValidPixPayload } = await import('@brazilian-utils/brazilian-utils')
  const payload = generatePixPayload({
    key: receiver.key,
    merchantName: receiver.receiverName,
    merchantCity: receiver.city,
    ...(amountCents === undefined ? {} : { amount: amountCents / 100 }),
    ...(description ? { description } : {}),
    ...(txid ? { txid } : {}),
  })
  return payload && isValidPixPayload(payload) ? payload : null
}

/** Whether `code` is a well-formed BR Code (TLV structure, mandatory fields, CRC16). */
export async function isValidPixCode(code: string): Promise<boolean> {
  const { isValidPixPayload } = await import('@brazilian-utils/brazilian-utils')
  return isValidPixPayload(code)
}
