-- Guest writes (docs/architecture.md "The SQL API"). Each validates what the browser already
-- checks, because a visitor can call the API without the site; errors carry a SQLSTATE WD4xx and
-- the pt-BR text to show (docs/product.md §8 where one exists).

-- ---------------------------------------------------------------------------------------------
-- Rate limits (docs/decisions/0014): every anonymous write calls private.rate_limit first.

-- An address as the rate limits and the holds count it: 'ip:<address>', an IPv6 address by its
-- /64 (which one machine usually owns whole); 'unknown' for text that is not an address, null for
-- none. private.client_key() words PostgREST's caller with it, and the payment functions' callers
-- (Netlify's context.ip) are worded with it too, so a guest is one client by PIX and by card.
create function private.address_key(p_address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_address inet;
begin
  if nullif(pg_catalog.btrim(p_address), '') is null then
    return null;
  end if;
  begin
    v_address := pg_catalog.btrim(p_address)::inet;
  exception when others then
    return 'unknown';
  end;
  if pg_catalog.family(v_address) = 6 then
    return 'ip:' || pg_catalog.network(pg_catalog.set_masklen(v_address, 64))::text;
  end if;
  return 'ip:' || pg_catalog.host(v_address);
end;
$$;

-- The caller's address, as the platform in front of PostgREST wrote it (docs/decisions/0014),
-- for the rate limits, the holds and the login throttle alike: Cloudflare's cf-connecting-ip on
-- hosted Supabase (Cloudflare replaces any value the caller sends), else the last x-forwarded-for
-- entry (added by the nearest proxy, not the caller; the first entries are whatever the caller
-- typed), worded by private.address_key. Without PostgREST (the embedded demo, a direct
-- connection) every call is the client 'local'; unreadable headers or address, 'unknown'.
create function private.client_key()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_raw text := nullif(pg_catalog.current_setting('request.headers', true), '');
  v_headers jsonb;
  v_text text;
begin
  if v_raw is null then
    return 'local';
  end if;
  begin
    v_headers := v_raw::jsonb;
    v_text := nullif(pg_catalog.btrim(v_headers ->> 'cf-connecting-ip'), '');
    if v_text is null then
      v_text := nullif(pg_catalog.btrim(pg_catalog.reverse(pg_catalog.split_part(
        pg_catalog.reverse(coalesce(v_headers ->> 'x-forwarded-for', '')), ',', 1))), '');
    end if;
  exception when others then
    return 'unknown';
  end;
  return coalesce(private.address_key(v_text), 'unknown');
end;
$$;

-- Refuses (WD420) a write of p_action from p_client (null: only the global ceiling) once the
-- limits of src/config/limits.ts RATE_LIMITS are reached (same numbers; tests/db/rate-limits.test.ts
-- compares them), over sliding windows; counts nothing itself. The locks (client first, then
-- global, always in this order, held to the end of the transaction) make concurrent writes count
-- one after the other, so a burst cannot pass the limit by racing.
create function private.rate_check(p_action text, p_client text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_rule record;
  v_hits integer;
begin
  select r.per_client, r.client_window, r.global_max, r.global_window
    into v_rule
    from (values
      ('post_message', 6, interval '1 minute', 300, interval '60 minutes'),
      ('reserve_gift', 5, interval '10 minutes', 100, interval '60 minutes'),
      -- The same reservations over a day: one address cannot take the whole list a few at a
      -- time (a family reserves a handful; the couple can reserve more for someone).
      ('reserve_gift_day', 10, interval '1440 minutes', 500, interval '1440 minutes'),
      ('submit_rsvp', 10, interval '10 minutes', 200, interval '60 minutes'),
      ('checkout', 5, interval '10 minutes', 60, interval '60 minutes'),
      ('answer_invitation', 10, interval '10 minutes', 200, interval '60 minutes'),
      -- Wrong personal codes (docs/decisions/0016-guest-list.md): counted by get_invitation and
      -- answer_invitation, which refuse every lookup past these, right code or not.
      ('invitation_miss', 10, interval '10 minutes', 1000, interval '60 minutes'),
      -- A guest's PIX for a gift (start_gift_pix): each start holds cotas a while, so these bound
      -- how much of the list a script can hold (docs/decisions/0017-gifts-as-money.md).
      ('gift_pix', 6, interval '10 minutes', 120, interval '60 minutes'),
      -- 'Já fiz o PIX' (inform_gift_pix): every call counts, a txid not found too, so a script
      -- cannot try txids without end.
      ('gift_pix_inform', 10, interval '10 minutes', 600, interval '60 minutes'),
      -- The gift photos (gift_thumbnails, gift_image): reads, limited only so a loop cannot run
      -- up the project's egress. A guest browsing every category asks for each card's thumbnail
      -- once per visit, in a call per frame of scrolling (a few dozen calls for a long list).
      ('gift_thumbnails', 300, interval '10 minutes', 6000, interval '60 minutes'),
      ('gift_image', 120, interval '10 minutes', 2400, interval '60 minutes'),
      -- A guest back from Stripe's page without paying (the cancel-checkout function, through
      -- cancel_checkout_rate_limit): each call asks Stripe.
      ('cancel_checkout', 10, interval '10 minutes', 300, interval '60 minutes'),
      -- Open-form answers under one e-mail from one client (submit_rsvp counts them as
      -- client|md5(e-mail)); the global ceiling is submit_rsvp's own over a day.
      ('rsvp_email', 20, interval '1440 minutes', 4800, interval '1440 minutes'),
      -- Guests' photos (supabase/schemas/10_guest_photos.sql): a whole party on the venue's
      -- Wi-Fi may share one address, so the per-client numbers leave room for many phones.
      ('guest_photo', 300, interval '60 minutes', 3000, interval '60 minutes'),
      -- Their reads: the global ceiling is far above a party's telão and phones, so that a few
      -- addresses asking without end cannot stop everyone's (each stays under its own number).
      ('guest_photo_image', 3000, interval '10 minutes', 600000, interval '60 minutes'),
      ('guest_photo_delete', 30, interval '10 minutes', 600, interval '60 minutes'),
      -- An upload's steps through the guest-photos function past its start (a retry of the
      -- start, each 'uploaded'): each asks Storage, so a loop is bounded too.
      ('guest_photo_step', 1200, interval '10 minutes', 60000, interval '60 minutes'),
      -- The sweep of deleted photos' objects the guest-photos function runs after a delete.
      ('guest_photo_sweep', 60, interval '10 minutes', 1200, interval '60 minutes')
    ) as r(action, per_client, client_window, global_max, global_window)
   where r.action = p_action;
  if not found then
    raise exception 'rate_limit: unknown action %', p_action;
  end if;

  if p_client is not null then
    perform pg_catalog.pg_advisory_xact_lock(
      pg_catalog.hashtextextended('rate:' || p_action || ':' || p_client, 0));
    select count(*) into v_hits
      from private.rate_hits h
     where h.action = p_action and h.client = p_client
       and h.at > pg_catalog.now() - v_rule.client_window;
    if v_hits >= v_rule.per_client then
      raise exception using errcode = 'WD420',
        message = 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.';
    end if;
  end if;

  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('rate:' || p_action, 0));
  delete from private.rate_hits h
   where h.action = p_action and h.at <= pg_catalog.now() - v_rule.global_window;
  select count(*) into v_hits from private.rate_hits h where h.action = p_action;
  if v_hits >= v_rule.global_max then
    raise exception using errcode = 'WD420',
      message = 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.';
  end if;
