import { useState, type FormEvent } from 'react'
import { TextField } from '@/components/ui/field'
import { Panel } from '@/components/ui/panel'
import { ADMIN, COMMON } from '@/config/copy'
import { EMAIL_MAX } from '@/config/ui'
import { useAdminApi } from '../session/admin-context'
import { AdminForm } from './admin-form'
import { useFormAction } from './use-form-action'
import { cleanText } from '@/lib/text'

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
    <Panel id="admin-users" title={ADMIN.usersTitle}>
      <div className="grid gap-6 lg:grid-cols-2">
        <CreateAdminForm />
        <ChangePasswordForm />
      </div>
    </Panel>
  )
}

function CreateAdminForm() {
  const { service, session, toErrorText, toast } = useAdminApi()
  const [username, setUsername] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { error, setError, busy, run } = useFormAction()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const user = cleanText(username).toLowerCase() // SPEC §5: usernames are lowercased and trimmed
    const mail = cleanText(email)
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
    <AdminForm
      titleId="create-admin-title"
      title={ADMIN.createUserTitle}
      onSubmit={submit}
      error={error}
      busy={busy}
      submitLabel={ADMIN.createUser}
      busyLabel={ADMIN.creatingUser}
    >
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
    </AdminForm>
  )
}

function ChangePasswordForm() {
  const { service, session, toErrorText, toast } = useAdminApi()
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
    <AdminForm
      titleId="change-password-title"
      title={ADMIN.changePasswordTitle}
      onSubmit={submit}
      error={error}
      busy={busy}
      submitLabel={ADMIN.changePassword}
      busyLabel={ADMIN.changingPassword}
    >
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
    </AdminForm>
  )
}
