import { TextField } from '@/components/ui/field'
import { Panel } from '@/components/ui/panel'
import { ADMIN_ERRORS, COMMON } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import { EMAIL_MAX } from '@/config/ui'
import { createAdminSchema, changePasswordSchema } from '@/lib/forms/admin-schemas'
import { useAdminApi } from '../session/admin-context'
import { AdminForm, useAdminForm } from './admin-form'

/** Admin users : create another admin, change one's own password. */
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
  const { service, session, toast } = useAdminApi()
  const form = useAdminForm({
    schema: createAdminSchema,
    initial: { username: '', email: '', password: '' },
    fallback: COMMON.unknownError,
    wrap: ADMIN_ERRORS.createAdminError,
    send: async (user) => {
      await service.admin.createAdmin(session.token, user)
      toast.show(ADMIN.userCreated(user.username), 'success')
      form.reset()
    },
  })

  return (
    <AdminForm
      titleId="create-admin-title"
      title={ADMIN.createUserTitle}
      onSubmit={form.submit}
      error={form.error}
      busy={form.busy}
      submitLabel={ADMIN.createUser}
      busyLabel={ADMIN.creatingUser}
    >
      <TextField
        label={ADMIN.newUsername}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        {...form.field('username')}
      />
      <TextField
        label={ADMIN.newEmail}
        type="email"
        autoComplete="off"
        maxLength={EMAIL_MAX}
        {...form.field('email')}
      />
      <TextField
        label={ADMIN.newPassword}
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
      />
    </AdminForm>
  )
}

function ChangePasswordForm() {
  const { service, session, toast } = useAdminApi()
  const form = useAdminForm({
    schema: changePasswordSchema,
    initial: { current: '', next: '', again: '' },
    fallback: COMMON.unknownError,
    wrap: ADMIN_ERRORS.changePasswordError,
    send: async ({ current, next }) => {
      await service.admin.changePassword(session.token, current, next)
      toast.show(ADMIN.passwordChanged, 'success')
      form.reset()
    },
  })

  return (
    <AdminForm
      titleId="change-password-title"
      title={ADMIN.changePasswordTitle}
      onSubmit={form.submit}
      error={form.error}
      busy={form.busy}
      submitLabel={ADMIN.changePassword}
      busyLabel={ADMIN.changingPassword}
    >
      {/* A hidden username helps password managers file the new password under the right account. */}
      <input type="hidden" autoComplete="username" value={session.username} readOnly />
      <TextField
        label={ADMIN.currentPassword}
        type="password"
        autoComplete="current-password"
        {...form.field('current')}
      />
      <TextField
        label={ADMIN.nextPassword}
        type="password"
        autoComplete="new-password"
        {...form.field('next')}
      />
      <TextField
        label={ADMIN.confirmPassword}
        type="password"
        autoComplete="new-password"
        {...form.field('again')}
      />
    </AdminForm>
  )
}
