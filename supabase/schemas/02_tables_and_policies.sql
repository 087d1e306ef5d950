-- Tables, constraints, grants and row level security (docs/architecture.md "The SQL API").
-- Limits match src/config/ui.ts (NAME_MAX 80, MESSAGE_MAX 1000, GIFT_DESCRIPTION_MAX 500,
-- OBSERVATIONS_MAX 1000, EMAIL_MAX 254, PHONE_MAX 30); categories match src/config/domain.ts.

-- ---------------------------------------------------------------------------------------------
-- messages (docs/product.md §3)
create table public.messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  message text not null,
  is_approved boolean not null default true,
  created_at timestamptz not null default now(),
  constraint messages_name_check check (private.is_trimmed(name, 80)),
  constraint messages_message_check check (private.is_trimmed(message, 1000))
);
-- The wall and the panel page through messages newest first, by (created_at, id).
create index messages_created_at_id_idx on public.messages (created_at desc, id desc);

-- settings: the couple's choices, one row. Only admin functions change it; post_message reads it.
create table public.settings (
  id boolean primary key default true,
  -- docs/product.md §3: messages are published at once unless the couple switches approval on.
  approve_messages boolean not null default false,
  -- How long a guest's informed PIX holds its cotas (docs/decisions/0017-gifts-as-money.md;
  -- src/config/limits.ts GIFT_LIMITS.informedHoldHours*).
  pix_hold_hours integer not null default 48,
  -- Whether guests may still answer after the RSVP deadline (private.rsvp_open,
  -- docs/decisions/0018-the-site-by-the-clock.md): the couple's choice, off unless they turn it on.
  rsvp_after_deadline boolean not null default false,
  updated_at timestamptz not null default now(),
  -- The couple's dates (src/config/wedding.ts RSVP_CLOSES_AT and RETENTION_ENDS_AT), which /dev
  -- copies here (docs/decisions/0018, 0022, 0024): after the first, answers are refused unless
  -- rsvp_after_deadline; from the second, guests' contact details go. Null until the couple set
  -- them: answers are taken and nothing is removed by the clock.
  rsvp_closes_at timestamptz,
  retention_ends_at timestamptz,
  -- Guests' photos (supabase/schemas/10_guest_photos.sql): 'Aprovar automaticamente' (off),
  -- 'Revelar depois' (guests see approved photos from this moment; null: at once), the window
  -- that takes them (the site sets it from src/config/wedding.ts; a bound not set does not
  -- bound) and the storage quota in MB (GUEST_PHOTO_LIMITS.quotaMb*).
  photos_auto_approve boolean not null default false,
  photos_reveal_at timestamptz,
  photos_open_from timestamptz,
  photos_open_until timestamptz,
  photos_quota_mb integer not null default 1024,
  -- The telão's key (public.list_guest_photos): before the reveal only a screen opened with it
  -- (the link in /dev) shows the approved photos; the couple may make a new one.
  photos_screen_key text not null default pg_catalog.replace(pg_catalog.gen_random_uuid()::text, '-', ''),
  constraint settings_one_row check (id),
  constraint settings_pix_hold_hours_check check (pix_hold_hours between 1 and 720),
  constraint settings_dates_check check (retention_ends_at > rsvp_closes_at),
  constraint settings_photos_window_check check (photos_open_until > photos_open_from),
  constraint settings_photos_quota_check check (photos_quota_mb between 10 and 1000000),
  constraint settings_photos_screen_key_check check (photos_screen_key ~ '^[a-z0-9]{16,64}$')
);
insert into public.settings (id) values (true);

