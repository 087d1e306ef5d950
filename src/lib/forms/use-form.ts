import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import type * as z from 'zod/mini'
import { DataError, type DataErrorCode } from '@/data/types'

/** How a failed send reads. */
export interface ErrorTexts {
  /** The text when what failed is not a DataError (a bug, a failed import…). */
  fallback: string
  /** A form's own text for some DataError codes, instead of the data layer's (docs/product.md §8's texts). */
  codes?: Partial<Record<DataErrorCode, string>>
  /** The docs/product.md §8 sentence the text goes into ('Erro ao criar administrador: {detail}'). */
  wrap?: (detail: string) => string
}

/**
 * The one mapping from a failure to the text shown: a DataError already carries its pt-BR text
 * (src/data/errors.ts), so forms and panels only choose their fallback and their own exceptions.
 */
export function errorText(error: unknown, { fallback, codes, wrap }: ErrorTexts): string {
  const own = error instanceof DataError ? (codes?.[error.code] ?? error.message) : ''
  const text = own || fallback
  if (!wrap) return text
  // The data layer may have put the text in the sentence already.
  return text.startsWith(wrap('')) ? text : wrap(text)
}

export type FieldErrors<V> = Partial<Record<keyof V & string, string>>

export interface FormOptions<V, Out> extends ErrorTexts {
  schema: z.ZodMiniType<Out, V>
  initial: V
  /** Sends what the schema made of the values; a throw keeps the values and shows the text. */
  send: (data: Out) => Promise<unknown>
  /** What a failure does besides showing its text (a taken gift closes the form, for instance). */
  onError?: (error: unknown, text: string) => void
  /** The form stays busy after a send that went through (the page is leaving for Stripe). */
  stayBusy?: boolean
}

/** What takes focus in a form. */
const CONTROLS = 'input, select, textarea, button'

/** The keys of a form's values that hold plain text. */
export type TextKey<V> = { [K in keyof V]-?: string extends V[K] ? K : never }[keyof V] & string

/**
 * Every form's state (docs/architecture.md "Forms"): the values (kept when a send fails, so a
 * guest never types twice), busy while sending, and what went wrong: `errors` has each field's
 * first problem, `error` the first problem of all or the failed send's text (for forms that show
 * one line), `formError` only what is about no single field (a problem of the whole form, or the
 * failed send).
 */
export function useForm<V extends object, Out>(options: FormOptions<V, Out>) {
  const [values, setValues] = useState<V>(options.initial)
  const [errors, setErrors] = useState<FieldErrors<V>>({})
  const [error, setError] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // A second submit in the same tick (a double tap) must not send twice.
  const sending = useRef(false)
  // On a phone the field to fix may be off screen in a long sheet: once a refused submit's marks
  // are on screen (in the same task, before the guest can tap anything else), the first one
  // marked takes focus; a group (a question's radios) gives it to its first control.
  const refused = useRef<HTMLFormElement | null>(null)
  const [refusals, setRefusals] = useState(0)
  useLayoutEffect(() => {
    const form = refused.current
    refused.current = null
    const marked = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
    const control = marked?.matches(CONTROLS)
      ? marked
      : marked?.querySelector<HTMLElement>(CONTROLS)
    ;(control ?? marked)?.focus()
  }, [refusals])

  /** Sets one value; the field's problem goes away as soon as it is edited. */
  function set<K extends keyof V>(key: K, value: V[K]) {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => (key in e ? { ...e, [key]: undefined } : e))
  }

  /** A text input's props: its key as name, its value, its change handler, read-only while busy. */
  function field(key: TextKey<V>) {
    return {
      name: key,
      value: values[key] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        set(key, event.target.value as V[typeof key]),
      readOnly: busy,
    }
  }

  /** The form's onSubmit: validate, then send; returns whether the send went through. */
  async function submit(event?: FormEvent): Promise<boolean> {
    event?.preventDefault()
    if (sending.current) return false
    const parsed = options.schema.safeParse(values)
    if (!parsed.success) {
      const next: FieldErrors<V> = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as (keyof V & string) | undefined
        if (key !== undefined && next[key] === undefined) next[key] = issue.message
      }
      setErrors(next)
      setError(parsed.error.issues[0]?.message ?? null)
      setFormError(parsed.error.issues.find((issue) => issue.path.length === 0)?.message ?? null)
      if (event?.currentTarget instanceof HTMLFormElement) {
        refused.current = event.currentTarget
        setRefusals((n) => n + 1)
      }
      return false
    }
    clearErrors()
    sending.current = true
    setBusy(true)
    let sent = false
    try {
      await options.send(parsed.data)
      sent = true
    } catch (caught) {
      const text = errorText(caught, options)
      setError(text)
      setFormError(text)
      options.onError?.(caught, text)
    }
    if (!sent || !options.stayBusy) {
      sending.current = false
      setBusy(false)
    }
    return sent
  }

  /** Back to blank (after a send that went through), or to the given values. */
  function reset(next: Partial<V> = options.initial) {
    setValues((v) => ({ ...v, ...next }))
  }

  /** Forgets the last verdict and failure (a modal opened again). */
  function clearErrors() {
    setErrors({})
    setError(null)
    setFormError(null)
  }

  return { values, set, field, errors, error, formError, busy, submit, reset, clearErrors }
}

export type Form<V extends object, Out = unknown> = ReturnType<typeof useForm<V, Out>>
