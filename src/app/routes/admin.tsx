import { useEffect } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { ADMIN } from '@/config/copy/admin'
import { useDataStatus } from '@/data/react/context'
import {
  AdminDashboard,
  AdminProvider,
  GalleryAdminTools,
  LoginForm,
  useAdminSession,
} from '@/features/admin'
import { Gallery } from '@/features/gallery/gallery'

/** Keeps /dev out of search results while it is open (robots.txt already disallows it). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta')
    meta.name = 'robots'
    meta.content = 'noindex'
    document.head.append(meta)
    const title = document.title
    document.title = ADMIN.title
    return () => {
      meta.remove()
      document.title = title
    }
  }, [])
}

/** /dev (docs/product.md §2): the session check, then the login or the couple's panel. */
export function AdminRoute() {
  useNoIndex()
  // The couple came to work: start the backend now, so it is up by the time the login is typed.
  const { start } = useDataStatus()
  useEffect(() => start(), [start])
  const admin = useAdminSession()

  if (admin.status === 'checking') {
    return (
      <main className="flex min-h-dvh items-center justify-center bg-ivory">
        <Spinner label={ADMIN.validating} />
      </main>
    )
  }
  if (admin.status === 'anonymous' || !admin.session) {
    return <LoginForm onLogin={admin.login} expired={admin.expired} />
  }

  const session = admin.session
  async function logout() {
    await admin.logout()
    window.location.assign('/')
  }
  return (
    <AdminProvider session={session} expire={admin.expire}>
      <AdminDashboard
        onLogout={logout}
        // The gallery in admin mode is the photo management panel (docs/product.md §2).
        gallery={<Gallery renderAdmin={(slot) => <GalleryAdminTools {...slot} />} />}
      />
    </AdminProvider>
  )
}
