// Limits on anonymous writes (docs/decisions/0014). supabase/schemas enforce the same numbers
// (private.rate_limit, private.limit_gifts_per_email); tests/db/rate-limits.test.ts compares them.

/** One action's limits: per client (its address) and in total, each over a fixed window. */
export interface RateLimit {
  /** Stored writes one client may make per window. */
  perClient: number
  clientWindowMinutes: number
  /** Stored writes everyone together may make per window: a script from many addresses stops here. */
  global: number
  globalWindowMinutes: number
}

/**
 * A real guest writes once or twice (one message, one RSVP per person of the family, a few
 * gifts, a payment retried), so a guest never meets these; a guest behind a shared address (the
 * venue's Wi-Fi, a mobile carrier's NAT) has room for a few more.
 */
export const RATE_LIMITS = {
  post_message: { perClient: 6, clientWindowMinutes: 1, global: 300, globalWindowMinutes: 60 },
  reserve_gift: { perClient: 5, clientWindowMinutes: 10, global: 100, globalWindowMinutes: 60 },
  // The same over a day: one address cannot take the whole list a few gifts at a time.
  reserve_gift_day: {
    perClient: 10,
    clientWindowMinutes: 1440,
    global: 500,
    globalWindowMinutes: 1440,
  },
  submit_rsvp: { perClient: 10, clientWindowMinutes: 10, global: 200, globalWindowMinutes: 60 },
  checkout: { perClient: 5, clientWindowMinutes: 10, global: 60, globalWindowMinutes: 60 },
  answer_invitation: {
    perClient: 10,
    clientWindowMinutes: 10,
    global: 200,
    globalWindowMinutes: 60,
  },
  // Wrong personal codes (docs/decisions/0016-guest-list.md): past these, every lookup and answer
  // from that client (or from everyone, past the global ceiling) is refused, right code or not.
  invitation_miss: {
    perClient: 10,
    clientWindowMinutes: 10,
    global: 1000,
    globalWindowMinutes: 60,
  },
  // A guest's PIX for a gift (docs/decisions/0017-gifts-as-money.md): each start holds cotas for
  // GIFT_LIMITS.startHoldMinutes, so these bound how much of the list a script can hold.
  gift_pix: { perClient: 6, clientWindowMinutes: 10, global: 120, globalWindowMinutes: 60 },
  // 'Já fiz o PIX' (inform_gift_pix): every call, a txid not found too, so a script cannot try
  // txids without end; a guest informs once or twice per PIX.
  gift_pix_inform: {
    perClient: 10,
    clientWindowMinutes: 10,
    global: 600,
    globalWindowMinutes: 60,
  },
  // The gift photos, reads limited only so a loop cannot run up the egress: a guest browsing every
  // category asks for each card's thumbnail once per visit, a few cards per call.
  gift_thumbnails: {
    perClient: 300,
    clientWindowMinutes: 10,
    global: 6000,
    globalWindowMinutes: 60,
  },
  gift_image: { perClient: 120, clientWindowMinutes: 10, global: 2400, globalWindowMinutes: 60 },
  // Back from Stripe's page without paying (the cancel-checkout function): each call asks Stripe.
  cancel_checkout: {
    perClient: 10,
    clientWindowMinutes: 10,
    global: 300,
    globalWindowMinutes: 60,
  },
  // Open-form answers under one e-mail from one client, a day (every answer is kept); the
  // global ceiling is submit_rsvp's, over a day.
  rsvp_email: {
    perClient: 20,
    clientWindowMinutes: 1440,
    global: 4800,
    globalWindowMinutes: 1440,
  },
  // Guests' photos (/fotos): a whole party on the venue's Wi-Fi may share one address, so one
  // client has room for many phones; the global ceiling bounds a script from many addresses.
  guest_photo: { perClient: 300, clientWindowMinutes: 60, global: 3000, globalWindowMinutes: 60 },
  // Their thumbnails and full copies, reads limited only so a loop cannot run up the egress; the
  // global ceiling far above a party's, so a few addresses cannot stop everyone's telão.
  guest_photo_image: {
    perClient: 3000,
    clientWindowMinutes: 10,
    global: 600000,
    globalWindowMinutes: 60,
  },
  guest_photo_delete: {
    perClient: 30,
    clientWindowMinutes: 10,
    global: 600,
    globalWindowMinutes: 60,
  },
  // The steps of an upload through the guest-photos function that the first does not count: a
  // retry of its start (new signed URLs) and each 'uploaded' (the function reads the objects back).
  guest_photo_step: {
    perClient: 1200,
    clientWindowMinutes: 10,
    global: 60000,
    globalWindowMinutes: 60,
  },
  // The sweep of deleted photos' Storage objects anyone may ask for after a delete.
  guest_photo_sweep: {
    perClient: 60,
    clientWindowMinutes: 10,
    global: 1200,
    globalWindowMinutes: 60,
  },
} as const satisfies Record<string, RateLimit>

export type RateLimitedAction = keyof typeof RATE_LIMITS

/** Gifts a guest may hold reserved under one e-mail (the couple may reserve more for someone). */
export const GIFTS_PER_EMAIL_MAX = 3

/**
 * The guest list's bounds (docs/decisions/0016-guest-list.md; supabase/schemas enforce the
 * same numbers, tests/db/guest-list.test.ts compares them), so a script cannot grow it without end.
 */
export const GUEST_LIST_LIMITS = {
  households: 2000,
  membersPerHousehold: 30,
  /** Households one import may carry. */
  importHouseholds: 1000,
  /** Answers one household may give through its personal link a day. */
  answersPerHouseholdPerDay: 50,
} as const

/**
 * The gift list's bounds (docs/decisions/0017-gifts-as-money.md; supabase/schemas enforce the
 * same numbers, tests/db compares them).
 */