-- gifts (docs/product.md §3; kinds, prices, cotas and photos: docs/decisions/0017-gifts-as-money.md).
-- Bounds match src/config/limits.ts GIFT_LIMITS (tests/db/gift-payments.test.ts compares them).
create table public.gifts (
  id text primary key,
  name text not null,
  description text not null,
  category text not null,
  reserved boolean not null default false,
  reserved_by text,
  reserved_email text,
  reserved_phone text,
  message text,
  reserved_date timestamptz,
  -- 'reserve': bought and brought by a guest (the reservation); 'money': given as its value.
  kind text not null default 'reserve',
  -- Centavos: a 'reserve' gift's reference price, or one cota of a 'money' gift (null: the guest
  -- chooses the amount).
  price_cents integer,
  quotas integer,
  store_url text,
  -- Data URLs, compressed in the browser like the gallery's: the photo and its thumbnail.
  image_data text,
  thumbnail text,
  has_photo boolean generated always as (thumbnail is not null) stored,
  -- The couple's order within the category.
  position integer not null default 0,
  -- Touched by every change of the gift or of its cotas, so the live list refreshes.
  updated_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint gifts_id_check check (id ~ '^[A-Za-z0-9_-]{1,80}$'),
  constraint gifts_name_check check (private.is_trimmed(name, 80)),
  constraint gifts_description_check check (private.is_trimmed(description, 500)),
  constraint gifts_category_check check (
    category in (
      'cozinha', 'eletrodomésticos', 'eletrônicos', 'móveis', 'decoração', 'cama e banho', 'outros'
    )
  ),
  constraint gifts_reserved_by_check check (private.is_trimmed(reserved_by, 80)),
  constraint gifts_reserved_email_check
    check (reserved_email is null or private.is_stored_email(reserved_email)),
  constraint gifts_reserved_phone_check check (char_length(reserved_phone) <= 30),
  constraint gifts_message_check check (char_length(message) <= 1000),
  constraint gifts_kind_check check (kind in ('reserve', 'money')),
  constraint gifts_price_cents_check check (price_cents between 100 and 5000000),
  constraint gifts_quotas_check check (quotas between 1 and 500),
  -- Stored with its scheme in lower case: admin_save_gift accepts 'HTTPS://' (the browser's rule,
  -- src/lib/forms/admin-schemas.ts) and lowers it before saving.
  constraint gifts_store_url_check
    check (store_url ~ '^https://[^[:space:]]+$' and char_length(store_url) <= 2000),
  constraint gifts_image_data_check
    check (image_data like 'data:image/%' and char_length(image_data) <= 1500000),
  constraint gifts_thumbnail_check
    check (thumbnail like 'data:image/%' and char_length(thumbnail) <= 200000),
  constraint gifts_photo_check check ((image_data is null) = (thumbnail is null)),
  constraint gifts_position_check check (position between -1000000 and 1000000),
  -- A 'reserve' gift has no cotas; a 'money' gift is never reserved, and is split in cotas
  -- exactly when it has a price (1 cota: given whole).
  constraint gifts_kind_quotas_check check (
    (kind = 'reserve' and quotas is null)
    or (kind = 'money' and not reserved and (quotas is null) = (price_cents is null))
  ),
  -- docs/product.md §4: a gift is either available with no reservation data, or reserved by someone.
  constraint gifts_reservation_check check (
    (reserved and reserved_by is not null and reserved_email is not null
      and reserved_date is not null)
    or (not reserved and reserved_by is null and reserved_email is null and reserved_phone is null
      and message is null and reserved_date is null)
  )
);
create index gifts_category_position_name_idx on public.gifts (category, position, name);

-- photos (docs/product.md §3, plus a thumbnail)
create table public.photos (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  image_data text not null,
  image_type text not null,
  thumbnail text not null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint photos_title_check check (private.is_trimmed(title, 80)),
  constraint photos_description_check check (char_length(description) <= 1000),
  constraint photos_image_type_check check (image_type ~ '^image/[a-z0-9.+-]+$'),
  -- docs/product.md §9: 5 MB as a base64 data URL is about 7 million characters.
  constraint photos_image_data_check
    check (image_data like 'data:image/%' and char_length(image_data) <= 7000000),
  constraint photos_thumbnail_check
    check (thumbnail like 'data:image/%' and char_length(thumbnail) <= 1000000)
);
create index photos_created_at_idx on public.photos (created_at desc);

-- admin_users (docs/product.md §3)
create table public.admin_users (
  id uuid primary key default gen_random_uuid(),
  username text not null unique,
  password_hash text not null,
  email text,
  is_active boolean not null default true,
  last_login timestamptz,
  created_at timestamptz not null default now(),
  -- 'couple': every admin function; 'team': the cerimonial's, only the guest list, the tables and
  -- the door (private.require_staff, supabase/schemas/11_day_of.sql). A team account has a name
  -- and no e-mail.
  role text not null default 'couple',
  name text,
  constraint admin_users_username_check check (username ~ '^[a-z0-9._-]{3,40}$'),
  -- bcrypt only, never a plain or weakly hashed password.
  constraint admin_users_password_hash_check check (password_hash ~ '^\$2[abxy]\$[0-9]{2}\$'),
  constraint admin_users_email_check
    check (email is null and role = 'team' or private.is_stored_email(email)),
  constraint admin_users_role_check check (role in ('couple', 'team')),
  constraint admin_users_name_check check (private.is_trimmed(name, 80))
);

-- admin_sessions: only the sha256 of the token is stored, so a leaked table grants nothing.
create table public.admin_sessions (
  token_hash text primary key,
  user_id uuid not null references public.admin_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  constraint admin_sessions_token_hash_check check (token_hash ~ '^[0-9a-f]{64}$')
);
create index admin_sessions_user_id_idx on public.admin_sessions (user_id);

