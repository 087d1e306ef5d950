import type { ComponentProps, ReactNode } from 'react'
import { TextField } from '@/components/ui/field'
import { Panel } from '@/components/ui/panel'
import { ADMIN_ERRORS, COMMON } from '@/config/copy'
import { ADMIN } from '@/config/copy-admin'
import { EMAIL_MAX } from '@/config/ui'
import type { DataService } from '@/data/types'
import { createAdminSchema, changePasswordSchema } from '@/lib/forms/admin-schemas'
import type { FormOptions, TextKey } from '@/lib/forms/use-form'
import { useAdminApi } from '../session/admin-context'
import { AdminForm, useAdminForm } from './admin-form'
import { AdminList } from './admin-list'
import { useAdminQuery } from './use-admin-query'

const fetchAdmins = (s: DataService, token: string) => s.admin.listAdmins(token)

/** Admin users: who can log in (deactivate one, end other sessions), create another, change one's own password. */
export function AdminUsersPanel() {
  const { service, session, toast } = useAdminApi()
  const admins = useAdminQuery('admins', fetchAdmins, COMMON.unknownError)

  return (
    <Panel id="admin-users" title={ADMIN.usersTitle}>
      <AdminList admins={admins} />
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <AccountForm
          titleId="create-admin-title"
          title={ADMIN.createUserTitle}
          submitLabel={ADMIN.createUser}
          busyLabel={ADMIN.creatingUser}
          schema={createAdminSchema}
          initial={{ username: '', email: '', password: '' }}
          wrap={ADMIN_ERRORS.createAdminError}
          send={async (user) => {
            await service.admin.createAdmin(session.token, user)
            toast.show(ADMIN.userCreated(user.username), 'success')
            admins.reload()
          }}
          fields={[
            {
              key: 'username',
              label: ADMIN.newUsername,
              autoComplete: 'off',
              autoCapitalize: 'none',
              spellCheck: false,
            },
            {
              key: 'email',
              label: ADMIN.newEmail,
              type: 'email',
              autoComplete: 'off',
              maxLength: EMAIL_MAX,
            },
            {
              key: 'password',
              label: ADMIN.newPassword,
              type: 'password',
              autoComplete: 'new-password',
            },
          ]}
        />
        <AccountForm
          titleId="change-password-title"
          title={ADMIN.changePasswordTitle}
          submitLabel={ADMIN.changePassword}
          busyLabel={ADMIN.changingPassword}
          schema={changePasswordSchema}
          initial={{ current: '', next: '', again: '' }}
          wrap={ADMIN_ERRORS.changePasswordError}
          send={async ({ current, next }) => {
            await service.admin.changePassword(session.token, current, next)
            toast.show(ADMIN.passwordChanged, 'success')
          }}
          // A hidden username helps password managers file the new password under the right account.
          before={<input type="hidden" autoComplete="username" value={session.username} readOnly />}
          fields={[
            {
              key: 'current',
              label: ADMIN.currentPassword,
              type: 'password',
              autoComplete: 'current-password',
            },
            {
              key: 'next',
              label: ADMIN.nextPassword,
              type: 'password',
              autoComplete: 'new-password',
            },
            {
              key: 'again',
              label: ADMIN.confirmPassword,
              type: 'password',
              autoComplete: 'new-password',
            },
          ]}
        />
      </div>
    </Panel>
  )
}

type FieldProps = Omit<ComponentProps<typeof TextField>, 'name' | 'value' | 'onChange'>

interface AccountFormProps<V extends Record<string, string>, Out> extends Pick<
  FormOptions<V, Out>,
  'schema' | 'initial'
> {
  titleId: string
  title: string
  submitLabel: string
  busyLabel: string
  /** The failure's text around what went wrong ('Erro ao criar usuário admin: …'). */
  wrap: (detail: string) => string
  /** Done after a send that went through; the fields are then cleared. */
  send: (data: Out) => Promise<void>
  fields: ({ key: TextKey<V> } & FieldProps)[]
  /** Shown before the fields. */
  before?: ReactNode
}

/** One small account form of this panel: its text fields, cleared after a send that went through. */
function AccountForm<V extends Record<string, string>, Out>({
  titleId,
  title,
  submitLabel,
  busyLabel,
  schema,
  initial,
  wrap,
  send,
  fields,
  before,
}: AccountFormProps<V, Out>) {
  const form = useAdminForm({
    schema,
    initial,
    fallback: COMMON.unknownError,
    wrap,
    send: async (data) => {
      await send(data)
      form.reset()
    },
  })

  return (
    <AdminForm
      titleId={titleId}
      title={title}
      onSubmit={form.submit}
      error={form.error}
      busy={form.busy}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
    >
      {before}
      {fields.map(({ key, ...props }) => (
        <TextField key={key} {...props} {...form.field(key)} />
      ))}
    </AdminForm>
  )
}
