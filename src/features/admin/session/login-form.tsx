import { useEffect, useState, type FormEvent } from 'react'
import { LockKeyhole } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { Ornament } from '@/components/ui/section'
import { ADMIN_ERRORS } from '@/config/copy/errors'
import { ADMIN } from '@/config/copy/admin'
import { ADMIN_MAX_FAILED_LOGINS, ADMIN_SERVER_LOCK_RETRY_MS } from '@/config/ui'
import { useDataStatus } from '@/data/react/context'
import { DataError } from '@/data/types'
import { loginSchema } from '@/lib/forms/admin-schemas'
import { useForm } from '@/lib/forms/use-form'
import { DEMO_ADMIN_CREDENTIALS } from './demo-credentials'

export interface LoginFormProps {
  onLogin: (username: string, password: string) => Promise<unknown>
  /** The previous session ended by itself (24 h, or refused by the database). */
  expired?: boolean
}

/**
 * docs/product.md §4/§5/§8 login: both fields required, username lowercased and trimmed, a warning with the
 * attempts left from the 2nd failure, and the form locked at 3 (or when the server says locked).
 */
export function LoginForm({ onLogin, expired }: LoginFormProps) {
  const { backend, ready } = useDataStatus()
  const [failures, setFailures] = useState(0)
  // The server's text: a lock of this browser, or too many logins from strangers a minute.
  const [serverLocked, setServerLocked] = useState<string | null>(null)
  const form = useForm({
    schema: loginSchema,
    initial: { username: '', password: '' },
    fallback: ADMIN_ERRORS.loginError,
    // A failure the database did not explain reads as docs/product.md §8's login error.
    codes: {
      forbidden: ADMIN_ERRORS.wrongCredentials,
      not_configured: ADMIN.authNotConfigured,
      unknown: ADMIN_ERRORS.loginError,
    },
    send: ({ username, password }) => onLogin(username, password),
    // The dashboard takes the form's place.
    stayBusy: true,
    onError: (error) => {
      const code = error instanceof DataError ? error.code : 'unknown'
      if (code === 'forbidden') setFailures((n) => n + 1)
      if (code === 'locked' && error instanceof DataError)
        setServerLocked(error.message || ADMIN_ERRORS.tooManyAttempts)
      if (code === 'forbidden' || code === 'locked') form.set('password', '')
    },
  })
  const { error, busy } = form

  // docs/product.md §4: client-side lock after 3 failures (reset by reload); the server's lockout backs it.
  const locked = serverLocked !== null || failures >= ADMIN_MAX_FAILED_LOGINS

  useEffect(() => {
    if (serverLocked === null) return
    const timer = window.setTimeout(() => setServerLocked(null), ADMIN_SERVER_LOCK_RETRY_MS)
    return () => window.clearTimeout(timer)
  }, [serverLocked])
  const remaining = ADMIN_MAX_FAILED_LOGINS - failures

  function submit(event: FormEvent<HTMLFormElement>) {
    if (locked) {
      event.preventDefault()
      return
    }
    void form.submit(event)
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-ivory px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-sage-100 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 flex flex-col items-center text-center">
          <Ornament className="mb-3" />
          <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-sage-100 text-sage-800">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <h1 className="font-display text-4xl font-semibold text-sage-800">{ADMIN.loginTitle}</h1>
          <p className="mt-2 text-ink-muted">{ADMIN.loginIntro}</p>
        </div>

        {expired && !error && !locked ? (
          <p role="status" className="mb-4 rounded-xl bg-sage-50 px-4 py-3 text-sm text-sage-800">
            {ADMIN.sessionExpired}
          </p>
        ) : null}

        <form noValidate onSubmit={submit} className="space-y-4" aria-label={ADMIN.loginTitle}>
          <fieldset disabled={locked} className="space-y-4">
            <TextField
              label={ADMIN.username}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...form.field('username')}
            />
            <TextField
              label={ADMIN.password}
              type="password"
              autoComplete="current-password"
              {...form.field('password')}
            />
          </fieldset>

          {locked ? (
            <p
              role="alert"
              className="rounded-xl bg-error-soft px-4 py-3 text-sm font-medium text-error-strong"
            >
              {serverLocked ?? ADMIN_ERRORS.tooManyAttempts}
            </p>
          ) : (
            <>
              {error ? (
                <p
                  role="alert"
                  className="rounded-xl bg-error-soft px-4 py-3 text-sm font-medium text-error-strong"
                >
                  {error}
                </p>
              ) : null}
              {failures >= 2 ? (
                <p
                  role="status"
                  className="rounded-xl bg-warning-soft px-4 py-3 text-sm font-medium text-warning-strong"
                >
                  {ADMIN.attemptsRemaining(remaining)}
                </p>
              ) : null}
            </>
          )}

          <Button type="submit" className="w-full" disabled={locked || busy}>
            {busy ? ADMIN.loggingIn : ADMIN.login}
          </Button>
          {busy && !ready && backend === 'embedded' ? (
            <p role="status" className="text-center text-sm text-ink-muted">
              {ADMIN.preparingDemo}
            </p>
          ) : null}
        </form>

        {backend === 'embedded' ? (
          <p className="mt-6 rounded-xl border border-dashed border-sage-300 bg-sage-50 px-4 py-3 text-center text-sm text-sage-800">
            {ADMIN.demoCredentials(
              DEMO_ADMIN_CREDENTIALS.username,
              DEMO_ADMIN_CREDENTIALS.password,
            )}
          </p>
        ) : null}
      </div>
    </main>
  )
}
