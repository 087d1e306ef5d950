import { useCallback } from 'react'
import { COMMON } from '@/config/copy'
import type { DataService, Settings } from '@/data/types'
import { useAdminApi } from '../session/admin-context'
import { useAdminQuery } from './use-admin-query'

const fetchSettings = async (s: DataService, token: string) => [await s.admin.settings(token)]

/**
 * The couple's settings (docs/decisions/0024-settings.md), read once for every part of the panel
 * that shows one (the switches, the PIX hold, the dates notice), and `save`, which saves the keys
 * given and has them all read again. `save` throws as the database refused.
 */
export function useAdminSettings(): {
  settings: Settings | null
  save: (change: Partial<Settings>) => Promise<Settings>
} {
  const { service, session } = useAdminApi()
  const { items, reload } = useAdminQuery('settings', fetchSettings, COMMON.unknownError)
  const save = useCallback(
    async (change: Partial<Settings>) => {
      const saved = await service.admin.saveSettings(session.token, change)
      reload()
      return saved
    },
    [service, session.token, reload],
  )
  return { settings: items[0] ?? null, save }
}
