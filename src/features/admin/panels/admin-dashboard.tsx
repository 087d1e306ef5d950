import { lazy, Suspense, type ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { COMMON } from '@/config/copy'
import { ADMIN, GUESTS_ADMIN } from '@/config/copy-admin'
import { PRIVACY_ADMIN } from '@/config/copy-privacy-admin'
import { AdminHeader } from '../session/admin-header'
import { AdminUsersPanel } from './admin-users-panel'
import { MessagesPanel } from './messages-panel'
import { PixWaitingNotice } from './pix-waiting-notice'
import { WeddingDatesNotice } from './wedding-dates-notice'
import { QuickActions } from './quick-actions'
import { RsvpsPanel } from './rsvps-panel'

// The guest list (with its spreadsheet reader) is the panel's largest part: a chunk of its own, so
// /dev's login screen, which needs none of it, is drawn as soon as possible. The gifts (their form
// and the photo compression) and the contributions (the PIX review) likewise.
const GuestListPanel = lazy(() =>
  import('../guests/guest-list-panel').then((m) => ({ default: m.GuestListPanel })),
)
const GiftsPanel = lazy(() => import('./gifts-panel').then((m) => ({ default: m.GiftsPanel })))
const ContributionsPanel = lazy(() =>
  import('./contributions-panel').then((m) => ({ default: m.ContributionsPanel })),
)
// Guests' personal data (LGPD): a chunk of its own too.
const PrivacyPanel = lazy(() =>
  import('./privacy-panel').then((m) => ({ default: m.PrivacyPanel })),
)

/** Where a lazy panel will be, holding its anchor (the in-page nav) and some height. */
function PanelPlaceholder({ id, label }: { id: string; label: string }) {
  return (
    <section
      id={id}
      aria-label={label}
      aria-busy="true"
      className="min-h-96 scroll-mt-32 rounded-2xl border border-sage-100 bg-white p-5 shadow-sm"
    >
      <Spinner label={COMMON.loading} />
    </section>
  )
}

export interface AdminDashboardProps {
  onLogout: () => Promise<void>
  /**
   * The gallery management panel: the gallery feature's own admin mode, rendered by the app layer
   * (features never import each other).
   */
  gallery: ReactNode
}

const SECTIONS = [
  { id: 'admin-actions', label: ADMIN.quickActionsTitle },
  { id: 'admin-gifts', label: ADMIN.giftsTitle },
  { id: 'admin-gallery', label: ADMIN.galleryTitle },
  { id: 'admin-messages', label: ADMIN.messagesTitle },
  { id: 'admin-guests', label: GUESTS_ADMIN.title },
  { id: 'admin-rsvps', label: ADMIN.navRsvps },
  { id: 'admin-contributions', label: ADMIN.navContributions },
  { id: 'admin-users', label: ADMIN.usersTitle },
  { id: 'admin-privacy', label: PRIVACY_ADMIN.title },
] as const

/** The logged-in /dev page: header, a sticky in-page nav, then one panel per job. */
export function AdminDashboard({ onLogout, gallery }: AdminDashboardProps) {
  return (
    <div className="min-h-dvh bg-ivory">
      <AdminHeader onLogout={onLogout} />
      <nav
        aria-label={ADMIN.sectionsNav}
        className="sticky top-0 z-30 border-b border-sage-100 bg-ivory/95 backdrop-blur"
      >
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-3 py-2 sm:px-5">
          {SECTIONS.map((s) => (
            <li key={s.id} className="shrink-0">
              <a
                href={`#${s.id}`}
                className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap text-sage-800 hover:bg-sage-100 focus-visible:outline-3 focus-visible:outline-sage-600"
              >
                {s.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="mx-auto max-w-6xl space-y-6 px-3 py-6 sm:space-y-8 sm:px-5 sm:py-8">
        {/* First thing the couple see: guests' PIX holding cotas until they answer. */}
        <PixWaitingNotice />
        <WeddingDatesNotice />
        <QuickActions />
        <Suspense fallback={<PanelPlaceholder id="admin-gifts" label={ADMIN.giftsTitle} />}>
          <GiftsPanel />
        </Suspense>
        <section
          id="admin-gallery"
          aria-label={ADMIN.galleryTitle}
          className="scroll-mt-32 overflow-hidden rounded-2xl border border-sage-100 bg-white shadow-sm"
        >
          {gallery}
        </section>
        <MessagesPanel />
        <Suspense fallback={<PanelPlaceholder id="admin-guests" label={GUESTS_ADMIN.title} />}>
          <GuestListPanel />
        </Suspense>
        <RsvpsPanel />
        <Suspense
          fallback={<PanelPlaceholder id="admin-contributions" label={ADMIN.navContributions} />}
        >
          <ContributionsPanel />
        </Suspense>
        <AdminUsersPanel />
        <Suspense fallback={<PanelPlaceholder id="admin-privacy" label={PRIVACY_ADMIN.title} />}>
          <PrivacyPanel />
        </Suspense>
      </main>
    </div>
  )
}
