-- Guest writes (docs/architecture.md "The SQL API"). Each validates what the browser already
-- checks, because a visitor can call the API without the site; errors carry a SQLSTATE WD4xx and
-- the pt-BR text to show (docs/product.md §8 where one exists).

-- ---------------------------------------------------------------------------------------------
-- Rate limits (docs/decisions/0014): every anonymous write calls private.rate_limit first.

-- The caller's address, as the platform in front of PostgREST wrote it (docs/decisions/0014),
-- for the rate limits and the login throttle alike: Cloudflare's cf-connecting-ip on hosted
-- Supabase (Cloudflare replaces any value the caller sends), else the last x-forwarded-for entry
-- (added by the nearest proxy, not the caller; the first entries are whatever the caller typed).
-- An IPv6 client counts by its /64, which one machine usually owns whole. Without PostgREST (the
-- embedded demo, a direct connection) every call is the client 'local'; unreadable headers or
-- address, 'unknown'.
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
  v_address inet;
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
    v_address := v_text::inet;
  exception when others then
    return 'unknown';
  end;
  if v_address is null then
    return 'unknown';
  end if;
  if pg_catalog.family(v_address) = 6 then
    return 'ip:' || pg_catalog.network(pg_catalog.set_masklen(v_address, 64))::text;
  end if;
  return 'ip:' || pg_catalog.host(v_address);
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
      ('submit_rsvp', 10, interval '10 minutes', 200, interval '60 minutes'),
      ('checkout', 5, interval '10 minutes', 60, interval '60 minutes'),
      ('answer_invitation', 10, interval '10 minutes', 200, interval '60 minutes'),
      -- Wrong personal codes (docs/decisions/0016-guest-list.md): counted by get_invitation and
      -- answer_invitation, which refuse every lookup past these, right code or not.
      ('invitation_miss', 10, interval '10 minutes', 1000, interval '60 minutes'),
      -- Open-form answers under one e-mail from one client (submit_rsvp counts them as
      -- client|md5(e-mail)); the global ceiling is submit_rsvp's own over a day.
      ('rsvp_email', 20, interval '1440 minutes', 4800, interval '1440 minutes')
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
         reserved_date = now()
   where id = p_gift_id
     and not reserved;
  get diagnostics v_count = row_count;

  if v_count = 0 then
    if exists (select 1 from public.gifts g where g.id = p_gift_id) then
      raise exception using errcode = 'WD409',
        message = 'Este presente já foi reservado por outra pessoa.'; -- docs/product.md §8
    end if;
    raise exception using errcode = 'WD404', message = 'Presente não encontrado.'; -- docs/product.md §8
  end if;
end;
$$;

revoke execute on function private.reserve_gift(text, text, text, text, text) from public;

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
  perform private.limit_gifts_per_email(p_email);
  perform private.reserve_gift(p_gift_id, p_name, p_email, p_phone, p_message);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Supabase grants execute on new functions to the API roles by default: revoke, then grant.
revoke execute on function public.post_message(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.list_messages(timestamptz, uuid, integer) from public, anon, authenticated, service_role;
revoke execute on function public.messages_need_approval() from public, anon, authenticated, service_role;
revoke execute on function public.reserve_gift(text, text, text, text, text) from public, anon, authenticated, service_role;

grant execute on function public.post_message(text, text) to anon, authenticated;
grant execute on function public.list_messages(timestamptz, uuid, integer) to anon, authenticated;
grant execute on function public.messages_need_approval() to anon, authenticated;
grant execute on function public.reserve_gift(text, text, text, text, text) to anon, authenticated;
