import { RSVP_DEADLINE_ADMIN } from '@/config/copy-admin'
import { RSVP_DEADLINE_LABEL } from '@/config/wedding'
import { SettingSwitch } from './setting-switch'
import { useAdminSettings } from './use-admin-settings'

/**
 * 'Aceitar respostas depois do prazo' (docs/decisions/0018-the-site-by-the-clock.md: off by
 * default). The database reads it for every answer after the deadline.
 */
export function RsvpDeadlineToggle() {
  const { settings, save } = useAdminSettings()
  return (
    <SettingSwitch
      label={RSVP_DEADLINE_ADMIN.keepOpen}
      hint={RSVP_DEADLINE_ADMIN.keepOpenHint(RSVP_DEADLINE_LABEL)}
      value={settings?.rsvpAfterDeadline ?? null}
      save={async (on) => void (await save({ rsvpAfterDeadline: on }))}
      saved={() => RSVP_DEADLINE_ADMIN.saved}
      saveError={RSVP_DEADLINE_ADMIN.saveError}
    />
  )
}
