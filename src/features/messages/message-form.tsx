import { useId, useState, type FormEvent } from 'react'
import { Send } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/field'
import { useToast } from '@/components/ui/toast'
import { MESSAGES } from '@/config/copy'
import { MESSAGE_MAX, MESSAGE_TEXTAREA_ROWS, NAME_MAX } from '@/config/ui'
import { useDataService } from '@/data/react/context'
import { DataError } from '@/data/types'
import { cleanText } from '@/lib/text'

/** The text to show when posting fails (SPEC §8), from the error the service threw. */
export function postErrorText(error: unknown): string {
  if (error instanceof DataError) {
    if (error.code === 'not_configured') return MESSAGES.notConfigured
    // The database's own pt-BR texts (the repeated-message refusal, a too-long text) say more.
    if (error.code === 'conflict' || error.code === 'invalid') return error.message
  }
  return MESSAGES.sendError
}

/**
 * SPEC §2/§5 message form: name and message (a 4-row textarea), trimmed, both required. A hidden
 * honeypot field catches form-filling bots: when it is filled, the bot sees success and nothing
 * is sent (issue 4: spam guard). On failure a red toast, and what the guest typed stays.
 */
export function MessageForm({ onSent }: { onSent: () => void }) {
  const service = useDataService()
  const toast = useToast()
  const [name, setName] = useState('')
  const [message, setMessage] = useState('')
  const [trap, setTrap] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const headingId = useId()
  const trapId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    const cleanName = cleanText(name)
    const cleanMessage = cleanText(message)
    if (!cleanName || !cleanMessage) {
      setError(MESSAGES.required)
      return
    }
    setError(null)
    if (trap) {
      // Dropped without a word (a bot, or a browser's autofill): the next try starts clean.
      setTrap('')
      setName('')
      setMessage('')
      onSent()
      return
    }
    setSending(true)
    try {
      await service.postMessage({ name: cleanName, message: cleanMessage })
      setName('')
      setMessage('')
      onSent()
    } catch (err) {
      console.error(err)
      toast.show(postErrorText(err), 'error')
    } finally {
      setSending(false)
    }
  }

  return (
    <form
      onSubmit={submit}
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
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={NAME_MAX}
          required
          aria-required="true"
          error={error && !cleanText(name) ? error : null}
        />
        <TextAreaField
          label={MESSAGES.message}
          name="message"
          rows={MESSAGE_TEXTAREA_ROWS}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          maxLength={MESSAGE_MAX}
          required
          aria-required="true"
          hint={MESSAGES.counter(message.length, MESSAGE_MAX)}
          error={error && cleanText(name) && !cleanText(message) ? error : null}
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
        <Button type="submit" disabled={sending} className="w-full sm:w-auto">
          <Send aria-hidden="true" className="size-4" />
          {sending ? MESSAGES.submitting : MESSAGES.submit}
        </Button>
      </div>
    </form>
  )
}
