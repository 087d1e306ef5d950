import { Armchair } from 'lucide-react'
import { useEffect, useState } from 'react'
import { YOUR_TABLE } from '@/config/copy/your-table'
import { useDataService } from '@/data/react/context'

/**
 * On the wedding day, the household's table on its personal link: 'Sua mesa: Mesa 7'. Read with
 * the invitation, whose copy the phone keeps, so it shows at the farm without signal too
 * (docs/decisions/0026-the-day-at-the-door.md).
 */
export function YourTable({ code }: { code: string }) {
  const service = useDataService()
  const [tables, setTables] = useState<string[]>([])
  useEffect(() => {
    let current = true
    service.getInvitation(code).then(
      (invitation) => current && setTables(invitation.tables ?? []),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [service, code])
  if (tables.length === 0) return null
  return (
    <div
      role="note"
      className="mb-6 flex items-start gap-3 rounded-2xl border border-sage-200 bg-sage-50 px-5 py-4"
    >
      <Armchair aria-hidden="true" className="mt-1 size-6 shrink-0 text-sage-700" />
      <div>
        <p className="font-display text-2xl font-semibold text-sage-800">
          {YOUR_TABLE.title(tables.join(YOUR_TABLE.and))}
        </p>
        <p className="text-sm text-ink-muted">{YOUR_TABLE.intro}</p>
      </div>
    </div>
  )
}