end;
$$;

-- Counts one write of p_action for p_client past private.rate_check. A refused or failed write
-- rolls its row back with it, so only stored writes count.
create function private.rate_limit(p_action text, p_client text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform private.rate_check(p_action, p_client);
  insert into private.rate_hits (action, client) values (p_action, p_client);
end;
$$;

revoke execute on function private.address_key(text) from public;
revoke execute on function private.client_key() from public;
revoke execute on function private.rate_check(text, text) from public;
revoke execute on function private.rate_limit(text, text) from public;

-- At most 3 gifts per e-mail (src/config/limits.ts GIFTS_PER_EMAIL_MAX), whatever its case, for
-- guests; the couple may reserve more for someone. The lock makes one e-mail's simultaneous
-- reservations wait for each other, so the count cannot be passed by racing.
create function private.limit_gifts_per_email(p_email text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_email text := pg_catalog.lower(private.clean(p_email));
begin
  if v_email is null then
    return;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('gift-email:' || v_email, 0));
  if (select count(*) from public.gifts g where pg_catalog.lower(g.reserved_email) = v_email) >= 3 then
    -- WD400, not WD409: the gift is still free, and the guest may use another e-mail.
    raise exception using errcode = 'WD400',
      message = 'Cada e-mail pode reservar no máximo 3 presentes.';
  end if;
end;
$$;

revoke execute on function private.limit_gifts_per_email(text) from public;

-- ---------------------------------------------------------------------------------------------
-- Shared by reserve_gift and admin_reserve_gift. Called only from security definer functions.
create function private.reserve_gift(
  p_gift_id text,
  p_name text,
  p_email text,
  p_phone text,
  p_message text
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_name text := private.clean(p_name);
  v_email text := private.clean(p_email);
  v_phone text := private.clean(p_phone);
  v_message text := private.clean(p_message);
  v_count integer;
begin
  if v_name is null or v_email is null then
    raise exception using errcode = 'WD400', message = 'Por favor, preencha seu nome e email.';
  end if;
  if char_length(v_name) > 80 then
    raise exception using errcode = 'WD400', message = 'O nome deve ter no máximo 80 caracteres.';
  end if;
  if not private.is_email(v_email) then
    raise exception using errcode = 'WD400', message = 'Por favor, informe um e-mail válido.';
  end if;
  if v_phone is not null and not private.is_phone(v_phone) then
    raise exception using errcode = 'WD400',
      message = 'Por favor, informe um telefone válido, com DDD.';
  end if;
  if char_length(v_message) > 1000 then
    raise exception using errcode = 'WD400',
      message = 'A mensagem deve ter no máximo 1000 caracteres.';
  end if;

  -- One atomic update: of two guests racing for the same gift, the second one's row no longer
  -- matches "not reserved" once the first commits, so exactly one wins.
  update public.gifts
     set reserved = true,
         reserved_by = v_name,
         reserved_email = v_email,
         reserved_phone = v_phone,
         message = v_message,
         reserved_date = now(),
         updated_at = now()
   where id = p_gift_id
     and kind = 'reserve'
     and not reserved;
  get diagnostics v_count = row_count;

  if v_count = 0 then
    if exists (select 1 from public.gifts g where g.id = p_gift_id and g.kind = 'money') then
      raise exception using errcode = 'WD400',
        message = 'Este presente é para dar pelo site, não para reservar.';
    end if;
    if exists (select 1 from public.gifts g where g.id = p_gift_id) then
      raise exception using errcode = 'WD409',
        message = 'Este presente já foi reservado por outra pessoa.'; -- docs/product.md §8
    end if;
    raise exception using errcode = 'WD404', message = 'Presente não encontrado.'; -- docs/product.md §8
  end if;
end;
$$;

revoke execute on function private.reserve_gift(text, text, text, text, text) from public;

-- ---------------------------------------------------------------------------------------------
-- Gifts given as money (docs/decisions/0017-gifts-as-money.md). Bounds: src/config/limits.ts
-- GIFT_LIMITS and src/config/ui.ts CONTRIBUTION_MIN_CENTS / CONTRIBUTION_MAX_CENTS.

-- The giver of a contribution (already cleaned): the texts record_contribution and start_gift_pix
-- answer alike.
create function private.check_donor(p_name text, p_email text, p_phone text, p_message text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if char_length(p_name) > 80 then
    raise exception using errcode = 'WD400', message = 'O nome deve ter no máximo 80 caracteres.';
  end if;
  if not private.is_email(p_email) then
    raise exception using errcode = 'WD400', message = 'Por favor, informe um e-mail válido.';
  end if;
  -- The forms' phone rule (src/lib/text.ts isPhone), as reserve_gift and submit_rsvp check it.
  if p_phone is not null and not private.is_phone(p_phone) then
    raise exception using errcode = 'WD400',
      message = 'Por favor, informe um telefone válido, com DDD.';
  end if;
  if char_length(p_message) > 1000 then
    raise exception using errcode = 'WD400',
      message = 'A mensagem deve ter no máximo 1000 caracteres.';
  end if;
end;
$$;

revoke execute on function private.check_donor(text, text, text, text) from public;

-- Whether a contribution row still counts for its gift: paid, or pending (card Checkout), started
-- or informed (PIX) with its hold still ahead. A hold ends by the clock, so nothing has to run to
-- free it. The one rule of private.quotas_taken and private.gift_has_live_contributions. No
-- `set search_path` (it is not security definer and names only pg_catalog.now()): a SET clause
-- would keep PostgreSQL from inlining it into its callers' queries, and their index on
-- (gift_id, status, hold_until) would serve only its first column.
create function private.contribution_holds(p_status text, p_hold_until timestamptz)
returns boolean
language sql
stable
as $$
  select p_status = 'paid'
      or (p_status in ('pending', 'started', 'informed') and p_hold_until > pg_catalog.now())
$$;

revoke execute on function private.contribution_holds(text, timestamptz) from public;

-- The cotas of a gift given or held: those of its rows that still count
-- (private.contribution_holds). Every function that takes cotas counts here, under the gift's row
-- lock.
create function private.quotas_taken(p_gift_id text)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(c.quotas), 0)::integer
    from public.contributions c
   where c.gift_id = p_gift_id
     and c.quotas is not null
     and private.contribution_holds(c.status, c.hold_until)
$$;

revoke execute on function private.quotas_taken(text) from public;

-- Whether p_quotas cotas of a gift are still free, for a row whose hold lapsed and that takes its
-- cotas again (inform_gift_pix, extend_checkout_hold); a gift without cotas counts as free. Locks
-- the gift's row to the end of the transaction, as start_gift_pix does before taking cotas; the
-- caller has locked the contribution's row first. The count is a statement after the lock, so
-- under read committed it sees what a transaction that held the lock committed meanwhile (one
-- select that locked and counted would count with the snapshot taken before it waited).
create function private.quotas_still_free(p_gift_id text, p_quotas integer)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  perform 1 from public.gifts g where g.id = p_gift_id for update;
  return not coalesce(
    (select g.quotas from public.gifts g where g.id = p_gift_id)
      - private.quotas_taken(p_gift_id) < p_quotas,
    false);
end;
$$;

revoke execute on function private.quotas_still_free(text, integer) from public;

-- What giving p_quotas cotas (a gift with a price) or p_amount_cents (a free-amount gift) of a
-- 'money' gift costs: json {name, amount_cents, quotas}, the amount computed here, never the
-- browser's. Refuses what cannot be given; p_take locks the gift's row first (to the end of the
-- transaction), so that of two guests taking the last cota, the second counts the first's row.
create function private.gift_quote(
  p_gift_id text,
  p_quotas integer,
  p_amount_cents integer,
  p_take boolean
)
returns json
language plpgsql
set search_path = ''
as $$
declare
  v_gift record;
  v_left integer;
  v_amount bigint;
begin
  if p_take then
    select g.name, g.kind, g.price_cents, g.quotas into v_gift
      from public.gifts g where g.id = p_gift_id for update;
  else
    select g.name, g.kind, g.price_cents, g.quotas into v_gift
      from public.gifts g where g.id = p_gift_id;
  end if;
  if not found then
    raise exception using errcode = 'WD404', message = 'Presente não encontrado.'; -- docs/product.md §8
  end if;
  if v_gift.kind <> 'money' then
    raise exception using errcode = 'WD400',
      message = 'Este presente é para reservar, não para pagar pelo site.';
  end if;

  if v_gift.price_cents is null then
    -- A free amount, within the free-value contribution's bounds.
    if p_amount_cents is null or p_amount_cents < 100 or p_amount_cents > 5000000 then
      raise exception using errcode = 'WD400', message = 'Por favor, insira um valor válido.'; -- docs/product.md §5
    end if;
    return json_build_object('name', v_gift.name, 'amount_cents', p_amount_cents, 'quotas', null);
  end if;

  if p_quotas is null or p_quotas < 1 then
    raise exception using errcode = 'WD400', message = 'Escolha quantas cotas deseja dar.';
  end if;
  v_left := greatest(v_gift.quotas - private.quotas_taken(p_gift_id), 0);
  if p_quotas > v_left then
    raise exception using errcode = 'WD409', message = case
      when v_left = 0 then 'Este presente já foi todo presenteado.'
      when v_left = 1 then 'Resta apenas 1 cota deste presente.'
      else 'Restam apenas ' || v_left || ' cotas deste presente.'
    end;
  end if;
  v_amount := v_gift.price_cents::bigint * p_quotas;
  if v_amount > 5000000 then
    raise exception using errcode = 'WD400',
      message = 'Um pagamento pode ser de no máximo R$ 50.000,00. Escolha menos cotas.';
  end if;
  return json_build_object('name', v_gift.name, 'amount_cents', v_amount, 'quotas', p_quotas);
end;
$$;

revoke execute on function private.gift_quote(text, integer, integer, boolean) from public;

-- ---------------------------------------------------------------------------------------------
-- Holds per client (docs/decisions/0017-gifts-as-money.md "Holds per client"): what guests'
-- unconfirmed holds (a started or informed PIX within its hold, an open card Checkout) may cover
-- at once, so that a script cannot keep the list looking given. The numbers are
-- src/config/limits.ts HOLD_LIMITS (tests/db/gift-holds.test.ts compares them).

-- Serialises the taking of cotas by guests (start_gift_pix, inform_gift_pix, a new Checkout's
-- record_contribution), so that each one's private.hold_refusal counts the others': taken before
-- any contribution's or gift's row lock, always, and held to the end of the transaction.
create function private.lock_holds()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('gift_holds', 0));
end;
$$;

revoke execute on function private.lock_holds() from public;

-- Null when a new hold of p_quotas cotas of p_gift_id fits the caps, else the pt-BR text to refuse
-- it with (src/config/copy-gift-payments.ts holdsFromHere, holdsFull). Counted in gifts' worth: a
-- hold of q of a gift's Q cotas weighs q/Q, a gift given whole 1, a free amount nothing; "the list"
-- is the number of 'money' gifts with a price. One client (p_client, as private.address_key words
-- it; null: only the total) holds at most 5 gifts' worth and half the list, but always one gift
-- whole; everyone's holds together at most three quarters of the list, but always two gifts
-- whole. Paid cotas never count. The caller holds private.lock_holds() when it takes the cotas.
create function private.hold_refusal(p_client text, p_gift_id text, p_quotas integer)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v_weight numeric;
  v_list integer;
  v_all numeric;
  v_mine numeric;
begin
  select p_quotas::numeric / g.quotas into v_weight
    from public.gifts g
   where g.id = p_gift_id and g.price_cents is not null and g.quotas is not null;
  if v_weight is null then
    return null;
  end if;
  -- The clients of holds that ended (paid, closed, rejected, lapsed, deleted) are forgotten.
  delete from private.gift_holds h
   where not exists (
     select 1 from public.contributions c
      where c.id = h.contribution_id
        and c.status in ('pending', 'started', 'informed')
        and c.hold_until > pg_catalog.now());
  select count(*) into v_list
    from public.gifts g
   where g.kind = 'money' and g.price_cents is not null and g.quotas is not null;
  select coalesce(sum(c.quotas::numeric / g.quotas), 0),
         coalesce(sum(c.quotas::numeric / g.quotas) filter (where h.client = p_client), 0)
    into v_all, v_mine
    from public.contributions c
    join public.gifts g on g.id = c.gift_id
    left join private.gift_holds h on h.contribution_id = c.id
   where c.status in ('pending', 'started', 'informed')
     and c.hold_until > pg_catalog.now()
     and c.quotas is not null
     and g.quotas is not null;
  -- The margin is numeric division's rounding: two thirds and a third of a gift are one gift.
  if p_client is not null
     and v_mine + v_weight > greatest(1, least(5, v_list * 50 / 100.0)) + 0.000001 then
    return 'Muitas cotas já estão guardadas para pagamentos começados nesta conexão (Wi-Fi ou rede do celular) e ainda não confirmados. Tente de novo mais tarde ou fale com os noivos.';
  end if;
  if v_all + v_weight > greatest(2, v_list * 75 / 100.0) + 0.000001 then
    return 'Muitas cotas da lista estão guardadas agora para pagamentos ainda não confirmados. Tente de novo mais tarde ou fale com os noivos.';
  end if;
  return null;
end;
$$;

revoke execute on function private.hold_refusal(text, text, integer) from public;

-- Refuses (WD421) a new hold past the caps of private.hold_refusal.
create function private.check_holds(p_client text, p_gift_id text, p_quotas integer)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_refusal text := private.hold_refusal(p_client, p_gift_id, p_quotas);
begin
  if v_refusal is not null then
    raise exception using errcode = 'WD421', message = v_refusal;
  end if;
end;
$$;

revoke execute on function private.check_holds(text, text, integer) from public;

-- Remembers which client holds a contribution's cotas (null: nobody to count).
create function private.keep_hold(p_contribution_id uuid, p_client text)
returns void
language sql
set search_path = ''
as $$
  insert into private.gift_holds (contribution_id, client)
  select p_contribution_id, p_client
   where p_client is not null
  on conflict (contribution_id) do update set client = excluded.client, created_at = pg_catalog.now()
$$;

revoke execute on function private.keep_hold(uuid, text) from public;

-- Touches a gift so the live list (table gifts) refreshes every open page when its cotas change.
create function private.touch_gift(p_gift_id text)
returns void
language sql
set search_path = ''
as $$
  update public.gifts set updated_at = pg_catalog.now() where id = p_gift_id
$$;

revoke execute on function private.touch_gift(text) from public;

-- Whether new messages wait for the couple's approval (public.settings; no row means no).
create function private.messages_need_approval()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select s.approve_messages from public.settings s where s.id), false)
$$;

