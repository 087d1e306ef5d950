import { useCallback } from 'react'
import { ADMIN } from '@/config/copy-admin'
import { useAdminApi } from '../session/admin-context'
import { SettingSwitch } from './setting-switch'

/**
 * 'Aprovar recados antes de publicar' (docs/product.md §3: off by default). The setting lives in
 * the database, which post_message reads for every new message.
 */
export function MessageApprovalToggle() {
  const { service, session } = useAdminApi()
  const read = useCallback(
    async () => (await service.admin.settings(session.token)).approveMessages,
    [service, session.token],
  )
  const save = useCallback(
    async (next: boolean) => {
      await service.admin.saveSettings(session.token, { approveMessages: next })
    },
    [service, session.token],
  )
  return (
    <SettingSwitch
      label={ADMIN.approvalToggle}
      hint={ADMIN.approvalHint}
      read={read}
      readFailure="Erro ao consultar a aprovação de mensagens"
      save={save}
      saved={(on) => (on ? ADMIN.approvalOn : ADMIN.approvalOff)}
      saveError={ADMIN.approvalError}
    />
  )
}