-- rsvps: one answer per email, which the guest may change.
create table public.rsvps (
  id uuid primary key default gen_random_uuid(),
  nome_completo text not null,
  vai_ao_evento text not null,
  email text not null,
  telefone text not null,
  observacoes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint rsvps_nome_completo_check check (private.is_trimmed(nome_completo, 80)),
  constraint rsvps_vai_ao_evento_check check (vai_ao_evento in ('sim', 'nao')),
  constraint rsvps_email_check check (private.is_stored_email(email)),
  constraint rsvps_telefone_check check (private.is_phone(telefone)),
  constraint rsvps_observacoes_check check (char_length(observacoes) <= 1000)
);
create unique index rsvps_email_key on public.rsvps (lower(email));

-- contributions: Stripe sessions, PIX entries typed by the couple, and guests' PIX for a gift
-- (docs/decisions/0017-gifts-as-money.md).
create table public.contributions (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  status text not null default 'pending',
  amount_cents integer not null,
  donor_name text not null,
  donor_email text,
  donor_phone text,
  message text,
  stripe_session_id text unique,
  -- A Checkout's fingerprint (hash of e-mail, amount, name, phone, message), its page and when
  -- Stripe closes it: the same checkout repeated while the page is open gets that page again.
  checkout_key text,
  checkout_url text,
  expires_at timestamptz,
  -- Set by the couple on junk; hidden rows leave the panel's list and totals until shown again.
  hidden_at timestamptz,
  -- The gift it pays for (null: the free-value contribution, or a gift since deleted), its name
  -- as given, and the cotas it takes.
  gift_id text references public.gifts (id) on delete set null,
  gift_name text,
  quotas integer,
  -- A guest's PIX for a gift: the BR Code's transaction id, the guest's proof when informing it.
  pix_txid text unique,
  -- Until when a pending, started or informed row holds its cotas (then they are free again).
  hold_until timestamptz,
  contributed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  constraint contributions_kind_check check (kind in ('card', 'pix')),
  constraint contributions_status_check check (
    status in ('pending', 'paid', 'failed', 'expired', 'started', 'informed', 'rejected')
  ),
  -- started, informed and rejected are the states of a guest's PIX only.
  constraint contributions_pix_status_check
    check (pix_txid is not null or status not in ('started', 'informed', 'rejected')),
  constraint contributions_pix_txid_check check (
    pix_txid is null or (pix_txid ~ '^[A-Z0-9]{25}$' and kind = 'pix' and stripe_session_id is null)
  ),
  constraint contributions_gift_name_check check (private.is_trimmed(gift_name, 80)),
  constraint contributions_quotas_check
    check (quotas is null or (quotas between 1 and 500 and gift_name is not null)),
  constraint contributions_checkout_key_check check (char_length(checkout_key) <= 128),
  constraint contributions_checkout_url_check
    check (checkout_url like 'https://%' and char_length(checkout_url) <= 2000),
  constraint contributions_amount_cents_check check (amount_cents > 0),
  constraint contributions_donor_name_check check (private.is_trimmed(donor_name, 80)),
  constraint contributions_donor_email_check
    check (donor_email is null or private.is_stored_email(donor_email)),
  constraint contributions_donor_phone_check check (char_length(donor_phone) <= 30),
  constraint contributions_message_check check (char_length(message) <= 1000),
  -- Only a PIX (typed by the couple, or a guest's for a gift) has no Stripe session.
  constraint contributions_stripe_session_check check (kind = 'pix' or stripe_session_id is not null)
);
create index contributions_contributed_at_idx on public.contributions (contributed_at desc);
-- The cotas taken of a gift (private.quotas_taken), and the gift's deletion (on delete set null).
create index contributions_gift_status_hold_idx
  on public.contributions (gift_id, status, hold_until) where gift_id is not null;
create index contributions_checkout_key_idx on public.contributions (checkout_key)
  where checkout_key is not null;

-- Failed logins per client (docs/decisions/0013), keyed by private.client_key(): 'ip:<address>'
-- where the platform gives one the caller cannot forge, else one shared bucket. A lock here holds that
-- client only, never an account for everyone. Only admin_login reads it.
create table private.login_attempts (
  client_key text primary key,
  failed_attempts integer not null default 0 check (failed_attempts >= 0),
  last_failed_at timestamptz not null default now(),
  locked_until timestamptz
);
create index login_attempts_last_failed_at_idx on private.login_attempts (last_failed_at);

-- Browsers an admin has logged in from: the sha256 of a long-lived random token the browser keeps
-- and sends with each login. Such a browser is judged by its own failures alone, and its bcrypt
-- does not come out of the strangers' budget.
create table private.trusted_devices (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references public.admin_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  failed_attempts integer not null default 0 check (failed_attempts >= 0),
  last_failed_at timestamptz,
  locked_until timestamptz
);
create index trusted_devices_user_id_idx on private.trusted_devices (user_id);
create index trusted_devices_last_used_at_idx on private.trusted_devices (last_used_at);

-- One row per bcrypt run for a login from an untrusted client, kept a minute: the global budget
-- that keeps a flood of logins from burning the database's CPU.
create table private.login_bcrypt_calls (
  called_at timestamptz not null default now()
);
create index login_bcrypt_calls_called_at_idx on private.login_bcrypt_calls (called_at);

-- The message spam guard's memory: a digest of each message posted in the last minute. Kept apart
-- from public.messages (no API role reads it, the backup does not carry it) and pruned on every
-- post, so the check is one index lookup however busy the wall is.
create table private.recent_message_keys (
  spam_key text not null,
  posted_at timestamptz not null default now()
);
create index recent_message_keys_key_idx on private.recent_message_keys (spam_key, posted_at);
create index recent_message_keys_posted_at_idx on private.recent_message_keys (posted_at);

-- Anonymous writes of the last hour, one row each (private.rate_limit, docs/decisions/0014):
-- which action, from which client address (null when unknown) and when. Each write deletes its
-- action's rows older than the action's longest window, so the table holds at most the global
-- ceilings' worth of rows.
create table private.rate_hits (
  action text not null,
  client text,
  at timestamptz not null default now()
);
create index rate_hits_action_client_at_idx on private.rate_hits (action, client, at);
create index rate_hits_action_at_idx on private.rate_hits (action, at);

-- Which client took each guest's hold of cotas (docs/decisions/0017-gifts-as-money.md "Holds per
-- client"): a PIX started by start_gift_pix (or taken again by inform_gift_pix) and a Checkout
-- recorded for create-checkout-session, keyed by its contribution, with the client's address as
-- the rate limits key it. Only private.hold_refusal reads it, to count what one client holds at
-- once; it forgets every row whose contribution no longer holds (paid, closed, lapsed, gone), so
-- an address is kept only while its hold lasts. No foreign key: the rows are counted through
-- public.contributions, and an orphan counts for nothing.
create table private.gift_holds (
  contribution_id uuid primary key,
  client text not null,
  created_at timestamptz not null default now()
);
create index gift_holds_client_idx on private.gift_holds (client);

revoke all on table private.login_attempts, private.trusted_devices, private.login_bcrypt_calls,
  private.recent_message_keys, private.rate_hits, private.gift_holds from public;

-- ---------------------------------------------------------------------------------------------
-- Grants. Supabase no longer grants new tables to the API roles (changelog 2026-04-28), and a
-- column-level grant only restricts when no table-level grant exists: revoke everything first.
revoke all on public.messages, public.gifts, public.photos, public.admin_users,
  public.admin_sessions, public.rsvps, public.contributions from public, anon, authenticated;
revoke all on public.settings from public, anon, authenticated;

-- anon reads public columns only; the filter columns (is_approved, is_active) are readable so a
-- client may filter on them, and row level security shows only approved or active rows anyway.
grant select (id, name, message, is_approved, created_at) on public.messages to anon, authenticated;
-- Never reserved_email, reserved_phone or message (the reserver's private note), nor the images.
-- The site reads the list through list_gifts() (which adds the cotas taken); this grant stays for
-- Supabase Realtime, which sends a change to a subscriber only when that role may select the row.
grant select (id, name, description, category, reserved, reserved_by, reserved_date, created_at)
  on public.gifts to anon, authenticated;
grant select (id, title, description, image_data, image_type, thumbnail, is_active, created_at)
  on public.photos to anon, authenticated;
-- admin_users, admin_sessions, rsvps, contributions, settings: nothing for anon or authenticated.

-- Row level security on every table; a table without a policy shows nothing to the API roles.
alter table public.messages enable row level security;
alter table public.gifts enable row level security;
alter table public.photos enable row level security;
alter table public.admin_users enable row level security;
alter table public.admin_sessions enable row level security;
alter table public.rsvps enable row level security;
alter table public.contributions enable row level security;
alter table public.settings enable row level security;

create policy "Anyone can read approved messages."
  on public.messages for select to anon, authenticated
  using (is_approved);

create policy "Anyone can read the gift list."
  on public.gifts for select to anon, authenticated
  using (true);

create policy "Anyone can read active photos."
  on public.photos for select to anon, authenticated
  using (is_active);

-- Realtime (docs/product.md §7: live lists of messages, gifts and photos). The publication exists on
-- Supabase only; elsewhere this does nothing.
do $$
begin
  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.messages, public.gifts, public.photos;
  end if;
end
$$;
