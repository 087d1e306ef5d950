import { ADMIN } from '@/config/copy-admin'
import { SettingSwitch } from './setting-switch'
import { useAdminSettings } from './use-admin-settings'

/**
 * 'Aprovar recados antes de publicar' (docs/product.md §3: off by default). The setting lives in
 * the database, which post_message reads for every new message.
 */
export function MessageApprovalToggle() {
  const { settings, save } = useAdminSettings()
  return (
    <SettingSwitch
      label={ADMIN.approvalToggle}
      hint={ADMIN.approvalHint}
      value={settings?.approveMessages ?? null}
      save={async (on) => void (await save({ approveMessages: on }))}
      saved={(on) => (on ? ADMIN.approvalOn : ADMIN.approvalOff)}
      saveError={ADMIN.approvalError}
    />
  )
}
