import { useState } from 'react'
import { LogOut, ShieldCheck } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ADMIN } from '@/config/copy/admin'
import { COUPLE_NAMES } from '@/config/wedding'
import { useAdmin } from './admin-context'

/** docs/product.md §2: welcome line with the username, the email, the 'Admin Ativo' badge and 'Sair'. */
export function AdminHeader({ onLogout }: { onLogout: () => Promise<void> }) {
  const { session } = useAdmin()
  const [leaving, setLeaving] = useState(false)
  async function logout() {
    setLeaving(true)
    await onLogout()
  }
  return (
    <header className="border-b border-sage-100 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6">
        <div className="min-w-0">
          <p className="font-script text-2xl text-sage-700">{COUPLE_NAMES}</p>
          <h1 className="font-display text-3xl font-semibold text-sage-800 sm:text-4xl">
            {ADMIN.title}
          </h1>
          <p className="mt-1 text-ink">{ADMIN.welcome(session.username)}</p>
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
            <span className="break-all">{session.email}</span>
            <Badge tone="sage">
              <ShieldCheck aria-hidden="true" className="mr-1 size-3.5" />
              {ADMIN.activeBadge}
            </Badge>
          </p>
        </div>
        <Button variant="secondary" onClick={logout} disabled={leaving}>
          <LogOut aria-hidden="true" className="size-4" />
          {leaving ? ADMIN.loggingOut : ADMIN.logout}
        </Button>
      </div>
    </header>
  )
}
