// docs/product.md §9: limits and timings. Numbers that shape the UI live here, named.
import { SELECTION_MAX } from './limits'

export const MOBILE_BREAKPOINT_PX = 768 // docs/product.md §9
export const SCROLL_OFFSET_PX = 100 // docs/product.md §9: stop 100 px above the section
export const COUNTDOWN_TICK_MS = 1000 // docs/product.md §9: refresh every second
export const SLIDESHOW_INTERVAL_MS = 4000 // docs/product.md §9
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024 // docs/product.md §9: 5 MB
export const PHOTO_MAX_SIDE_PX = 1920 // docs/product.md "Beyond the original specification", 4: long side after compression
export const PHOTO_THUMB_MAX_SIDE_PX = 320 // thumbnail stored next to the photo (2x of 160 px tiles)
export const PHOTO_QUALITY = 0.82
// Issue 6: a 5 MB photo is stored in a few hundred KB; lower quality/size until under this.
export const PHOTO_TARGET_BYTES = 400 * 1024
// A gift's photo and thumbnail (docs/decisions/0017-gifts-as-money.md): the cards are smaller
// than the gallery's, so is the photo.
export const GIFT_PHOTO_MAX_SIDE_PX = 1200
export const GIFT_THUMB_MAX_SIDE_PX = 480
/** The couple's order of a gift within its category, as the form accepts it. */
export const GIFT_POSITION_MAX = 9999
export const ADMIN_SESSION_MS = 24 * 60 * 60 * 1000 // docs/product.md §9: 24 h
// Ours: a session check that failed (not refused) is tried again this often, this many times.
export const ADMIN_SESSION_RECHECK_MS = 5000
export const ADMIN_SESSION_RECHECKS = 3
/** Then, while the database stays unreachable (a panel opened without signal), once a minute. */
export const ADMIN_SESSION_OFFLINE_RECHECK_MS = 60_000
export const ADMIN_MAX_FAILED_LOGINS = 3 // docs/product.md §9
// The login form opens again this long after the server refused a login as locked or busy; the
// server answers 'locked' again while its lock lasts.
export const ADMIN_SERVER_LOCK_RETRY_MS = 60_000
export const DELETED_BADGE_MS = 2000 // docs/product.md §9: 'Deletada!' for 2 s
export const DELETE_ERROR_TOAST_MS = 3000 // docs/product.md §9
export const GIFT_REFRESH_AFTER_DELETE_MS = 500 // docs/product.md §9
export const TOAST_MS = 4000
/** A data section starts loading when it comes within one screen of the viewport. */
export const DATA_SECTION_MARGIN = '100% 0px'
export const MESSAGE_TEXTAREA_ROWS = 4 // docs/product.md §9
// The wall and the panel read messages a page at a time (list_messages answers at most 100).
export const MESSAGES_PAGE_SIZE = 12
export const ADMIN_MESSAGES_PAGE_SIZE = 50
/** Messages deleted or approved in one call (admin_delete_messages refuses more). */
export const MESSAGES_BULK_MAX = SELECTION_MAX
/** A burst of live changes reads a list again at most this often. */
export const LIVE_REFRESH_MIN_MS = 1000
/**
 * /dev reads the guests' PIX waiting for confirmation again this often while it is shown (the
 * contributions have no live updates): a PIX informed meanwhile shows within a minute.
 */
export const ADMIN_PIX_WAITING_REFRESH_MS = 60_000
/** A page back from the background after this long reads its lists again (live updates paused). */
export const LIVE_STALE_AFTER_HIDDEN_MS = 30_000
/**
 * The demo database (docs/decisions/0004-embedded-backend.md): how long a call waits before it
 * fails with DEMO.notAnswering. For the tab that owns the database to start it (it waits only for
 * the calls before it, a few milliseconds each; once started, a call runs to its end):
 */
export const EMBEDDED_CALL_START_MS = 10_000
/** After the owning tab closed, for the next tab's worker to take over (it is first in line). */
export const EMBEDDED_TAKEOVER_MS = 10_000
/** For that worker to open the database from IndexedDB (seconds; tens on a busy old phone). */
export const EMBEDDED_OPEN_MS = 60_000
export const CONTRIBUTION_TEXTAREA_ROWS = 3 // docs/product.md §9
/** A guest-list spreadsheet the couple import: a few thousand rows fit well under this. */
export const GUEST_IMPORT_MAX_BYTES = 2 * 1024 * 1024

// Database limits (supabase/schemas enforce the same numbers).
export const NAME_MAX = 80
export const MESSAGE_MAX = 1000
export const GIFT_DESCRIPTION_MAX = 500
export const OBSERVATIONS_MAX = 1000
/** A household member's dietary restrictions or allergies (docs/decisions/0016-guest-list.md). */
export const DIETARY_MAX = 300
export const EMAIL_MAX = 254
export const PHONE_MAX = 30
/** New admin passwords: long enough to resist guessing (the database keeps only a bcrypt hash). */
export const ADMIN_PASSWORD_MIN = 8

// Contributions: R$ 1,00 minimum; the cap is a template choice, not the product's.
export const CONTRIBUTION_MIN_CENTS = 100
export const CONTRIBUTION_MAX_CENTS = 5_000_000
/** A PIX the couple types in by hand: admin_add_pix_contribution accepts up to R$ 1.000.000,00. */
export const MANUAL_PIX_MAX_CENTS = 100_000_000
/** The earliest date a hand-typed PIX may have (admin_add_pix_contribution says the same). */
export const PIX_DATE_MIN = '2000-01-01'

export const STORAGE_KEYS = {
  adminSession: 'wedding.adminSession',
  // This browser's trusted-device token: kept across logouts (docs/decisions/0013).
  adminDevice: 'wedding.adminDevice',
  // The guest's own last open-form RSVP answer, on the guest's device (docs/decisions/0021).
  rsvpAnswer: 'wedding.rsvpAnswer',
  // The PIX a guest started and has not yet said was paid, one per gift (docs/decisions/0017).
  giftPixInProgress: 'wedding.giftPixInProgress',
  // The Checkout this tab was sent to, for /cancel to close (sessionStorage; docs/decisions/0017).
  openCheckout: 'wedding.openCheckout',
  // Where the guest had scrolled when leaving the page, for a reload or Back (sessionStorage).
  savedScroll: 'wedding.scroll',
} as const

/**
 * Households the Portaria's search shows at once (docs/decisions/0026-the-day-at-the-door.md): a
 * phone's screen or two; past that the count asks for more letters, and each key renders less.
 */
export const DOOR_RESULTS_SHOWN = 10
