-- Admin authentication: login with a throttle, sessions, admin users (docs/decisions/0001, 0013).
-- Pattern of PostgREST's "SQL user management": bcrypt hashes in admin_users, an opaque random
-- token whose sha256 alone is stored in admin_sessions, and every admin function checking it first.

-- ---------------------------------------------------------------------------------------------
-- Private helpers (schema private is not exposed by the API).

create function private.token_hash(p_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
$$;

-- The couple's account of a valid, unexpired session, or WD401: every admin function but the few
-- the cerimonial's team may call (private.require_staff) starts here, so a team session gets the
-- refusal a stranger gets.
create function private.require_admin(p_token text)
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_user_id uuid;
begin
  if p_token is not null and p_token <> '' then
    select s.user_id
      into v_user_id
      from public.admin_sessions s
      join public.admin_users u on u.id = s.user_id
     where s.token_hash = private.token_hash(p_token)
       and s.expires_at > now()
       and u.is_active
       and u.role = 'couple';
  end if;
  if v_user_id is null then
    raise exception using errcode = 'WD401', message = 'Sessão expirada. Entre novamente.';
  end if;
  return v_user_id;
end;
$$;

-- The account (the couple's or the cerimonial's team) of a valid, unexpired session, or WD401:
-- only for what the team may do on the day (the guest list, an answer by phone, the tables, the
-- door).
create function private.require_staff(p_token text)
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_user_id uuid;
begin
  if p_token is not null and p_token <> '' then
    select s.user_id
      into v_user_id
      from public.admin_sessions s
      join public.admin_users u on u.id = s.user_id
     where s.token_hash = private.token_hash(p_token)
       and s.expires_at > now()
       and u.is_active;
  end if;
  if v_user_id is null then
    raise exception using errcode = 'WD401', message = 'Sessão expirada. Entre novamente.';
  end if;
  return v_user_id;
end;
$$;

-- bcrypt caps passwords at 72 bytes; cost 10 takes about 0.1 s even in PGlite's wasm.
create function private.check_new_password(p_password text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if char_length(p_password) < 8 then
    raise exception using errcode = 'WD400', message = 'A senha deve ter pelo menos 8 caracteres.';
  end if;
  if octet_length(p_password) > 72 then
    raise exception using errcode = 'WD400', message = 'A senha deve ter no máximo 72 caracteres.';
  end if;
end;
$$;

create function private.create_admin(p_username text, p_email text, p_password text)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_username text := lower(private.clean(p_username));
  v_email text := private.clean(p_email);
  v_id uuid;
begin
  if v_username is null or v_email is null or private.clean(p_password) is null then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha usuário, e-mail e senha.';
  end if;
  if v_username !~ '^[a-z0-9._-]{3,40}$' then
    raise exception using errcode = 'WD400',
      message = 'O usuário deve ter de 3 a 40 caracteres: letras, números, ponto, hífen ou sublinhado.';
  end if;
  if not private.is_email(v_email) then
    raise exception using errcode = 'WD400', message = 'Por favor, informe um e-mail válido.';
  end if;
  perform private.check_new_password(p_password);
  if exists (select 1 from public.admin_users u where u.username = v_username) then
    raise exception using errcode = 'WD409', message = 'Este usuário já existe.';
  end if;

  insert into public.admin_users (username, email, password_hash)
  values (v_username, v_email, extensions.crypt(p_password, extensions.gen_salt('bf', 10)))
  returning id into v_id;
  return v_id;
exception
  when unique_violation then
    raise exception using errcode = 'WD409', message = 'Este usuário já existe.';
end;
$$;

revoke execute on function private.token_hash(text) from public;
revoke execute on function private.require_admin(text) from public;
revoke execute on function private.require_staff(text) from public;
revoke execute on function private.check_new_password(text) from public;
revoke execute on function private.create_admin(text, text, text) from public;

-- ---------------------------------------------------------------------------------------------
-- How the couple creates the first admin (Supabase SQL editor, as the owner) and how the embedded
-- backend creates its demo admin. Not callable from the browser.
create function public.create_admin(p_username text, p_email text, p_password text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  return private.create_admin(p_username, p_email, p_password);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Never raises for wrong credentials or a lock: a raise would roll back the failure counters.
-- Two paths (docs/decisions/0013):
-- - a trusted device (p_device: the token a successful login of this admin gave this browser)
--   counts its own failures only and always gets its password checked;
-- - any other client counts failures per client (private.client_key) and draws its bcrypt from a global
--   budget per minute; past it, the answer is 'busy' without hashing.
create function public.admin_login(p_username text, p_password text, p_device text default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_username text := lower(private.clean(p_username)); -- docs/product.md §5: lowercased and trimmed
  v_user public.admin_users%rowtype;
  v_device private.trusted_devices%rowtype;
  v_attempt private.login_attempts%rowtype;
  v_client text;
  v_failures integer;
  v_password_ok boolean;
  v_token text;
  v_device_token text;
  v_now timestamptz := now();
  -- docs/product.md §9: at most 3 failed logins, then a lock of about 5 minutes.
  v_max_failures constant integer := 3;
  v_lock constant interval := interval '5 minutes';
  -- Failures older than this are forgotten, so two typos last week do not make today's first one
  -- the last.
  v_window constant interval := interval '15 minutes';
  -- bcrypt runs per minute for untrusted clients, all together: about 3 s of CPU a minute at the
  -- most. A browser the couple logged in from before does not draw from it.
  v_bcrypt_budget constant integer := 60;
  -- bcrypt of a random string: checked when there is no such admin, so every answer takes as
  -- long as a real check.
  v_dummy_hash constant text := '$2a$10$1v22CUTb82q/eF6W7/hd7O.gDx2JbvFKycaX9YkJvruIcAQou3DWC';
  v_forbidden constant json := json_build_object(
    'error', 'forbidden',
    'message', 'Usuário ou senha incorretos. Verifique suas credenciais.' -- docs/product.md §8
  );
  v_locked constant json := json_build_object(
    'error', 'locked',
    'message', 'Muitas tentativas falharam. Tente novamente em alguns minutos.' -- docs/product.md §8
  );
  v_busy constant json := json_build_object(
    'error', 'busy',
    'message', 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente de novo.'
  );
begin
  if v_username is null or p_password is null or p_password = '' then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha usuário e senha.'; -- docs/product.md §5
  end if;

  -- Housekeeping: failures past the window, expired sessions, spent budget, devices unused for
  -- half a year.
  delete from private.login_attempts a
   where a.last_failed_at < v_now - v_window
     and (a.locked_until is null or a.locked_until < v_now);
  delete from public.admin_sessions s where s.expires_at <= v_now;
  delete from private.login_bcrypt_calls c where c.called_at < v_now - interval '1 minute';
  delete from private.trusted_devices d where d.last_used_at < v_now - interval '180 days';

  if p_device is not null and p_device <> '' and char_length(p_device) <= 200 then
    -- Locked for the rest of this call: parallel guesses from one device queue, so each counts.
    select d.* into v_device
      from private.trusted_devices d
      join public.admin_users u on u.id = d.user_id
     where d.token_hash = private.token_hash(p_device)
       and u.username = v_username
       and u.is_active
       for update of d;
  end if;

  if v_device.token_hash is not null then
    -- A trusted device: its own small counter, no budget.
    if v_device.locked_until is not null and v_device.locked_until > v_now then
      return v_locked;
    end if;
    select * into v_user from public.admin_users u where u.id = v_device.user_id;
    if v_user.password_hash <> extensions.crypt(p_password, v_user.password_hash) then
      v_failures := case when v_device.last_failed_at < v_now - v_window then 0
                         else v_device.failed_attempts end + 1;
      update private.trusted_devices
         set failed_attempts = case when v_failures >= v_max_failures then 0 else v_failures end,
             last_failed_at = v_now,
             locked_until = case when v_failures >= v_max_failures then v_now + v_lock end
       where token_hash = v_device.token_hash;
      return case when v_failures >= v_max_failures then v_locked else v_forbidden end;
    end if;
    update private.trusted_devices
       set failed_attempts = 0, last_failed_at = null, locked_until = null, last_used_at = v_now
     where token_hash = v_device.token_hash;
    v_device_token := p_device;
  else
    -- Any other client. A locked client, or any client past the budget, is answered before
    -- anything is written: a flood from ever-new addresses refused as busy leaves no row.
    v_client := private.client_key();
    select a.* into v_attempt from private.login_attempts a where a.client_key = v_client;
    if v_attempt.locked_until is not null and v_attempt.locked_until > v_now then
      return v_locked;
    end if;
    -- Counted without a lock, so parallel callers may overshoot by the number of connections.
    if (select count(*) from private.login_bcrypt_calls c
         where c.called_at >= v_now - interval '1 minute') >= v_bcrypt_budget then
      return v_busy;
    end if;

    -- Within the budget: one row per client, locked for the rest of this call (the upsert returns
    -- it and holds its row lock), so parallel guesses from one client queue here and each counts;
    -- one that waited reads the lock the guess before it may have set.
    insert into private.login_attempts as a (client_key, failed_attempts, last_failed_at)
    values (v_client, 0, v_now)
    on conflict (client_key) do update set client_key = excluded.client_key
    returning a.* into v_attempt;
    if v_attempt.locked_until is not null and v_attempt.locked_until > v_now then
      return v_locked;
    end if;
    insert into private.login_bcrypt_calls (called_at) values (v_now);

    select * into v_user
      from public.admin_users u
     where u.username = v_username
       and u.is_active; -- docs/product.md §5: only active admins

    -- A huge password would only make bcrypt work for nothing; nobody has such a name.
    if found and char_length(v_username) <= 80 and char_length(p_password) <= 200 then
      v_password_ok := v_user.password_hash = extensions.crypt(p_password, v_user.password_hash);
    else
      perform extensions.crypt(left(p_password, 200), v_dummy_hash);
      v_password_ok := false;
    end if;

    if not v_password_ok then
      v_failures := case when v_attempt.last_failed_at < v_now - v_window then 0
                         else v_attempt.failed_attempts end + 1;
      update private.login_attempts
         set failed_attempts = case when v_failures >= v_max_failures then 0 else v_failures end,
             last_failed_at = v_now,
             locked_until = case when v_failures >= v_max_failures then v_now + v_lock end
       where client_key = v_client;
      return case when v_failures >= v_max_failures then v_locked else v_forbidden end;
    end if;

    delete from private.login_attempts a where a.client_key = v_client;
    -- This browser is trusted from now on (docs/decisions/0013).
    v_device_token := encode(extensions.gen_random_bytes(32), 'hex');
    insert into private.trusted_devices (token_hash, user_id)
    values (private.token_hash(v_device_token), v_user.id);
  end if;

  update public.admin_users set last_login = v_now where id = v_user.id;

  v_token := encode(extensions.gen_random_bytes(32), 'hex');
  insert into public.admin_sessions (token_hash, user_id, expires_at)
  values (private.token_hash(v_token), v_user.id, v_now + interval '24 hours'); -- docs/product.md §9: 24 h

  return json_build_object(
    'token', v_token,
    'device', v_device_token,
    'user_id', v_user.id,
    'username', v_user.username,
    'email', v_user.email,
    'role', v_user.role,
    'name', v_user.name,
    'login_time', v_now
  );
end;
$$;

create function public.admin_logout(p_token text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.admin_sessions s where s.token_hash = private.token_hash(p_token);
end;
$$;

create function public.admin_session(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result json;
begin
  select json_build_object('user_id', u.id, 'username', u.username, 'email', u.email,
                           'role', u.role, 'name', u.name)
    into v_result
    from public.admin_sessions s
    join public.admin_users u on u.id = s.user_id
   where s.token_hash = private.token_hash(p_token)
     and s.expires_at > now()
     and u.is_active;
  return v_result;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Admin users

create function public.admin_create_user(
  p_token text,
  p_username text,
  p_email text,
  p_password text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return private.create_admin(p_username, p_email, p_password);
end;
$$;

create function public.admin_change_password(
  p_token text,
  p_current_password text,
  p_new_password text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := private.require_admin(p_token);
  v_hash text;
begin
  if coalesce(p_current_password, '') = '' or private.clean(p_new_password) is null then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha a senha atual e a nova senha.';
  end if;
  select u.password_hash into v_hash from public.admin_users u where u.id = v_user_id for update;
  if v_hash is distinct from extensions.crypt(p_current_password, v_hash) then
    raise exception using errcode = 'WD403', message = 'A senha atual está incorreta.';
  end if;
  perform private.check_new_password(p_new_password);

  update public.admin_users
     set password_hash = extensions.crypt(p_new_password, extensions.gen_salt('bf', 10))
   where id = v_user_id;
  -- Other sessions of this admin (another device, a forgotten browser) end with the old password.
  delete from public.admin_sessions s
   where s.user_id = v_user_id
     and s.token_hash <> private.token_hash(p_token);
end;
$$;

-- Every admin, so none can hide, active first: never a hash, a session or a device.
create function public.admin_list_users(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return coalesce(
    (select json_agg(json_build_object(
              'user_id', u.id, 'username', u.username, 'email', u.email,
              'is_active', u.is_active, 'created_at', u.created_at, 'last_login', u.last_login,
              'role', u.role, 'name', u.name)
            order by u.is_active desc, u.created_at, u.username)
       from public.admin_users u),
    '[]'::json);
end;
$$;

-- Deactivates another admin: its sessions end, its trusted browsers are forgotten and it can no
-- longer log in. Never oneself, never the last active admin.
create function public.admin_deactivate_user(p_token text, p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := private.require_admin(p_token);
begin
  if p_user_id is null then
    raise exception using errcode = 'WD400', message = 'Escolha um administrador.';
  end if;
  if p_user_id = v_user_id then
    raise exception using errcode = 'WD400',
      message = 'Você não pode desativar a si mesmo.';
  end if;
  -- Every active admin locked, in one order: two admins deactivating each other at once queue
  -- here, and the second then finds itself inactive.
  perform 1 from public.admin_users u where u.is_active order by u.id for update;
  if not exists (select 1 from public.admin_users u where u.id = v_user_id and u.is_active) then
    raise exception using errcode = 'WD401', message = 'Sessão expirada. Entre novamente.';
  end if;
  if not exists (select 1 from public.admin_users u where u.id = p_user_id) then
    raise exception using errcode = 'WD404', message = 'Administrador não encontrado.';
  end if;
  if not exists (select 1 from public.admin_users u
                  where u.is_active and u.role = 'couple' and u.id <> p_user_id) then
    raise exception using errcode = 'WD409',
      message = 'É preciso manter pelo menos um administrador ativo.';
  end if;

  update public.admin_users set is_active = false where id = p_user_id;
  delete from public.admin_sessions s where s.user_id = p_user_id;
  delete from private.trusted_devices d where d.user_id = p_user_id;
end;
$$;

-- Ends every session of every admin but the caller's (a stolen token stops working); returns how
-- many ended.
create function public.admin_end_other_sessions(p_token text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ended integer;
begin
  perform private.require_admin(p_token);
  delete from public.admin_sessions s where s.token_hash <> private.token_hash(p_token);
  get diagnostics v_ended = row_count;
  return v_ended;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The cerimonial's team: accounts the couple create (a name, a username, a password; no e-mail)
-- that log in like theirs and reach only what private.require_staff lets through. They are listed
-- by admin_list_users (role 'team') and deactivated by admin_deactivate_user.
create function public.admin_create_team_user(
  p_token text,
  p_name text,
  p_username text,
  p_password text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean(p_name);
  v_username text := lower(private.clean(p_username));
  v_id uuid;
begin
  perform private.require_admin(p_token);
  if v_name is null or v_username is null or private.clean(p_password) is null then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha nome, usuário e senha.';
  end if;
  if char_length(v_name) > 80 then
    raise exception using errcode = 'WD400', message = 'O nome deve ter no máximo 80 caracteres.';
  end if;
  if v_username !~ '^[a-z0-9._-]{3,40}$' then
    raise exception using errcode = 'WD400',
      message = 'O usuário deve ter de 3 a 40 caracteres: letras, números, ponto, hífen ou sublinhado.';
  end if;
  perform private.check_new_password(p_password);
  -- A team is a handful of people: 30 accounts, active or not, is far more than any cerimonial.
  if (select count(*) from public.admin_users u where u.role = 'team') >= 30 then
    raise exception using errcode = 'WD409', message = 'Limite de contas da equipe atingido.';
  end if;
  if exists (select 1 from public.admin_users u where u.username = v_username) then
    raise exception using errcode = 'WD409', message = 'Este usuário já existe.';
  end if;
  insert into public.admin_users (username, email, password_hash, role, name)
  values (v_username, null, extensions.crypt(p_password, extensions.gen_salt('bf', 10)), 'team',
          v_name)
  returning id into v_id;
  return v_id;
exception
  when unique_violation then
    raise exception using errcode = 'WD409', message = 'Este usuário já existe.';
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Execute: revoked from everyone (Supabase grants new functions to the API roles by default),
-- then granted to who needs it. The admin functions are callable by anon because the token, not
-- the role, is the credential.
revoke execute on function public.create_admin(text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_login(text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_logout(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_session(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_create_user(text, text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_change_password(text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_list_users(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_deactivate_user(text, uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_end_other_sessions(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_create_team_user(text, text, text, text) from public, anon, authenticated, service_role;

grant execute on function public.create_admin(text, text, text) to service_role;
grant execute on function public.admin_login(text, text, text) to anon, authenticated;
grant execute on function public.admin_logout(text) to anon, authenticated;
grant execute on function public.admin_session(text) to anon, authenticated;
grant execute on function public.admin_create_user(text, text, text, text) to anon, authenticated;
grant execute on function public.admin_change_password(text, text, text) to anon, authenticated;
grant execute on function public.admin_list_users(text) to anon, authenticated;
grant execute on function public.admin_deactivate_user(text, uuid) to anon, authenticated;
grant execute on function public.admin_end_other_sessions(text) to anon, authenticated;
grant execute on function public.admin_create_team_user(text, text, text, text) to anon, authenticated;
