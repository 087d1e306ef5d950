import { useState, type FormEvent } from 'react'
import { Copy, MessageCircle, QrCode } from 'lucide-react'
import { PIX_COPY } from '@/config/copy-pix'
import { CONTACTS, COUPLE_NAMES, PIX, WHATSAPP_NUMBER } from '@/config/wedding'
import { Button, LinkButton } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { useToast } from '@/components/ui/toast'
import { formatBRL, parseAmount, sanitizeAmountInput, toCents } from '@/lib/money'
import { whatsAppUrl } from '@/lib/whatsapp'
import { copyText } from '@/lib/clipboard'
import { cleanText } from '@/lib/text'
import { buildPixCode } from './br-code'
import { PixCode } from './pix-code'

interface Generated {
  code: string
  /** Formatted amount, or null for a code without amount. */
  value: string | null
}

/**
 * docs/product.md §2's PIX card: the key with 'Copiar', four steps and a contact line. Beyond the original specification: an
 * optional amount that makes a BR Code ("copia e cola") with its QR, and a WhatsApp link for
 * sending the receipt.
 */
export function PixCard() {
  const toast = useToast()
  const [amount, setAmount] = useState('')
  const [amountError, setAmountError] = useState<string | null>(null)
  const [generated, setGenerated] = useState<Generated | null>(null)

  async function copyKey() {
    if (await copyText(PIX.key)) toast.show(PIX_COPY.copied, 'success')
    else toast.show(PIX_COPY.copyFailed, 'error')
  }

  async function onGenerate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    let cents: number | undefined
    if (cleanText(amount) !== '') {
      const value = parseAmount(amount)
      if (value === null) {
        setAmountError(PIX_COPY.invalidAmount)
        setGenerated(null)
        return
      }
      cents = toCents(value)
    }
    const code = await buildPixCode(PIX, {
      amountCents: cents,
      description: PIX_COPY.txDescription,
    })
    if (!code) {
      setAmountError(PIX_COPY.codeError)
      setGenerated(null)
      return
    }
    setAmountError(null)
    setGenerated({ code, value: cents === undefined ? null : formatBRL(cents / 100) })
  }

  const receiptUrl = whatsAppUrl(
    WHATSAPP_NUMBER,
    PIX_COPY.receiptMessage(COUPLE_NAMES, generated?.value ?? null),
  )
  const contactLabel = CONTACTS.find((c) => c.phone === WHATSAPP_NUMBER)?.phoneLabel

  return (
    <article
      aria-labelledby="pix-card-title"
      className="flex h-full min-w-0 flex-col rounded-2xl border border-sage-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-sage-100 text-sage-700">
        <QrCode aria-hidden="true" className="size-6" />
      </span>
      <h3 id="pix-card-title" className="mt-5 text-2xl font-semibold text-sage-800 sm:text-3xl">
        {PIX_COPY.title}
      </h3>
      <p className="mt-2 text-ink-muted">{PIX_COPY.intro}</p>

      <div className="mt-5 rounded-xl border border-sage-200 bg-sage-50 p-4">
        <p className="text-xs font-semibold tracking-wider text-sage-700 uppercase">
          {PIX_COPY.keyLabel}
        </p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0 font-mono text-base break-all text-ink" data-testid="pix-key">
            {PIX.key}
          </p>
          <Button
            variant="secondary"
            size="sm"
            aria-label={PIX_COPY.copyKeyLabel}
            onClick={() => void copyKey()}
          >
            <Copy aria-hidden="true" className="size-4" />
            {PIX_COPY.copy}
          </Button>
        </div>
        <p className="mt-2 text-sm text-ink-muted">
          {PIX_COPY.keyType(PIX.keyType)} · {PIX_COPY.receiver(PIX.receiverName, PIX.bank)}
        </p>
      </div>

      <h4 className="mt-6 font-sans text-sm font-semibold tracking-wider text-sage-700 uppercase">
        {PIX_COPY.stepsTitle}
      </h4>
      <ol className="mt-3 space-y-2">
        {PIX_COPY.steps.map((step, i) => (
          <li key={step} className="flex gap-3 text-[0.95rem]">
            <span
              aria-hidden="true"
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-sage-700 text-xs font-semibold text-white"
            >
              {i + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>

      <form
        noValidate
        onSubmit={(e) => void onGenerate(e)}
        className="mt-6 border-t border-sage-100 pt-6"
      >
        <p className="font-display text-xl font-semibold text-sage-800">{PIX_COPY.amountTitle}</p>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            className="flex-1"
            label={PIX_COPY.amount}
            optional
            name="pixAmount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={PIX_COPY.amountPlaceholder}
            hint={PIX_COPY.amountHint}
            value={amount}
            error={amountError}
            onChange={(e) => {
              setAmount(sanitizeAmountInput(e.target.value))
              setAmountError(null)
            }}
          />
          <Button type="submit" variant="secondary" className="sm:mt-7">
            <QrCode aria-hidden="true" className="size-4" />
            {PIX_COPY.generate}
          </Button>
        </div>
      </form>

      {generated ? (
        <div className="mt-5 rounded-xl border border-sage-200 bg-ivory p-4" aria-live="polite">
          <PixCode
            code={generated.code}
            look="panel"
            texts={{
              label: generated.value
                ? `${PIX_COPY.codeLabel} · ${generated.value}`
                : PIX_COPY.codeLabel,
              qrAlt: PIX_COPY.qrAlt(generated.value ?? PIX.receiverName),
              qrLoading: PIX_COPY.qrLoading,
              qrError: PIX_COPY.qrError,
              copy: PIX_COPY.copyCode,
              copied: PIX_COPY.codeCopied,
              copyFailed: PIX_COPY.copyFailed,
            }}
          />
        </div>
      ) : null}

      <div className="mt-auto pt-6">
        <LinkButton href={receiptUrl} newTab={PIX_COPY.newTab} className="w-full sm:w-auto">
          <MessageCircle aria-hidden="true" className="size-4" />
          {PIX_COPY.sendReceipt}
        </LinkButton>
        <p className="mt-3 text-sm text-ink-muted">
          {PIX_COPY.contact}
          {contactLabel ? (
            <>
              {' '}
              <a
                href={`https://wa.me/${WHATSAPP_NUMBER}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center font-medium whitespace-nowrap text-sage-800 underline underline-offset-2"
              >
                {contactLabel}
                <span className="sr-only"> {PIX_COPY.newTab}</span>
              </a>
            </>
          ) : null}
        </p>
      </div>
    </article>
  )
}