export const GIFT_LIMITS = {
  gifts: 300,
  /** Cotas one gift may be split in. */
  quotasMax: 500,
  /** A gift's price, or one cota's, in centavos (R$ 1,00 to R$ 50.000,00, as a contribution). */
  priceMinCents: 100,
  priceMaxCents: 5_000_000,
  storeUrlMax: 2000,
  /** A gift photo's data URL (long side 1200 px) and its thumbnail's (long side 480 px). */
  imageDataMax: 1_500_000,
  thumbnailMax: 200_000,
  /** Thumbnails one read may ask for. */
  thumbnailsPerRead: 60,
  /** A started PIX holds its cotas this long for the guest to pay and tap 'Já fiz o PIX'. */
  startHoldMinutes: 30,
  /** An informed PIX holds its cotas this long unless the couple set otherwise (1 h to 30 days). */
  informedHoldHoursDefault: 48,
  informedHoldHoursMin: 1,
  informedHoldHoursMax: 720,
  /**
   * A card Checkout closes at the end of the `checkoutOpenWindows`-th window of this many minutes,
   * counting the one it opens in: 35 to 40 minutes later (Stripe's shortest is 30). Every
   * identical request in one window gets the same session (docs/decisions/0011-checkout-sessions.md).
   */
  checkoutWindowMinutes: 5,
  checkoutOpenWindows: 8,
  /**
   * An open card Checkout holds its cotas until Stripe closes it, plus this, for the webhook of a
   * payment completed at the last moment (Stripe sends it within seconds; retries come later).
   */
  checkoutHoldGraceMinutes: 15,
  /**
   * Stripe's delayed methods (STRIPE_PAYMENT_METHODS with pix or boleto), set on every Checkout so
   * their end is known: a PIX code can be paid this long after the Checkout completes (Stripe's
   * default, 4 h)...
   */
  stripePixExpiresAfterSeconds: 14_400,
  /** ...a boleto until 23:59 (São Paulo) this many days after (Stripe's default)... */
  stripeBoletoExpiresAfterDays: 3,
  /** ...and a boleto paid on its last day (or the next business day) is confirmed this much later. */
  stripeBoletoConfirmDays: 5,
  /** Such a completed Checkout holds its cotas until then plus the grace, never longer than this. */
  delayedHoldMaxDays: 10,
} as const

/**
 * What guests' unconfirmed holds may cover at once (docs/decisions/0017-gifts-as-money.md "Holds
 * per client"): a started or informed PIX within its hold, an open card Checkout. Counted in
 * gifts' worth: a hold of q of a gift's Q cotas weighs q/Q, a gift given whole weighs 1, a
 * free-amount gift nothing; "the list" is the number of gifts with a price (cota gifts). Paid
 * cotas never count. supabase/schemas enforce the same numbers (private.hold_refusal);
 * tests/db/gift-holds.test.ts compares them.
 */
export const HOLD_LIMITS = {
  /** One client (an address, as the rate limits count it) holds at most this many gifts' worth… */
  perClientGifts: 5,
  /** …and at most this share of the list (%)… */
  perClientListPercent: 50,
  /** …but always one gift whole. */
  perClientMinGifts: 1,
  /** Everyone's unconfirmed holds together: at most this share of the list (%)… */
  allListPercent: 75,
  /** …but always two gifts whole. */
  allMinGifts: 2,
} as const

/** The wedding day (supabase/schemas/11_day_of.sql; tests/db/day-of.test.ts compares them). */
export const DAY_OF_LIMITS = {
  tables: 300,
  seatsPerTable: 100,
  walkIns: 500,
  teamAccounts: 30,
} as const

/**
 * Ids one bulk action of the couple's may carry (messages, answers, guests' photos): the bound of
 * private.check_selection (supabase/schemas/05_admin_functions.sql).
 */
export const SELECTION_MAX = 500

/**
 * The guests' photos' bounds (supabase/schemas/10_guest_photos.sql enforces the same numbers;
 * tests/db/guest-photos.test.ts compares them).
 */
export const GUEST_PHOTO_LIMITS = {
  /** Photos the album may hold. */
  photos: 5000,
  /** The long edge of the full copy and of the thumbnail, in px. */
  longEdge: 2560,
  thumbnailEdge: 480,
  /** Bytes of one full copy and of one thumbnail. */
  imageBytesMax: 3_000_000,
  thumbnailBytesMax: 150_000,
  captionMax: 300,
  /** The couple's storage quota, in MB (Supabase's free plan: 1 GB). */
  quotaMbDefault: 1024,
  quotaMbMin: 10,
  quotaMbMax: 1_000_000,
  /** Ids one bulk action of the panel may carry. */
  bulkMax: SELECTION_MAX,
  /** Photos one page of a list carries. */
  pageSize: 30,
} as const

/**
 * Where the guests' photos' bytes live on a Supabase deploy (docs/decisions/0027-guests-photos.md
 * "Storage on a deploy"): the private bucket supabase/schemas/10_guest_photos.sql creates, and the
 * function that hands out its signed URLs (netlify/functions/guest-photos.ts).
 */
export const GUEST_PHOTO_STORAGE = {
  bucket: 'guest-photos',
  functionPath: '/.netlify/functions/guest-photos',
  /** How long a signed read URL lasts; the pages ask again before it ends (readUrlReuseSeconds). */
  readUrlSeconds: 3600,
  /** How long a page keeps using a signed read URL it got, well before it expires. */
  readUrlReuseSeconds: 2700,
  /** Ids one read of signed URLs may carry (guest_photo_paths' bound). */
  idsPerRead: 100,
  /** Bytes of an object's start the function reads to tell its kind (private.image_kind). */
  headBytes: 12,
} as const
