import { UserX } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/field'
import { ListStatus } from '@/components/ui/list-status'
import { Panel } from '@/components/ui/panel'
import { COMMON } from '@/config/copy/common'
import { TEAM } from '@/config/copy/day-of'
import type { DataService } from '@/data/types'
import { formatDateTime } from '@/lib/dates'
import { useAdminQuery } from '../panels/use-admin-query'
import { useAdminApi } from '../session/admin-context'
import { useAdminAction } from '../session/use-admin-action'

const fetchTeam = async (s: DataService, token: string) =>
  (await s.admin.listAdmins(token)).filter((a) => a.role === 'team')

const USERNAME = /^[a-z0-9._-]{3,40}$/

/**
 * 'Equipe do cerimonial': the couple create accounts for the people working on the day (name,
 * username, password) and deactivate them. What such an account may do is the database's rule
 * (private.require_staff): the guest list, the Mesas and the Portaria, nothing else.
 */
export function TeamPanel() {
  const { service, session } = useAdminApi()
  const team = useAdminQuery('team', fetchTeam, COMMON.unknownError)
  const { busy, run } = useAdminAction()
  const [name, setName] = useState('')
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ name?: string; username?: string; password?: string }>({})

  async function submit(e: FormEvent) {
    e.preventDefault()
    const user = { name: name.trim(), username: username.trim().toLowerCase(), password }
    const found = {
      ...(user.name ? {} : { name: TEAM.nameRequired }),
      ...(USERNAME.test(user.username) ? {} : { username: TEAM.usernameRule }),
      ...(password.length >= 8 && password.length <= 72 ? {} : { password: TEAM.passwordRule }),
    }
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const ok = await run(() => service.admin.createTeamUser(session.token, user), {
      success: TEAM.created(user.name),
      failure: COMMON.unknownError,
    })
    if (ok) {
      setName('')
      setUsername('')
      setPassword('')
      team.reload()
    }
  }

  return (
    <Panel id="admin-team" title={TEAM.title} intro={TEAM.intro}>
      <div className="grid gap-6 lg:grid-cols-2">
        <ListStatus
          loading={team.loading}
          error={team.error}
          empty={team.items.length ? null : TEAM.empty}
        >
          <ul aria-label={TEAM.listLabel} className="divide-y divide-sage-100">
            {team.items.map((a) => (
              <li key={a.userId} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere text-ink">
                    {a.name ?? a.username}
                    {a.isActive ? null : (
                      <span className="ml-2 rounded-full bg-sage-100 px-2 py-0.5 text-xs text-ink-muted">
                        {TEAM.inactive}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {a.username}
                    {a.lastLogin ? ` · ${formatDateTime(a.lastLogin)}` : ''}
                  </p>
                </div>
                {a.isActive ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    aria-label={TEAM.deactivateLabel(a.name ?? a.username)}
                    onClick={() =>
                      void run(() => service.admin.deactivateAdmin(session.token, a.userId), {
                        success: TEAM.deactivated(a.name ?? a.username),
                        failure: TEAM.deactivateError,
                      }).then((ok) => ok && team.reload())
                    }
                  >
                    <UserX aria-hidden="true" className="size-4" />
                    {TEAM.deactivate}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </ListStatus>
        <form
          onSubmit={submit}
          noValidate
          aria-labelledby="team-form-title"
          className="space-y-4 rounded-2xl bg-sage-50 p-4"
        >
          <h3 id="team-form-title" className="font-display text-2xl font-semibold text-sage-800">
            {TEAM.formTitle}
          </h3>
          <TextField
            label={TEAM.name}
            value={name}
            maxLength={80}
            autoComplete="off"
            error={errors.name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label={TEAM.username}
            value={username}
            maxLength={40}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.username}
            onChange={(e) => setUsername(e.target.value)}
          />
          <TextField
            label={TEAM.password}
            type="password"
            value={password}
            autoComplete="new-password"
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" disabled={busy}>
            {busy ? TEAM.creating : TEAM.create}
          </Button>
        </form>
      </div>
    </Panel>
  )
}
