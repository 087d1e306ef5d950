import { useCallback } from 'react'
import { RSVP_DEADLINE_ADMIN } from '@/config/copy-admin'
import { RSVP_DEADLINE_LABEL } from '@/config/wedding'
import { useAdminApi } from '../session/admin-context'
import { SettingSwitch } from './setting-switch'

/**
 * 'Aceitar respostas depois do prazo' (docs/decisions/0018-the-site-by-the-clock.md: off by
 * default). The database reads it for every answer after the deadline.
 */
export function RsvpDeadlineToggle() {
  const { service, session } = useAdminApi()
  const read = useCallback(
    async () => (await service.admin.settings(session.token)).rsvpAfterDeadline,
    [service, session.token],
  )
  const save = useCallback(
    async (next: boolean) => {
      await service.admin.saveSettings(session.token, { rsvpAfterDeadline: next })
    },
    [service, session.token],
  )
  return (
    <SettingSwitch
      label={RSVP_DEADLINE_ADMIN.keepOpen}
      hint={RSVP_DEADLINE_ADMIN.keepOpenHint(RSVP_DEADLINE_LABEL)}
      read={read}
      readFailure="Erro ao consultar o prazo de confirmação"
      save={save}
      saved={() => RSVP_DEADLINE_ADMIN.saved}
      saveError={RSVP_DEADLINE_ADMIN.saveError}
    />
  )
}
