-- Contributions written by the Netlify payment functions with the service-role key. Both are
-- idempotent, because Stripe retries and replays webhooks.

-- What a guest giving a 'money' gift by card pays (docs/decisions/0017-gifts-as-money.md): json
-- {name, amount_cents} for p_quotas cotas or the free p_amount_cents, refused as start_gift_pix
-- refuses it, past the holds' caps too for the guest at p_client (Netlify's context.ip; WD421,
-- private.hold_refusal), so that no Checkout is opened for cotas it could not hold. Holds nothing
-- (record_contribution takes the cotas, and checks the caps again under their lock).
create function public.quote_gift(
  p_gift_id text,
  p_quotas integer,
  p_amount_cents integer,
  p_client text default null
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_quote json := private.gift_quote(p_gift_id, p_quotas, p_amount_cents, false);
begin
  perform private.check_holds(private.address_key(p_client), p_gift_id,
    (v_quote ->> 'quotas')::integer);
  return json_build_object('name', v_quote -> 'name', 'amount_cents', v_quote -> 'amount_cents');
end;
$$;

-- A pending card (or Stripe PIX) contribution for a new Checkout Session. Calling it again with
-- the same session id returns the existing row's id and changes nothing. With a gift (p_gift_id,
-- and p_quotas for a gift with a price) it takes the cotas under the gift's row lock, refusing
-- (WD409) when not enough are left and (WD400) an amount that is not the gift's as quote_gift
-- prices it, and holds them while Stripe keeps the Checkout open (p_expires_at, at most Stripe's
-- 24 hours ahead) plus GIFT_LIMITS.checkoutHoldGraceMinutes for a late webhook. A new Checkout
-- (its fingerprint p_checkout_key given) holds them only within the caps of the guest at
-- p_client (Netlify's context.ip; null: only the total), refused with WD421 past them
-- (private.hold_refusal); the webhook's late record of a paid session has no fingerprint and is
-- never refused for them. p_gift_name is only for a row without a gift: the webhook's late record
-- of a paid gift it could not record with it (gone, its cotas taken, its price changed) keeps the
-- name the guest paid for.
create function public.record_contribution(
  p_kind text,
  p_amount_cents integer,
  p_donor_name text,
  p_donor_email text,
  p_donor_phone text,
  p_message text,
  p_stripe_session_id text,
  -- The Checkout's fingerprint, page and end (create-checkout-session); null when the webhook
  -- writes a row that was never recorded.
  p_checkout_key text default null,
  p_checkout_url text default null,
  p_expires_at timestamptz default null,
  p_gift_id text default null,
  p_quotas integer default null,
  p_gift_name text default null,
  p_client text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_kind text := lower(private.clean(p_kind));
  v_name text := private.clean(p_donor_name);
  v_email text := private.clean(p_donor_email);
  v_phone text := private.clean(p_donor_phone);
  v_message text := private.clean(p_message);
  v_session text := private.clean(p_stripe_session_id);
  v_key text := private.clean(p_checkout_key);
  v_url text := private.clean(p_checkout_url);
  v_gift_name text := private.clean(p_gift_name);
  v_client text := private.address_key(p_client);
  -- A new Checkout's hold is counted against the caps; a late record's is not.
  v_capped boolean := p_checkout_key is not null;
  v_quote json;
  v_id uuid;
begin
  if v_name is null or v_email is null or p_amount_cents is null then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha todos os campos obrigatórios.'; -- docs/product.md §5
  end if;
  if v_kind is null or v_kind not in ('card', 'pix') then
    raise exception using errcode = 'WD400', message = 'Forma de pagamento inválida.';
  end if;
  if v_session is null or char_length(v_session) > 255 then
    raise exception using errcode = 'WD400', message = 'Sessão de pagamento inválida.';
  end if;
  -- src/config/ui.ts: CONTRIBUTION_MIN_CENTS 100, CONTRIBUTION_MAX_CENTS 5_000_000.
  if p_amount_cents < 100 or p_amount_cents > 5000000 then
    raise exception using errcode = 'WD400', message = 'Por favor, insira um valor válido.'; -- docs/product.md §5
  end if;
  perform private.check_donor(v_name, v_email, v_phone, v_message);
  -- Stripe closes a Checkout at most 24 hours after it opens: a later end would hold cotas longer.
  if char_length(v_key) > 128
     or (v_url is not null and (v_url not like 'https://%' or char_length(v_url) > 2000))
     or p_expires_at > now() + interval '24 hours' then
    raise exception using errcode = 'WD400', message = 'Sessão de pagamento inválida.';
  end if;
  if p_gift_id is not null or char_length(v_gift_name) > 80 then
    -- A gift's name is the database's, never the caller's.
    v_gift_name := null;
  end if;

  if p_gift_id is not null then
    -- The holds' lock before the gift's row lock, as every taker of cotas takes them.
    if v_capped then
      perform private.lock_holds();
    end if;
    -- Locked before the session is looked up: a repeated call waiting here then finds the first
    -- one's row instead of taking the cotas twice.
    perform 1 from public.gifts g where g.id = p_gift_id for update;
    select c.id into v_id from public.contributions c where c.stripe_session_id = v_session;
    if v_id is not null then
      return v_id;
    end if;
    v_quote := private.gift_quote(p_gift_id, p_quotas, p_amount_cents, true);
    -- The amount Stripe charges is the one stored: it must be the gift's (the couple may have
    -- changed the price between the quote and this call).
    if (v_quote ->> 'amount_cents')::integer <> p_amount_cents then
      raise exception using errcode = 'WD400',
        message = 'O valor deste presente mudou. Tente novamente.';
    end if;
    if v_capped then
      perform private.check_holds(v_client, p_gift_id, (v_quote ->> 'quotas')::integer);
    end if;
    v_gift_name := v_quote ->> 'name';
  end if;

  insert into public.contributions (
    kind, status, amount_cents, donor_name, donor_email, donor_phone, message, stripe_session_id,
    checkout_key, checkout_url, expires_at, gift_id, gift_name, quotas, hold_until
  )
  values (
    v_kind, 'pending', p_amount_cents, v_name, v_email, v_phone, v_message, v_session,
    v_key, v_url, p_expires_at, p_gift_id, v_gift_name, (v_quote ->> 'quotas')::integer,
    -- Stripe's default of 24 hours for a Checkout without an end.
    case when p_gift_id is not null
      then coalesce(p_expires_at, now() + interval '24 hours') + interval '15 minutes' end
  )
  on conflict (stripe_session_id) do nothing
  returning id into v_id;
  if p_gift_id is not null then
    if v_capped and v_id is not null and v_quote ->> 'quotas' is not null then
      perform private.keep_hold(v_id, v_client);
    end if;
    perform private.touch_gift(p_gift_id);
  end if;

  if v_id is null then
    select c.id into v_id from public.contributions c where c.stripe_session_id = v_session;
  end if;
  return v_id;
end;
$$;

-- The Checkout a repeated request may reuse: the newest pending session with this fingerprint
-- that stays open long enough to pay (15 minutes), and how many with it are closed (paid,
-- failed, expired), which create-checkout-session puts in Stripe's idempotency key so that a
-- second identical gift after a payment opens a new session.
create function public.open_checkout(p_checkout_key text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_session text;
  v_url text;
  v_closed integer;
begin
  select c.stripe_session_id, c.checkout_url into v_session, v_url
    from public.contributions c
   where c.checkout_key = p_checkout_key
     and c.status = 'pending'
     and c.checkout_url is not null
     and c.expires_at > now() + interval '15 minutes'
   order by c.expires_at desc
   limit 1;
  select count(*) into v_closed
    from public.contributions c
   where c.checkout_key = p_checkout_key and c.status <> 'pending';
  return json_build_object('stripe_session_id', v_session, 'checkout_url', v_url, 'closed', v_closed);
end;
$$;

-- The webhook's verdict (and the cancel-checkout function's 'expired'). Returns false when nothing
-- changed (a replayed event); 'paid' is final, so a late or out-of-order 'failed' or 'expired'
-- cannot undo a payment. A payment also shows a row the couple had hidden as junk: money that
-- arrived is never out of sight. A closed row is never made 'pending' again: that would take its
-- cotas back unchecked.
create function public.mark_contribution(p_stripe_session_id text, p_status text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status text := lower(private.clean(p_status));
  v_gift_id text;
begin
  if v_status is null or v_status not in ('paid', 'failed', 'expired') then
    raise exception using errcode = 'WD400', message = 'Situação de pagamento inválida.';
  end if;
  if not exists (
    select 1 from public.contributions c where c.stripe_session_id = p_stripe_session_id
  ) then
    raise exception using errcode = 'WD404', message = 'Contribuição não encontrada.';
  end if;

  update public.contributions
     set status = v_status,
         -- The money arrived now, not when the checkout was opened.
         contributed_at = case when v_status = 'paid' then now() else contributed_at end,
         hidden_at = case when v_status = 'paid' then null else hidden_at end
   where stripe_session_id = p_stripe_session_id
     and status <> v_status
     and status <> 'paid'
  returning gift_id into v_gift_id;
  if not found then
    return false;
  end if;
  -- Paid, the cotas count for good; expired or failed, they are free again.
  if v_gift_id is not null then
    perform private.touch_gift(v_gift_id);
  end if;
  return true;
end;
$$;

-- A Checkout completed with a delayed method (Stripe's PIX or boleto: checkout.session.completed
-- unpaid) can still be paid after the Checkout's end: the webhook keeps its row's cotas held until
-- p_hold_until, that method's expiry plus the grace (netlify/functions/_lib/webhook.ts), at most
-- GIFT_LIMITS.delayedHoldMaxDays ahead. Only a pending row, and only later: true when it changed.
-- A row whose hold already lapsed takes its cotas again only if they are still free (as
-- inform_gift_pix does); otherwise it holds nothing, and a payment still counts when it comes.
create function public.extend_checkout_hold(p_stripe_session_id text, p_hold_until timestamptz)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_until timestamptz := least(p_hold_until, now() + interval '10 days');
begin
  if p_hold_until is null then
    raise exception using errcode = 'WD400', message = 'Prazo de pagamento inválido.';
  end if;
  -- The row first, then its gift: the order mark_contribution locks them in.
  select c.id, c.status, c.gift_id, c.quotas, c.hold_until into v_row
    from public.contributions c
   where c.stripe_session_id = p_stripe_session_id
     for update;
  if not found then
    raise exception using errcode = 'WD404', message = 'Contribuição não encontrada.';
  end if;
  if v_row.status <> 'pending' or v_row.hold_until >= v_until then
    return false;
  end if;
  if v_row.gift_id is not null and v_row.quotas is not null and not (v_row.hold_until > now()) then
    if not private.quotas_still_free(v_row.gift_id, v_row.quotas) then
      return false;
    end if;
  end if;
  update public.contributions c set hold_until = v_until where c.id = v_row.id;
  perform private.touch_gift(v_row.gift_id);
  return true;
end;
$$;

-- The cancel-checkout function counts each call here before it asks Stripe anything
-- (private.rate_limit 'cancel_checkout', docs/decisions/0014); p_client as checkout_rate_limit's.
create function public.cancel_checkout_rate_limit(p_client text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.rate_limit('cancel_checkout',
    pg_catalog.left(nullif(pg_catalog.btrim(p_client), ''), 64));
end;
$$;

-- The checkout function counts each new Checkout Session here before it asks Stripe for one
-- (private.rate_limit, docs/decisions/0014). p_client is the guest's address as Netlify saw it
-- (the request reaching PostgREST comes from Netlify's servers); null counts only the ceiling.
create function public.checkout_rate_limit(p_client text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.rate_limit('checkout', pg_catalog.left(nullif(pg_catalog.btrim(p_client), ''), 64));
end;
$$;

revoke execute on function public.record_contribution(text, integer, text, text, text, text, text, text, text, timestamptz, text, integer, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.quote_gift(text, integer, integer, text) from public, anon, authenticated, service_role;
revoke execute on function public.open_checkout(text) from public, anon, authenticated, service_role;
revoke execute on function public.mark_contribution(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.checkout_rate_limit(text) from public, anon, authenticated, service_role;
revoke execute on function public.extend_checkout_hold(text, timestamptz) from public, anon, authenticated, service_role;
revoke execute on function public.cancel_checkout_rate_limit(text) from public, anon, authenticated, service_role;

grant execute on function public.record_contribution(text, integer, text, text, text, text, text, text, text, timestamptz, text, integer, text, text) to service_role;
grant execute on function public.quote_gift(text, integer, integer, text) to service_role;
grant execute on function public.open_checkout(text) to service_role;
grant execute on function public.mark_contribution(text, text) to service_role;
grant execute on function public.checkout_rate_limit(text) to service_role;
grant execute on function public.extend_checkout_hold(text, timestamptz) to service_role;
grant execute on function public.cancel_checkout_rate_limit(text) to service_role;
