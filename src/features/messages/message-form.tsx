import { useId, useState } from 'react'
import { PRIVACY } from '@/config/copy/privacy'
import { PrivacyLine } from '@/components/privacy/privacy-link'
import { Send } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import { useToast } from '@/components/ui/toast'
import { MESSAGES } from '@/config/copy/messages'
import { MESSAGE_MAX, MESSAGE_TEXTAREA_ROWS, NAME_MAX } from '@/config/ui'
import { useDataService } from '@/data/react/context'
import { messageSchema } from '@/lib/forms/schemas'
import { useForm } from '@/lib/forms/use-form'

/**
 * docs/product.md §2/§5 message form: name and message (a 4-row textarea), trimmed, both required. A hidden
 * honeypot field catches form-filling bots: when it is filled, the bot sees success and nothing
 * is sent (the spam guard). On failure a red toast, and what the guest typed stays.
 */
export function MessageForm({ onSent }: { onSent: (sent: { pending: boolean }) => void }) {
  const service = useDataService()
  const toast = useToast()
  const [trap, setTrap] = useState('')
  const headingId = useId()
  const trapId = useId()
  const form = useForm({
    schema: messageSchema,
    initial: { name: '', message: '' },
    fallback: MESSAGES.sendError,
    // The database's own pt-BR texts (the repeated-message refusal, a too-long text) say more;
    // a failure it did not explain gets docs/product.md §8's text.
    codes: { not_configured: MESSAGES.notConfigured, unknown: MESSAGES.sendError },
    send: async (input) => {
      let pending = false
      if (trap) {
        // Dropped without a word (a bot, or a browser's autofill): the next try starts clean.
        setTrap('')
      } else {
        ;({ pending } = await service.postMessage(input))
      }
      form.reset()
      onSent({ pending })
    },
    onError: (error, text) => {
      console.error(error)
      toast.show(text, 'error')
    },
  })
  const { values, errors } = form

  return (
    <form
      onSubmit={form.submit}
      noValidate
      aria-labelledby={headingId}
      className="relative rounded-2xl border border-sage-100 bg-white p-5 shadow-[0_6px_30px_-18px_rgba(46,42,38,0.3)] sm:p-7"
    >
      <h3 id={headingId} className="text-2xl font-semibold text-sage-800">
        {MESSAGES.formTitle}
      </h3>
      <div className="mt-5 space-y-5">
        <TextField
          label={MESSAGES.name}
          {...form.field('name')}
          autoComplete="name"
          maxLength={NAME_MAX}
          required
          aria-required="true"
          error={errors.name ?? null}
        />
        <TextAreaField
          label={MESSAGES.message}
          {...form.field('message')}
          rows={MESSAGE_TEXTAREA_ROWS}
          maxLength={MESSAGE_MAX}
          required
          aria-required="true"
          hint={MESSAGES.counter(values.message.length, MESSAGE_MAX)}
          // One problem at a time: the message's only once the name is there.
          error={errors.name ? null : (errors.message ?? null)}
        />
        {/* Honeypot: off-screen, hidden from assistive tech and out of the tab order. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={trapId}>{MESSAGES.honeypot}</label>
          <input
            id={trapId}
            type="text"
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={trap}
            onChange={(e) => setTrap(e.target.value)}
          />
        </div>
        <PrivacyLine>{PRIVACY.message}</PrivacyLine>
        <Button type="submit" disabled={form.busy} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {form.busy ? MESSAGES.submitting : MESSAGES.submit}
        </Button>
      </div>
    </form>
  )
}
