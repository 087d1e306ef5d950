-- Admin authentication: login with a throttle, sessions, admin users (docs/decisions/0001).
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

-- The admin of a valid, unexpired session, or WD401.
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
-- Never raises for wrong credentials or a lock: a raise would roll back the failure counter.
create function public.admin_login(p_username text, p_password text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_username text := lower(private.clean(p_username)); -- docs/product.md §5: lowercased and trimmed
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
    'message', 'Usuário ou senha incorretos. Verifique suas credenciais.' -- docs/product.md §8
  );
  v_locked constant json := json_build_object(
    'error', 'locked',
    'message', 'Muitas tentativas falharam. Tente novamente em alguns minutos.' -- docs/product.md §8
  );
begin
  if v_username is null or p_password is null or p_password = '' then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha usuário e senha.'; -- docs/product.md §5
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
     and u.is_active; -- docs/product.md §5: only active admins

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
    -- docs/product.md §9: at most 3 failed logins, then a lock of about 5 minutes. Failures older than the
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
  values (private.token_hash(v_token), v_user.id, v_now + interval '24 hours'); -- docs/product.md §9: 24 h

  return json_build_object(
    'token', v_token,
    'user_id', v_user.id,
    'username', v_user.username,
    'email', v_user.email,
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
  select json_build_object('user_id', u.id, 'username', u.username, 'email', u.email)
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

-- ---------------------------------------------------------------------------------------------
-- Execute: revoked from everyone (Supabase grants new functions to the API roles by default),
-- then granted to who needs it. The admin functions are callable by anon because the token, not
-- the role, is the credential.
revoke execute on function public.create_admin(text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_login(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_logout(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_session(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_create_user(text, text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_change_password(text, text, text) from public, anon, authenticated, service_role;

grant execute on function public.create_admin(text, text, text) to service_role;
grant execute on function public.admin_login(text, text) to anon, authenticated;
grant execute on function public.admin_logout(text) to anon, authenticated;
grant execute on function public.admin_session(text) to anon, authenticated;
grant execute on function public.admin_create_user(text, text, text, text) to anon, authenticated;
grant execute on function public.admin_change_password(text, text, text) to anon, authenticated;
