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
  const read = useCallback(() => service.messagesNeedApproval(), [service])
  const save = useCallback(
    (next: boolean) => service.admin.setMessageApproval(session.token, next),
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
