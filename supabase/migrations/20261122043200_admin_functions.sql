-- Admin authentication and admin writes (DESIGN.md "Security model"; docs/decisions/0001).
-- Pattern of PostgREST's "SQL user management": bcrypt hashes in admin_users, an opaque random
-- token whose sha256 alone is stored in admin_sessions, and every admin function checking it first.

-- ---------------------------------------------------------------------------------------------
-- Private helpers (schema private is not exposed by the API).

create or replace function private.token_hash(p_token text)
returns text
language sql
immutable
set search_path = ''
as $$
  select encode(sha256(convert_to(p_token, 'UTF8')), 'hex')
$$;

-- The admin of a valid, unexpired session, or WD401.
create or replace function private.require_admin(p_token text)
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
create or replace function private.check_new_password(p_password text)
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

create or replace function private.create_admin(p_username text, p_email text, p_password text)
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
create or replace function public.create_admin(p_username text, p_email text, p_password text)
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
create or replace function public.admin_login(p_username text, p_password text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_username text := lower(private.clean(p_username)); -- SPEC §5: lowercased and trimmed
  v_user public.admin_users%rowtype;
  v_token text;
  v_now timestamptz := now();
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

  select * into v_user
    from public.admin_users u
   where u.username = v_username
     and u.is_active -- SPEC §5: only active admins
   for update;

  if not found then
    -- Same answer and about the same time as a wrong password, so usernames cannot be probed.
    perform extensions.crypt(p_password, '$2a$10$1v22CUTb82q/eF6W7/hd7O.gDx2JbvFKycaX9YkJvruIcAQou3DWC');
    return v_forbidden;
  end if;

  if v_user.locked_until is not null and v_user.locked_until > v_now then
    return v_locked;
  end if;

  if v_user.password_hash is distinct from extensions.crypt(p_password, v_user.password_hash) then
    -- SPEC §9: at most 3 failed logins, then a lock of about 5 minutes.
    if v_user.failed_attempts + 1 >= 3 then
      update public.admin_users
         set failed_attempts = 0, locked_until = v_now + interval '5 minutes'
       where id = v_user.id;
      return v_locked;
    end if;
    update public.admin_users
       set failed_attempts = v_user.failed_attempts + 1, locked_until = null
     where id = v_user.id;
    return v_forbidden;
  end if;

  update public.admin_users
     set failed_attempts = 0, locked_until = null, last_login = v_now
   where id = v_user.id;

  -- Housekeeping: expired sessions are useless.
  delete from public.admin_sessions s where s.expires_at <= v_now;

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

create or replace function public.admin_logout(p_token text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.admin_sessions s where s.token_hash = private.token_hash(p_token);
end;
$$;

create or replace function public.admin_session(p_token text)
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
-- Gifts

create or replace function public.admin_list_gifts(p_token text)
returns setof public.gifts
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return query select * from public.gifts g order by g.category, g.name;
end;
$$;

create or replace function public.admin_add_gift(
  p_token text,
  p_name text,
  p_description text,
  p_category text
)
returns public.gifts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean(p_name);
  v_description text := private.clean(p_description);
  v_category text := lower(private.clean(p_category));
  v_gift public.gifts%rowtype;
begin
  perform private.require_admin(p_token);
  if v_name is null or v_description is null then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha nome e descrição do presente.'; -- SPEC §5
  end if;
  if char_length(v_name) > 80 then
    raise exception using errcode = 'WD400',
      message = 'O nome do presente deve ter no máximo 80 caracteres.';
  end if;
  if char_length(v_description) > 500 then
    raise exception using errcode = 'WD400',
      message = 'A descrição deve ter no máximo 500 caracteres.';
  end if;
  if v_category is null or v_category not in (
    'cozinha', 'eletrodomésticos', 'eletrônicos', 'móveis', 'decoração', 'cama e banho', 'outros'
  ) then
    raise exception using errcode = 'WD400', message = 'Escolha uma categoria da lista.';
  end if;

  -- SPEC §3: 'gift_' + timestamp (ms) + random suffix.
  insert into public.gifts (id, name, description, category)
  values (
    'gift_' || (extract(epoch from clock_timestamp()) * 1000)::bigint || '_'
      || encode(extensions.gen_random_bytes(4), 'hex'),
    v_name,
    v_description,
    v_category
  )
  returning * into v_gift;
  return v_gift;
end;
$$;

create or replace function public.admin_delete_gift(p_token text, p_id text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  delete from public.gifts g where g.id = p_id;
  if not found then
    raise exception using errcode = 'WD404',
      message = 'Presente não encontrado no banco de dados'; -- SPEC §8
  end if;
end;
$$;

create or replace function public.admin_reserve_gift(
  p_token text,
  p_id text,
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
  perform private.require_admin(p_token);
  perform private.reserve_gift(p_id, p_name, p_email, p_phone, p_message);
end;
$$;

-- SPEC §4: clears reserved_by, reserved_email, reserved_phone, reserved_date and message.
create or replace function public.admin_cancel_reservation(p_token text, p_id text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  update public.gifts
     set reserved = false,
         reserved_by = null,
         reserved_email = null,
         reserved_phone = null,
         message = null,
         reserved_date = null
   where id = p_id;
  if not found then
    raise exception using errcode = 'WD404', message = 'Presente não encontrado.'; -- SPEC §8
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Photos and messages

create or replace function public.admin_add_photo(
  p_token text,
  p_title text,
  p_description text,
  p_image_data text,
  p_image_type text,
  p_thumbnail text
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_title text := private.clean(p_title);
  v_description text := private.clean(p_description);
  v_image_data text := private.clean(p_image_data);
  v_image_type text := lower(private.clean(p_image_type));
  v_thumbnail text := coalesce(private.clean(p_thumbnail), private.clean(p_image_data));
  v_id uuid;
begin
  perform private.require_admin(p_token);
  if v_title is null or v_image_data is null then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha o título e selecione uma imagem.'; -- SPEC §5
  end if;
  if v_image_type is null or v_image_type !~ '^image/[a-z0-9.+-]+$'
    or v_image_data not like 'data:image/%' or v_thumbnail not like 'data:image/%' then
    raise exception using errcode = 'WD400',
      message = 'Por favor, selecione apenas arquivos de imagem.'; -- SPEC §5
  end if;
  if char_length(v_image_data) > 7000000 or char_length(v_thumbnail) > 1000000 then
    raise exception using errcode = 'WD400',
      message = 'A imagem deve ter no máximo 5MB.'; -- SPEC §5
  end if;
  if char_length(v_title) > 80 then
    raise exception using errcode = 'WD400', message = 'O título deve ter no máximo 80 caracteres.';
  end if;
  if char_length(v_description) > 1000 then
    raise exception using errcode = 'WD400',
      message = 'A descrição deve ter no máximo 1000 caracteres.';
  end if;

  insert into public.photos (title, description, image_data, image_type, thumbnail, is_active)
  values (v_title, v_description, v_image_data, v_image_type, v_thumbnail, true)
  returning id into v_id;
  return v_id;
end;
$$;

create or replace function public.admin_delete_photo(p_token text, p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  delete from public.photos p where p.id = p_id; -- SPEC §4: removed outright
  if not found then
    raise exception using errcode = 'WD404', message = 'Foto não encontrada.';
  end if;
end;
$$;

create or replace function public.admin_delete_message(p_token text, p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  delete from public.messages m where m.id = p_id;
  if not found then
    raise exception using errcode = 'WD404', message = 'Mensagem não encontrada.';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- RSVPs and contributions

create or replace function public.admin_list_rsvps(p_token text)
returns setof public.rsvps
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return query select * from public.rsvps r order by r.created_at desc;
end;
$$;

create or replace function public.admin_list_contributions(p_token text)
returns setof public.contributions
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return query select * from public.contributions c order by c.contributed_at desc, c.created_at desc;
end;
$$;

-- A PIX received outside the site, typed by the couple (DESIGN "Payments").
create or replace function public.admin_add_pix_contribution(
  p_token text,
  p_donor_name text,
  p_amount_cents integer,
  p_date date,
  p_note text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean(p_donor_name);
  v_note text := private.clean(p_note);
  v_id uuid;
begin
  perform private.require_admin(p_token);
  if v_name is null or p_amount_cents is null or p_date is null then
    raise exception using errcode = 'WD400', message = 'Por favor, preencha o nome, o valor e a data.';
  end if;
  if p_amount_cents <= 0 or p_amount_cents > 100000000 then
    raise exception using errcode = 'WD400', message = 'Por favor, insira um valor válido.'; -- SPEC §5
  end if;
  if char_length(v_name) > 80 then
    raise exception using errcode = 'WD400', message = 'O nome deve ter no máximo 80 caracteres.';
  end if;
  if char_length(v_note) > 1000 then
    raise exception using errcode = 'WD400',
      message = 'A observação deve ter no máximo 1000 caracteres.';
  end if;

  insert into public.contributions (kind, status, amount_cents, donor_name, message, contributed_at)
  values (
    'pix',
    'paid',
    p_amount_cents,
    v_name,
    v_note,
    -- Noon at the venue, so the typed day shows as itself in any nearby time zone.
    (p_date + time '12:00') at time zone 'America/Sao_Paulo'
  )
  returning id into v_id;
  return v_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Admin users

create or replace function public.admin_create_user(
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

create or replace function public.admin_change_password(
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
-- DESIGN departure 7: everything the couple owns, as one JSON document.
create or replace function public.admin_backup(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return json_build_object(
    'exported_at', now(),
    'gifts', coalesce(
      (select json_agg(g order by g.category, g.name) from public.gifts g), '[]'::json),
    'messages', coalesce(
      (select json_agg(m order by m.created_at desc) from public.messages m), '[]'::json),
    'photos', coalesce(
      (select json_agg(p order by p.created_at desc) from public.photos p), '[]'::json),
    'rsvps', coalesce(
      (select json_agg(r order by r.created_at desc) from public.rsvps r), '[]'::json),
    'contributions', coalesce(
      (select json_agg(c order by c.contributed_at desc) from public.contributions c), '[]'::json)
  );
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
revoke execute on function public.admin_list_gifts(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_add_gift(text, text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_delete_gift(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_reserve_gift(text, text, text, text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_cancel_reservation(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_add_photo(text, text, text, text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_delete_photo(text, uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_delete_message(text, uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_list_rsvps(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_list_contributions(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_add_pix_contribution(text, text, integer, date, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_create_user(text, text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_change_password(text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_backup(text) from public, anon, authenticated, service_role;

grant execute on function public.create_admin(text, text, text) to service_role;
grant execute on function public.admin_login(text, text) to anon, authenticated;
grant execute on function public.admin_logout(text) to anon, authenticated;
grant execute on function public.admin_session(text) to anon, authenticated;
grant execute on function public.admin_list_gifts(text) to anon, authenticated;
grant execute on function public.admin_add_gift(text, text, text, text) to anon, authenticated;
grant execute on function public.admin_delete_gift(text, text) to anon, authenticated;
grant execute on function public.admin_reserve_gift(text, text, text, text, text, text) to anon, authenticated;
grant execute on function public.admin_cancel_reservation(text, text) to anon, authenticated;
grant execute on function public.admin_add_photo(text, text, text, text, text, text) to anon, authenticated;
grant execute on function public.admin_delete_photo(text, uuid) to anon, authenticated;
grant execute on function public.admin_delete_message(text, uuid) to anon, authenticated;
grant execute on function public.admin_list_rsvps(text) to anon, authenticated;
grant execute on function public.admin_list_contributions(text) to anon, authenticated;
grant execute on function public.admin_add_pix_contribution(text, text, integer, date, text) to anon, authenticated;
grant execute on function public.admin_create_user(text, text, text, text) to anon, authenticated;
grant execute on function public.admin_change_password(text, text, text) to anon, authenticated;
grant execute on function public.admin_backup(text) to anon, authenticated;
