-- Three holes found by attacking the API as anon (issue 3):
-- 1. A made-up username was never locked, so three wrong logins told a real username from an
--    unknown one (the real one answered 'locked'), and the lock answered without bcrypt (fast).
--    Failures are now counted per typed username, known or not, and every answer costs one bcrypt.
-- 2. "Blank" meant only ASCII-ish space: a no-break space (U+00A0) or a zero-width space (U+200B)
--    passed as a name. The functions' trimming now knows every Unicode space and the invisible
--    format characters a phone keyboard or a paste can bring.
-- 3. The message spam guard compared the exact text: a change of case or spacing got through.
--    The phone of a reservation was only length-checked; the email allowed empty dot-labels.

-- ---------------------------------------------------------------------------------------------
-- Space: [:space:] plus no-break, Ogham, en/em/thin spaces, zero-width space/joiners, line and
-- paragraph separators, narrow no-break, medium math space, ideographic space, word joiner, BOM.
create or replace function private.clean(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(
    pg_catalog.regexp_replace(
      p_value,
      '^[[:space:]\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+|[[:space:]\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+$',
      '',
      'g'
    ),
    ''
  )
$$;

-- The table constraints keep their own checks (private.is_trimmed, private.is_email): making them
-- stricter here would make every stored row that breaks the new rule fail its next UPDATE (a gift
-- name pasted with a trailing no-break space could never be reserved). Every write goes through a
-- function that cleans its input with the wider set above, so new rows are clean.

-- A stricter email for the guest functions: no dot at either end of a part, never two in a row,
-- no label starting or ending with a hyphen (what the browser's forms and Stripe accept).
create or replace function private.is_plain_email(p_value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select private.is_email(p_value)
    and p_value !~ '^\.|\.\.|\.@|@\.|@[^@]*\.-|-\.'
$$;

revoke execute on all functions in schema private from public;

-- ---------------------------------------------------------------------------------------------
-- Failed logins per typed username (lower-cased and trimmed), whether or not such an admin exists.
-- Not in public: nothing outside admin_login reads it.
create table private.login_attempts (
  username text primary key,
  failed_attempts integer not null default 0 check (failed_attempts >= 0),
  last_failed_at timestamptz not null default now(),
  locked_until timestamptz
);
create index login_attempts_last_failed_at_idx on private.login_attempts (last_failed_at);
revoke all on table private.login_attempts from public;

-- The counters move to private.login_attempts; these columns only ever counted known users.
alter table public.admin_users drop column failed_attempts, drop column locked_until;

-- Never raises for wrong credentials or a lock: a raise would roll back the failure counter.
create or replace function public.admin_login(p_username text, p_password text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_username text := lower(private.clean(p_username)); -- SPEC §5: lowercased and trimmed
  v_user public.admin_users%rowtype;
  v_attempt private.login_attempts%rowtype;
  v_password_ok boolean;
  v_token text;
  v_now timestamptz := now();
  -- bcrypt of a random string: checked when there is no such admin, so every answer takes as
  -- long as a real check.
  v_dummy_hash constant text := '$2a$10$1v22CUTb82q/eF6W7/hd7O.gDx2JbvFKycaX9YkJvruIcAQou3DWC';
  v_forbidden constant json := json_build_object(
    'error', 'forbidden',
    'message', 'Usuário ou senha incorretos. Verifique suas credenciais.' -- SPEC §8
  );
  v_locked constant json := json_build_object(
    'error', 'locked',
    'message', 'Muitas tentativas falharam. Tente novamente em alguns minutos.' -- SPEC §8
  );
begin
  if v_username is null or p_password is null or p_password = '' then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha usuário e senha.'; -- SPEC §5
  end if;
  if char_length(v_username) > 80 or char_length(p_password) > 200 then
    -- Nobody has such a name; a huge password would only make bcrypt work for nothing.
    perform extensions.crypt('x', v_dummy_hash);
    return v_forbidden;
  end if;

  -- Housekeeping: failures past the window (they no longer count) and expired sessions. Each
  -- made-up name costs its sender a bcrypt and lives 15 minutes.
  delete from private.login_attempts a
   where a.last_failed_at < v_now - interval '15 minutes'
     and (a.locked_until is null or a.locked_until < v_now);
  delete from public.admin_sessions s where s.expires_at <= v_now;

  -- One row per typed name, locked for the rest of this call (the upsert returns it and holds its
  -- row lock): parallel guesses queue here, so each one counts.
  insert into private.login_attempts as a (username, failed_attempts, last_failed_at)
  values (v_username, 0, v_now)
  on conflict (username) do update set username = excluded.username
  returning a.* into v_attempt;

  select * into v_user
    from public.admin_users u
   where u.username = v_username
     and u.is_active; -- SPEC §5: only active admins

  if found then
    v_password_ok := v_user.password_hash = extensions.crypt(p_password, v_user.password_hash);
  else
    perform extensions.crypt(p_password, v_dummy_hash);
    v_password_ok := false;
  end if;

  if v_attempt.locked_until is not null and v_attempt.locked_until > v_now then
    return v_locked;
  end if;

  if not v_password_ok then
    -- SPEC §9: at most 3 failed logins, then a lock of about 5 minutes. Failures older than the
    -- lock window are forgotten, so two typos last week do not make today's first one the last.
    if v_attempt.last_failed_at < v_now - interval '15 minutes' then
      v_attempt.failed_attempts := 0;
    end if;
    if v_attempt.failed_attempts + 1 >= 3 then
      update private.login_attempts
         set failed_attempts = 0, last_failed_at = v_now, locked_until = v_now + interval '5 minutes'
       where username = v_username;
      return v_locked;
    end if;
    update private.login_attempts
       set failed_attempts = v_attempt.failed_attempts + 1, last_failed_at = v_now, locked_until = null
     where username = v_username;
    return v_forbidden;
  end if;

  delete from private.login_attempts a where a.username = v_username;
  update public.admin_users set last_login = v_now where id = v_user.id;

  v_token := encode(extensions.gen_random_bytes(32), 'hex');
  insert into public.admin_sessions (token_hash, user_id, expires_at)
  values (private.token_hash(v_token), v_user.id, v_now + interval '24 hours'); -- SPEC §9: 24 h

  return json_build_object(
    'token', v_token,
    'user_id', v_user.id,
    'username', v_user.username,
    'email', v_user.email,
    'login_time', v_now
  );
end;
$$;

revoke execute on function public.admin_login(text, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_login(text, text) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- reserve_gift: a phone, when given, has the shape submit_rsvp already asks for.
-- Shared by reserve_gift and admin_reserve_gift. Called only from security definer functions.
create or replace function private.reserve_gift(
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
  if not private.is_plain_email(v_email) then
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
  -- matches "not reserved" once the first commits, so exactly one wins (DESIGN "Security model").
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
        message = 'Este presente já foi reservado por outra pessoa.'; -- SPEC §8
    end if;
    raise exception using errcode = 'WD404', message = 'Presente não encontrado.'; -- SPEC §8
  end if;
end;
$$;

revoke execute on function private.reserve_gift(text, text, text, text, text) from public;

-- ---------------------------------------------------------------------------------------------
-- post_message: the spam guard compares names and texts as a reader sees them (case and runs of
-- space ignored).
create or replace function private.as_read(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.lower(pg_catalog.regexp_replace(
    p_value, '[[:space:]\u00a0\u1680\u180e\u2000-\u200d\u2028\u2029\u202f\u205f\u2060\u3000\ufeff]+', ' ', 'g'
  ))
$$;

revoke execute on function private.as_read(text) from public;

-- The spam guard's memory: a digest of each message posted in the last minute. Kept apart from
-- public.messages (no API role reads it, the backup does not carry it) and pruned on every post,
-- so the check is one index lookup however busy the wall is.
create table private.recent_message_keys (
  spam_key text not null,
  posted_at timestamptz not null default now()
);
create index recent_message_keys_key_idx on private.recent_message_keys (spam_key, posted_at);
create index recent_message_keys_posted_at_idx on private.recent_message_keys (posted_at);
revoke all on table private.recent_message_keys from public;

create or replace function public.post_message(p_name text, p_message text)
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
  if v_name is null or v_message is null then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha seu nome e mensagem.'; -- SPEC §5
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

  insert into public.messages (name, message, is_approved)
  values (v_name, v_message, true) -- SPEC §3: new messages are approved
  returning id into v_id;
  insert into private.recent_message_keys (spam_key) values (v_key);
  return v_id;
end;
$$;