revoke execute on function private.messages_need_approval() from public;

-- A row's place in the newest-first order, exactly (microseconds, UTC; fixed width, so the text
-- sorts as the time does): the paging cursor. A browser's Date would drop the microseconds.
create function private.page_time(p_time timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.to_char(p_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
$$;

revoke execute on function private.page_time(timestamptz) from public;

-- ---------------------------------------------------------------------------------------------
-- The wall, one page at a time, newest first: the rows after the cursor (p_after_at, p_after_id:
-- the last row of the previous page), so posts made meanwhile never shift a page. Approved rows
-- only, as row level security shows anon on the table.
create function public.list_messages(
  p_after_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 20
)
returns table (
  id uuid,
  name text,
  message text,
  created_at timestamptz,
  cursor_at text,
  total integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.name, m.message, m.created_at, private.page_time(m.created_at),
         (select pg_catalog.count(*)::integer from public.messages a where a.is_approved)
    from public.messages m
   where m.is_approved
     and (p_after_at is null or (m.created_at, m.id) < (p_after_at, p_after_id))
   order by m.created_at desc, m.id desc
   limit least(greatest(coalesce(p_limit, 20), 1), 101)
$$;

-- What a guest is told after posting: published now, or after the couple approves it.
create function public.messages_need_approval()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.messages_need_approval()
$$;

-- ---------------------------------------------------------------------------------------------
create function public.post_message(p_name text, p_message text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean(p_name);
  v_message text := private.clean(p_message);
  v_key text;
  v_id uuid;
begin
  perform private.rate_limit('post_message', private.client_key());
  if v_name is null or v_message is null then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha seu nome e mensagem.'; -- docs/product.md §5
  end if;
  if char_length(v_name) > 80 then
    raise exception using errcode = 'WD400', message = 'O nome deve ter no máximo 80 caracteres.';
  end if;
  if char_length(v_message) > 1000 then
    raise exception using errcode = 'WD400',
      message = 'A mensagem deve ter no máximo 1000 caracteres.';
  end if;

  -- Spam guard: the same name and text twice within a minute is a double click or a script,
  -- whatever the case or spacing. The lock makes two simultaneous posts of it wait for each
  -- other, so only one passes.
  v_key := pg_catalog.md5(private.as_read(v_name) || chr(31) || private.as_read(v_message));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(v_key, 0));
  delete from private.recent_message_keys k
   where k.posted_at <= pg_catalog.now() - interval '1 minute';
  if exists (
    select 1
      from private.recent_message_keys k
     where k.spam_key = v_key
       and k.posted_at > pg_catalog.now() - interval '1 minute'
  ) then
    raise exception using errcode = 'WD409',
      message = 'Esta mensagem acabou de ser enviada. Aguarde um minuto antes de enviá-la de novo.';
  end if;

  -- docs/product.md §3: new messages are published at once, unless the couple approves them first.
  insert into public.messages (name, message, is_approved)
  values (v_name, v_message, not private.messages_need_approval())
  returning id into v_id;
  insert into private.recent_message_keys (spam_key) values (v_key);
  return v_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
create function public.reserve_gift(
  p_gift_id text,
  p_name text,
  p_email text,
  p_phone text default null,
  p_message text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.rate_limit('reserve_gift', private.client_key());
  perform private.rate_limit('reserve_gift_day', private.client_key());
  -- The e-mail's limit only for a gift that can be reserved: a refusal counts nothing, so asking
  -- about a gift that is not there must not tell a stranger who reserved three already.
  if exists (select 1 from public.gifts g
              where g.id = p_gift_id and g.kind = 'reserve' and not g.reserved) then
    perform private.limit_gifts_per_email(p_email);
  end if;
  perform private.reserve_gift(p_gift_id, p_name, p_email, p_phone, p_message);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The gift list (docs/decisions/0017-gifts-as-money.md): every gift with its cotas taken (a count
-- over contributions, which anon cannot read), without images. Ordered by category, then the
-- couple's order, then name.
create function public.list_gifts()
returns table (
  id text,
  name text,
  description text,
  category text,
  reserved boolean,
  reserved_by text,
  reserved_date timestamptz,
  kind text,
  price_cents integer,
  quotas integer,
  quotas_taken integer,
  store_url text,
  has_photo boolean,
  "position" integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select g.id, g.name, g.description, g.category, g.reserved, g.reserved_by, g.reserved_date,
         g.kind, g.price_cents, g.quotas,
         -- A payment confirmed after its hold lapsed (the couple's 'Recebi' on such a PIX, a late
         -- Stripe payment) counts even when its cotas went to someone else meanwhile (money is
         -- never dropped), so the count may pass the cotas; the guests see the gift given whole.
         case when g.quotas is null then 0 else least(private.quotas_taken(g.id), g.quotas) end,
         g.store_url, g.has_photo, g.position
    from public.gifts g
   order by g.category, g.position, g.name, g.id
$$;

-- The thumbnails of the gifts on screen, one call per category: rows {id, thumbnail} for those of
-- p_ids that have a photo (at most GIFT_LIMITS.thumbnailsPerRead ids, so one call stays bounded).
-- Rate limited per client (gift_thumbnails), so a loop cannot run up the egress; volatile for the
-- count it stores (PostgREST runs a stable function in a read-only transaction).
create function public.gift_thumbnails(p_ids text[])
returns table (id text, thumbnail text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.rate_limit('gift_thumbnails', private.client_key());
  if coalesce(pg_catalog.cardinality(p_ids), 0) > 60 then
    raise exception using errcode = 'WD400', message = 'Peça no máximo 60 fotos por vez.';
  end if;
  return query
    select g.id, g.thumbnail
      from public.gifts g
     where g.id = any (p_ids) and g.thumbnail is not null;
end;
$$;

-- One gift's full photo (data URL), when a guest opens it; null when it has none. Rate limited per
-- client (gift_image), as gift_thumbnails is.
create function public.gift_image(p_id text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.rate_limit('gift_image', private.client_key());
  return (select g.image_data from public.gifts g where g.id = p_id);
end;
$$;

-- A PIX transaction id: 25 letters and digits, each drawn uniformly from the 36. A random byte
-- is used only below 252 (7 x 36) and drawn again otherwise: byte % 36 over all 256 values would
-- make A to D more likely than the rest.
create function private.pix_txid()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_txid text := '';
  v_bytes bytea;
  v_byte integer;
begin
  while char_length(v_txid) < 25 loop
    v_bytes := extensions.gen_random_bytes(32);
    for i in 0..31 loop
      v_byte := pg_catalog.get_byte(v_bytes, i);
      if v_byte < 252 and char_length(v_txid) < 25 then
        v_txid := v_txid || pg_catalog.substr('ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', v_byte % 36 + 1, 1);
      end if;
    end loop;
  end loop;
  return v_txid;
end;
$$;

revoke execute on function private.pix_txid() from public;

-- A guest's PIX for a 'money' gift: takes the cotas (or the free amount) and holds them
-- GIFT_LIMITS.startHoldMinutes while the guest pays, within the caller's share of the holds
-- (private.hold_refusal: WD421 past it). Answers {txid, amount_cents, gift_name, hold_until}; the
-- txid (25 random letters and digits) goes into the BR Code and is the guest's proof for
-- inform_gift_pix.
create function public.start_gift_pix(
  p_gift_id text,
  p_quotas integer,
  p_amount_cents integer,
  p_name text,
  p_email text,
  p_phone text default null,
  p_message text default null
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean(p_name);
  v_email text := private.clean(p_email);
  v_phone text := private.clean(p_phone);
  v_message text := private.clean(p_message);
  v_client text := private.client_key();
  v_quote json;
  v_txid text;
  v_id uuid;
  v_hold timestamptz := pg_catalog.now() + interval '30 minutes';
begin
  perform private.rate_limit('gift_pix', v_client);
  if v_name is null or v_email is null then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha todos os campos obrigatórios.'; -- docs/product.md §5
  end if;
  perform private.check_donor(v_name, v_email, v_phone, v_message);
  -- Before the gift's row lock, as every taker of cotas does.
  perform private.lock_holds();
  v_quote := private.gift_quote(p_gift_id, p_quotas, p_amount_cents, true);
  perform private.check_holds(v_client, p_gift_id, (v_quote ->> 'quotas')::integer);

  v_txid := private.pix_txid();

  insert into public.contributions (
    kind, status, amount_cents, donor_name, donor_email, donor_phone, message,
    gift_id, gift_name, quotas, pix_txid, hold_until
  )
  values (
    'pix', 'started', (v_quote ->> 'amount_cents')::integer, v_name, v_email, v_phone, v_message,
    p_gift_id, v_quote ->> 'name', (v_quote ->> 'quotas')::integer, v_txid, v_hold
  )
  returning id into v_id;
  if v_quote ->> 'quotas' is not null then
    perform private.keep_hold(v_id, v_client);
  end if;
  perform private.touch_gift(p_gift_id);
  return json_build_object(
    'txid', v_txid,
    'amount_cents', (v_quote ->> 'amount_cents')::integer,
    'gift_name', v_quote ->> 'name',
    'hold_until', v_hold
  );
end;
$$;

-- 'Já fiz o PIX': the started PIX waits for the couple's confirmation ('informed'), holding its
-- cotas for the couple's time (settings.pix_hold_hours). A PIX informed after its start hold lapsed
-- is informed all the same (money that may have been sent is never dropped, the couple decide),
-- but it takes its cotas again only if they are still free and within the informing client's
-- share of the holds (private.hold_refusal): otherwise it holds nothing (hold_until = now()), so
-- a txid kept aside cannot oversell a gift, hold it again after the couple said 'Não recebi' to
-- another, nor pass the caps. Informing again changes nothing.
-- Every call counts against gift_pix_inform (docs/decisions/0014), a txid not found too: that one
-- is answered {code: 'WD404', message} instead of raised, since a raise would roll its count back
-- (as get_invitation does; src/data/errors.ts answeredFailure). Null when informed.
create function public.inform_gift_pix(p_txid text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_client text := private.client_key();
  v_txid text := pg_catalog.upper(pg_catalog.btrim(p_txid));
  v_row record;
  v_hold timestamptz;
begin
  perform private.rate_limit('gift_pix_inform', v_client);
  -- The holds' lock, then the row, then its gift: the order every taker of cotas follows, and
  -- that admin_review_pix and mark_contribution follow for the row and its gift.
  perform private.lock_holds();
  select c.id, c.status, c.gift_id, c.quotas, c.hold_until into v_row
    from public.contributions c
   where c.pix_txid = v_txid
     for update;
  if not found or v_row.status not in ('started', 'informed', 'paid') then
    return json_build_object('code', 'WD404', 'message', 'PIX não encontrado.');
  end if;
  if v_row.status <> 'started' then
    return null;
  end if;

  v_hold := pg_catalog.now() + pg_catalog.make_interval(hours => coalesce(
    (select s.pix_hold_hours from public.settings s where s.id), 48));
  if v_row.gift_id is not null and v_row.quotas is not null
     and not (v_row.hold_until > pg_catalog.now()) then
    -- Lapsed: its cotas count for nobody now. Counted under the gift's lock, as start_gift_pix
    -- takes them, so a guest starting a PIX meanwhile is counted or waits.
    if not private.quotas_still_free(v_row.gift_id, v_row.quotas)
       or private.hold_refusal(v_client, v_row.gift_id, v_row.quotas) is not null then
      v_hold := pg_catalog.now();
    else
      perform private.keep_hold(v_row.id, v_client);
    end if;
  end if;

  update public.contributions c
     set status = 'informed', hold_until = v_hold
   where c.id = v_row.id;
  perform private.touch_gift(v_row.gift_id);
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Supabase grants execute on new functions to the API roles by default: revoke, then grant.
revoke execute on function public.post_message(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.list_messages(timestamptz, uuid, integer) from public, anon, authenticated, service_role;
revoke execute on function public.messages_need_approval() from public, anon, authenticated, service_role;
revoke execute on function public.reserve_gift(text, text, text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.list_gifts() from public, anon, authenticated, service_role;
revoke execute on function public.gift_thumbnails(text[]) from public, anon, authenticated, service_role;
revoke execute on function public.gift_image(text) from public, anon, authenticated, service_role;
revoke execute on function public.start_gift_pix(text, integer, integer, text, text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.inform_gift_pix(text) from public, anon, authenticated, service_role;

grant execute on function public.post_message(text, text) to anon, authenticated;
grant execute on function public.list_messages(timestamptz, uuid, integer) to anon, authenticated;
grant execute on function public.messages_need_approval() to anon, authenticated;
grant execute on function public.reserve_gift(text, text, text, text, text) to anon, authenticated;
grant execute on function public.list_gifts() to anon, authenticated;
grant execute on function public.gift_thumbnails(text[]) to anon, authenticated;
grant execute on function public.gift_image(text) to anon, authenticated;
grant execute on function public.start_gift_pix(text, integer, integer, text, text, text, text) to anon, authenticated;
grant execute on function public.inform_gift_pix(text) to anon, authenticated;
