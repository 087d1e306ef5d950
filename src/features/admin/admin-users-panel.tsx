import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { FormError } from '@/components/ui/form-error'
import { TextField } from '@/components/ui/field'
import { useToast } from '@/components/ui/toast'
import { ADMIN, COMMON } from '@/config/copy'
import { EMAIL_MAX } from '@/config/ui'
import { useDataService } from '@/data/context'
import { useAdmin, useAdminErrors } from './admin-context'
import { AdminPanel } from './admin-panel'
import { useFormAction } from './use-form-action'

/** New passwords: long enough to resist guessing (the database stores only a bcrypt hash). */
export const ADMIN_PASSWORD_MIN = 8

/** SPEC §8 wraps the failure detail; the data layer may have wrapped it already. */
function wrap(text: string, prefix: (detail: string) => string): string {
  const marker = prefix('')
  return text.startsWith(marker) ? text : prefix(text)
}

/** Admin users (issue 6): create another admin, change one's own password. */
export function AdminUsersPanel() {
  return (
    <AdminPanel id="admin-users" title={ADMIN.usersTitle}>
      <div className="grid gap-6 lg:grid-cols-2">
        <CreateAdminForm />
        <ChangePasswordForm />
      </div>
    </AdminPanel>
  )
}

function CreateAdminForm() {
  const service = useDataService()
  const { session } = useAdmin()
  const toErrorText = useAdminErrors()
  const toast = useToast()
  const [username, setUsername] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { error, setError, busy, run } = useFormAction()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const user = username.trim().toLowerCase() // SPEC §5: usernames are lowercased and trimmed
    const mail = email.trim()
    if (!user || !mail || !password) {
      setError(ADMIN.createUserRequired)
      return
    }
    if (password.length < ADMIN_PASSWORD_MIN) {
      setError(ADMIN.createAdminError(ADMIN.passwordTooShort(ADMIN_PASSWORD_MIN)))
      return
    }
    await run(
      async () => {
        await service.admin.createAdmin(session.token, { username: user, email: mail, password })
        toast.show(ADMIN.userCreated(user), 'success')
        setUsername('')
        setEmail('')
        setPassword('')
      },
      (err) =>
        wrap(toErrorText(err, ADMIN.createAdminError(COMMON.unknownError)), ADMIN.createAdminError),
    )
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="create-admin-title"
      className="space-y-4 rounded-2xl bg-sage-50 p-4 sm:p-5"
    >
      <h3 id="create-admin-title" className="font-display text-2xl font-semibold text-sage-800">
        {ADMIN.createUserTitle}
      </h3>
      <TextField
        label={ADMIN.newUsername}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <TextField
        label={ADMIN.newEmail}
        type="email"
        autoComplete="off"
        maxLength={EMAIL_MAX}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label={ADMIN.newPassword}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormError>{error}</FormError>
      <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
        {busy ? ADMIN.creatingUser : ADMIN.createUser}
      </Button>
    </form>
  )
}

function ChangePasswordForm() {
  const service = useDataService()
  const { session } = useAdmin()
  const toErrorText = useAdminErrors()
  const toast = useToast()
  const [current, setCurrent] = useState('')
  const [next, setNext] = useState('')
  const [again, setAgain] = useState('')
  const { error, setError, busy, run } = useFormAction()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!current || !next) {
      setError(ADMIN.passwordRequired)
      return
    }
    if (next.length < ADMIN_PASSWORD_MIN) {
      setError(ADMIN.changePasswordError(ADMIN.passwordTooShort(ADMIN_PASSWORD_MIN)))
      return
    }
    if (next !== again) {
      setError(ADMIN.changePasswordError(ADMIN.passwordMismatch))
      return
    }
    await run(
      async () => {
        await service.admin.changePassword(session.token, current, next)
        toast.show(ADMIN.passwordChanged, 'success')
        setCurrent('')
        setNext('')
        setAgain('')
      },
      (err) =>
        wrap(
          toErrorText(err, ADMIN.changePasswordError(COMMON.unknownError)),
          ADMIN.changePasswordError,
        ),
    )
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="change-password-title"
      className="space-y-4 rounded-2xl bg-sage-50 p-4 sm:p-5"
    >
      <h3 id="change-password-title" className="font-display text-2xl font-semibold text-sage-800">
        {ADMIN.changePasswordTitle}
      </h3>
      {/* A hidden username helps password managers file the new password under the right account. */}
      <input type="hidden" autoComplete="username" value={session.username} readOnly />
      <TextField
        label={ADMIN.currentPassword}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <TextField
        label={ADMIN.nextPassword}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
      />
      <TextField
        label={ADMIN.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={again}
        onChange={(e) => setAgain(e.target.value)}
      />
      <FormError>{error}</FormError>
      <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
        {busy ? ADMIN.changingPassword : ADMIN.changePassword}
      </Button>
    </form>
  )
}
