-- The guest list (docs/decisions/0016-guest-list.md): households with their members and answers,
-- personal links by an unguessable code, and the open form's answers kept as a history.
-- Limits match src/config/limits.ts (GUEST_LIST_LIMITS, RATE_LIMITS; tests/db/guest-list.test.ts
-- compares them).

-- ---------------------------------------------------------------------------------------------
-- Codes: 10 characters from 32 without look-alikes (no 0, 1, l, o): 50 bits from
-- gen_random_bytes. 256 is a multiple of 32, so every character is equally likely.
create function private.new_invitation_code()
returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.string_agg(
           pg_catalog.substr('abcdefghijkmnpqrstuvwxyz23456789',
                             pg_catalog.get_byte(r.bytes, i) % 32 + 1, 1),
           '' order by i)
    from (select extensions.gen_random_bytes(10) as bytes) r,
         pg_catalog.generate_series(0, 9) as i
$$;

revoke execute on function private.new_invitation_code() from public;

-- ---------------------------------------------------------------------------------------------
-- Tables

-- A household ('convite'): the name as on the envelope, its WhatsApp phone, and its personal code.
create table public.households (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  phone text,
  email text,
  note text,
  code text not null unique default private.new_invitation_code(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint households_name_check check (private.is_trimmed(name, 80)),
  constraint households_phone_check check (phone is null or private.is_phone(phone)),
  constraint households_email_check check (email is null or private.is_stored_email(email)),
  constraint households_note_check check (private.is_trimmed(note, 500)),
  constraint households_code_check check (code ~ '^[a-kmnp-z2-9]{10}$')
);
create index households_name_idx on public.households (name);

-- Its people, in the couple's order, each with the current answer. A companion seat
-- ('acompanhante') has no name until the guest gives one.
create table public.household_members (
  id uuid primary key default gen_random_uuid(),
  household_id uuid not null references public.households (id) on delete cascade,
  position integer not null default 0,
  name text not null,
  kind text not null default 'adult',
  age_band text,
  companion boolean not null default false,
  attending text,
  dietary text,
  answered_at timestamptz,
  constraint household_members_position_check check (position between 0 and 29),
  constraint household_members_name_check
    check ((name = '' and companion) or private.is_trimmed(name, 80)),
  constraint household_members_kind_check check (kind in ('adult', 'child')),
  -- The bands themselves are the couple's (src/config/wedding.ts GUEST_LIST.ageBands).
  constraint household_members_age_band_check
    check (age_band is null or (kind = 'child' and age_band ~ '^[a-z0-9][a-z0-9+-]{0,15}$')),
  constraint household_members_attending_check check (attending in ('sim', 'nao')),
  constraint household_members_dietary_check check (private.is_trimmed(dietary, 300))
);
create index household_members_household_id_idx
  on public.household_members (household_id, position);

-- Every answer a household gave, never changed: who recorded it, the message, the phone and a
-- snapshot of each member's answer.
create table public.household_answers (
  id uuid primary key default gen_random_uuid(),
  household_id uuid not null references public.households (id) on delete cascade,
  answered_at timestamptz not null default now(),
  source text not null,
  message text,
  phone text,
  members jsonb not null,
  -- When the guest consented to storing the members' dietary notes; null: no consent, no notes.
  sensitive_consent_at timestamptz,
  constraint household_answers_source_check check (source in ('convite', 'casal')),
  constraint household_answers_message_check check (private.is_trimmed(message, 1000)),
  constraint household_answers_phone_check check (phone is null or private.is_phone(phone)),
  constraint household_answers_members_check check (pg_catalog.jsonb_typeof(members) = 'array')
);
create index household_answers_household_id_idx
  on public.household_answers (household_id, answered_at desc);

-- The open form keeps every answer (the couple see the latest per e-mail and its history): no
-- unique e-mail any more, and an answer may be matched to a household.
drop index public.rsvps_email_key;
alter table public.rsvps
  add column household_id uuid references public.households (id) on delete set null;
create index rsvps_email_created_at_idx on public.rsvps (lower(email), created_at);
create index rsvps_household_id_idx on public.rsvps (household_id) where household_id is not null;

-- No anon access: RLS on, no policy, no grant. Guests reach their household only through
-- get_invitation and answer_invitation, by its code.
revoke all on public.households, public.household_members, public.household_answers
  from public, anon, authenticated;
alter table public.households enable row level security;
alter table public.household_members enable row level security;
alter table public.household_answers enable row level security;

-- ---------------------------------------------------------------------------------------------
-- Private helpers

-- A uuid written by the browser, or null when it is not one (instead of a cast error).
create function private.to_uuid(p_value text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when p_value ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then p_value::uuid
  end
$$;

-- A phone as the couple's lookups compare it: its digits, without Brazil's +55, so
-- '+55 (34) 99999-0000' and '34999990000' are the same phone (the household key below, and the
-- personal-data lookup of 20261124100700_privacy.sql).
create function private.phone_key(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(pg_catalog.regexp_replace(
           pg_catalog.regexp_replace(coalesce(p_value, ''), '[^0-9]', '', 'g'),
           '^55([0-9]{10,11})$', '\1'), '')
$$;

-- A household as the import compares it: the name without case, accents, punctuation or spaces,
-- and the phone's digits without Brazil's country code. ('Família Souza', '+55 (34) 99999-0000')
-- and ('familia souza', '34 99999 0000') are the same household.
create function private.household_key(p_name text, p_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.regexp_replace(
           pg_catalog.lower(pg_catalog.translate(
             coalesce(p_name, ''),
             'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ',
             'aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN')),
           '[^a-z0-9]', '', 'g')
    || '|'
    || coalesce(private.phone_key(p_phone), '')
$$;

-- One household's members, in the couple's order: what get_invitation and the couple's list show.
create function private.household_members_json(p_household_id uuid)
returns json
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select pg_catalog.json_agg(pg_catalog.json_build_object(
              'id', m.id, 'name', m.name, 'kind', m.kind, 'age_band', m.age_band,
              'companion', m.companion, 'attending', m.attending, 'dietary', m.dietary)
            order by m.position, m.id)
       from public.household_members m
      where m.household_id = p_household_id),
    '[]'::json)
$$;

-- One household as the couple's list and the backup show it (src/data/rows.ts toHouseholds): the
-- latest answer's message, phone, time and source, and the last p_history answers, newest first
-- (null: all of them).
create function private.household_json(p_household public.households, p_history integer)
returns json
language sql
stable
set search_path = ''
as $$
  select pg_catalog.json_build_object(
    'id', p_household.id,
    'name', p_household.name,
    'phone', p_household.phone,
    'email', p_household.email,
    'note', p_household.note,
    'code', p_household.code,
    'created_at', p_household.created_at,
    'members', private.household_members_json(p_household.id),
    'message', latest.message,
    'answer_phone', latest.phone,
    'answered_at', latest.answered_at,
    'answered_by', latest.source,
    'history', coalesce(
      (select pg_catalog.json_agg(pg_catalog.json_build_object(
                'answered_at', a.answered_at, 'source', a.source, 'message', a.message,
                'phone', a.phone, 'members', a.members,
                'sensitive_consent_at', a.sensitive_consent_at)
              order by a.answered_at desc, a.id desc)
         from (select x.*
                 from public.household_answers x
                where x.household_id = p_household.id
                order by x.answered_at desc, x.id desc
                limit p_history) a),
      '[]'::json)
  )
  from (select null::integer as nothing) as one
  left join lateral (
    select x.message, x.phone, x.answered_at, x.source
      from public.household_answers x
     where x.household_id = p_household.id
     order by x.answered_at desc, x.id desc
     limit 1
  ) latest on true
$$;

-- The household of a personal code, or null after counting a miss for this client. A client with
-- too many misses (or everyone, past the global ceiling) is refused with WD420 before the lookup,
-- right code or not, so guessing 50 bits is hopeless. The callers answer a miss instead of
-- raising: a raise would roll back its count.
create function private.find_invitation(p_code text)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_client text := private.client_key();
  v_code text := pg_catalog.lower(private.clean(p_code));
  v_id uuid;
begin
  perform private.rate_check('invitation_miss', v_client);
  if v_code ~ '^[a-kmnp-z2-9]{10}$' then
    select h.id into v_id from public.households h where h.code = v_code;
  end if;
  if v_id is null then
    insert into private.rate_hits (action, client) values ('invitation_miss', v_client);
  end if;
  return v_id;
end;
$$;

-- What get_invitation and answer_invitation answer for a wrong code: the error a raise would
-- carry (src/data/errors.ts reads it the same way).
create function private.invitation_not_found()
returns json
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.json_build_object(
    'code', 'WD404',
    'message', 'Convite não encontrado. Confira o link que você recebeu.')
$$;

-- One answer for a household, from its personal link (source 'convite') or typed by the couple
-- ('casal'): every member answered exactly once, sim or não; a companion seat coming needs a name,
-- one not coming loses it. Updates the members' current answers and appends to the history.
-- Dietary restrictions and allergies are health data: stored only with p_consent (its time kept
-- with the answer), else dropped while the rest is stored (docs/decisions/0022-guests-personal-data.md).
create function private.answer_household(
  p_household_id uuid,
  p_answers jsonb,
  p_message text,
  p_phone text,
  p_source text,
  p_consent boolean
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_message text := private.clean(p_message);
  v_phone text := private.clean(p_phone);
  v_now timestamptz;
  v_answer jsonb;
  v_member public.household_members%rowtype;
  v_answered uuid[] := '{}';
  v_attending text;
  v_name text;
  v_dietary text;
begin
  if p_answers is null or pg_catalog.jsonb_typeof(p_answers) <> 'array'
    or pg_catalog.jsonb_array_length(p_answers) = 0 then
    raise exception using errcode = 'WD400',
      message = 'Responda por todas as pessoas do convite.';
  end if;
  if char_length(v_message) > 1000 then
    raise exception using errcode = 'WD400',
      message = 'A mensagem deve ter no máximo 1000 caracteres.';
  end if;
  if v_phone is not null and not private.is_phone(v_phone) then
    raise exception using errcode = 'WD400',
      message = 'Por favor, informe um telefone válido, com DDD.';
  end if;

  -- Two answers for one household at once: the second waits and then replaces the first.
  perform 1 from public.households h where h.id = p_household_id for update;
  -- The answer's time is read once the lock is held, not at the transaction's start (now()): of
  -- two simultaneous answers, the one applied last has the later time, so the couple's list shows
  -- as latest the answer whose members are current (docs/decisions/0016-guest-list.md).
  v_now := pg_catalog.clock_timestamp();

  for v_answer in select a.value from pg_catalog.jsonb_array_elements(p_answers) a loop
    select m.* into v_member
      from public.household_members m
     where m.household_id = p_household_id
       and m.id = private.to_uuid(
         case when pg_catalog.jsonb_typeof(v_answer) = 'object' then v_answer ->> 'member_id' end);
    if not found then
      raise exception using errcode = 'WD400',
        message = 'Uma das pessoas não faz parte deste convite. Recarregue a página e responda de novo.';
    end if;
    if v_member.id = any (v_answered) then
      raise exception using errcode = 'WD400',
        message = 'Cada pessoa do convite deve ser respondida uma vez só.';
    end if;
    v_answered := v_answered || v_member.id;

    v_attending := pg_catalog.lower(private.clean(v_answer ->> 'attending'));
    if v_attending = 'não' then
      v_attending := 'nao';
    end if;
    if v_attending is null or v_attending not in ('sim', 'nao') then
      raise exception using errcode = 'WD400',
        message = 'Responda sim ou não para cada pessoa do convite.';
    end if;
    v_dietary := case when p_consent then private.clean(v_answer ->> 'dietary') end;
    if char_length(v_dietary) > 300 then
      raise exception using errcode = 'WD400',
        message = 'As restrições alimentares devem ter no máximo 300 caracteres.';
    end if;

    v_name := v_member.name;
    if v_member.companion then
      v_name := case when v_attending = 'sim' then private.clean(v_answer ->> 'name') else '' end;
      if v_name is null then
        raise exception using errcode = 'WD400',
          message = 'Informe o nome de quem vem como acompanhante.';
      end if;
      if char_length(v_name) > 80 then
        raise exception using errcode = 'WD400',
          message = 'O nome deve ter no máximo 80 caracteres.';
      end if;
    end if;

    update public.household_members
       set attending = v_attending, dietary = v_dietary, name = v_name, answered_at = v_now
     where id = v_member.id;
  end loop;

  if exists (
    select 1 from public.household_members m
     where m.household_id = p_household_id and m.id <> all (v_answered)
  ) then
    raise exception using errcode = 'WD400',
      message = 'Responda por todas as pessoas do convite.';
  end if;

  insert into public.household_answers
    (household_id, answered_at, source, message, phone, members, sensitive_consent_at)
  select p_household_id, v_now, p_source, v_message, v_phone,
         pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'name', m.name, 'attending', m.attending, 'dietary', m.dietary)
           order by m.position, m.id),
         case when p_consent then v_now end
    from public.household_members m
   where m.household_id = p_household_id;
  update public.households set updated_at = v_now where id = p_household_id;
end;
$$;

-- Adds (no id) or edits a household and its members, from the couple's json
-- (src/data/rows.ts householdArg). The members are replaced by the list; one that keeps its id
-- keeps its answer. Callers hold the 'households' lock (the list's size is counted here).
create function private.save_household(p_household jsonb)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid;
  v_name text;
  v_phone text;
  v_email text;
  v_note text;
  v_members jsonb;
  v_member jsonb;
  v_member_id uuid;
  v_member_name text;
  v_kind text;
  v_age_band text;
  v_companion boolean;
  v_kept uuid[] := '{}';
  v_position integer := 0;
begin
  if p_household is null or pg_catalog.jsonb_typeof(p_household) <> 'object' then
    raise exception using errcode = 'WD400', message = 'Informe o nome do convite.';
  end if;
  v_name := private.clean(p_household ->> 'name');
  v_phone := private.clean(p_household ->> 'phone');
  v_email := private.clean(p_household ->> 'email');
  v_note := private.clean(p_household ->> 'note');
  v_members := p_household -> 'members';

  if v_name is null then
    raise exception using errcode = 'WD400', message = 'Informe o nome do convite.';
  end if;
  if char_length(v_name) > 80 then
    raise exception using errcode = 'WD400',
      message = 'O nome do convite deve ter no máximo 80 caracteres.';
  end if;
  if v_phone is not null and not private.is_phone(v_phone) then
    raise exception using errcode = 'WD400',
      message = 'Por favor, informe um telefone válido, com DDD.';
  end if;
  if v_email is not null and not private.is_email(v_email) then
    raise exception using errcode = 'WD400', message = 'Por favor, informe um e-mail válido.';
  end if;
  if char_length(v_note) > 500 then
    raise exception using errcode = 'WD400',
      message = 'A observação deve ter no máximo 500 caracteres.';
  end if;
  if v_members is null or pg_catalog.jsonb_typeof(v_members) <> 'array'
    or pg_catalog.jsonb_array_length(v_members) = 0 then
    raise exception using errcode = 'WD400',
      message = 'O convite precisa de pelo menos uma pessoa.';
  end if;
  if pg_catalog.jsonb_array_length(v_members) > 30 then
    raise exception using errcode = 'WD400',
      message = 'Um convite pode ter no máximo 30 pessoas.';
  end if;

  if p_household ->> 'id' is null then
    if (select count(*) from public.households) >= 2000 then
      raise exception using errcode = 'WD400',
        message = 'A lista pode ter no máximo 2000 convites.';
    end if;
    insert into public.households (name, phone, email, note)
    values (v_name, v_phone, v_email, v_note)
    returning id into v_id;
  else
    update public.households h
       set name = v_name, phone = v_phone, email = v_email, note = v_note,
           updated_at = pg_catalog.now()
     where h.id = private.to_uuid(p_household ->> 'id')
    returning h.id into v_id;
    if v_id is null then
      raise exception using errcode = 'WD404', message = 'Convite não encontrado.';
    end if;
  end if;

  -- Which members stay: checked before any change, so a bad list changes nothing.
  for v_member in select m.value from pg_catalog.jsonb_array_elements(v_members) m loop
    if pg_catalog.jsonb_typeof(v_member) <> 'object' then
      raise exception using errcode = 'WD400',
        message = 'Informe o nome de cada pessoa do convite.';
    end if;
    if v_member ->> 'id' is not null then
      v_member_id := private.to_uuid(v_member ->> 'id');
      if not exists (
        select 1 from public.household_members m
         where m.id = v_member_id and m.household_id = v_id
      ) then
        raise exception using errcode = 'WD400',
          message = 'Uma das pessoas não faz parte deste convite. Recarregue a página e tente de novo.';
      end if;
      if v_member_id = any (v_kept) then
        raise exception using errcode = 'WD400',
          message = 'Cada pessoa deve aparecer uma vez só no convite.';
      end if;
      v_kept := v_kept || v_member_id;
    end if;
  end loop;
  delete from public.household_members m where m.household_id = v_id and m.id <> all (v_kept);

  for v_member in select m.value from pg_catalog.jsonb_array_elements(v_members) m loop
    v_member_name := private.clean(v_member ->> 'name');
    v_kind := pg_catalog.lower(private.clean(v_member ->> 'kind'));
    v_age_band := pg_catalog.lower(private.clean(v_member ->> 'age_band'));
    v_companion := coalesce((v_member ->> 'companion')::boolean, false);
    if v_member_name is null and not v_companion then
      raise exception using errcode = 'WD400',
        message = 'Informe o nome de cada pessoa do convite.';
    end if;
    if char_length(v_member_name) > 80 then
      raise exception using errcode = 'WD400', message = 'O nome deve ter no máximo 80 caracteres.';
    end if;
    if v_kind is null or v_kind not in ('adult', 'child') then
      raise exception using errcode = 'WD400',
        message = 'Escolha adulto ou criança para cada pessoa do convite.';
    end if;
    if v_age_band is not null
      and (v_kind <> 'child' or v_age_band !~ '^[a-z0-9][a-z0-9+-]{0,15}$') then
      raise exception using errcode = 'WD400',
        message = 'A faixa de idade vale só para crianças, e deve ser uma das da lista.';
    end if;

    v_member_id := private.to_uuid(v_member ->> 'id');
    if v_member_id is null then
      insert into public.household_members
        (household_id, position, name, kind, age_band, companion)
      values (v_id, v_position, coalesce(v_member_name, ''), v_kind, v_age_band, v_companion);
    else
      update public.household_members m
         set position = v_position, name = coalesce(v_member_name, ''), kind = v_kind,
             age_band = v_age_band, companion = v_companion
       where m.id = v_member_id;
    end if;
    v_position := v_position + 1;
  end loop;
  return v_id;
exception
  when invalid_text_representation then
    raise exception using errcode = 'WD400',
      message = 'Marque ou desmarque o acompanhante de cada pessoa do convite.';
end;
$$;

revoke execute on function private.to_uuid(text) from public;
revoke execute on function private.phone_key(text) from public;
revoke execute on function private.household_key(text, text) from public;
revoke execute on function private.household_members_json(uuid) from public;
revoke execute on function private.household_json(public.households, integer) from public;
revoke execute on function private.find_invitation(text) from public;
revoke execute on function private.invitation_not_found() from public;
revoke execute on function private.answer_household(uuid, jsonb, text, text, text, boolean) from public;
revoke execute on function private.save_household(jsonb) from public;

-- ---------------------------------------------------------------------------------------------
-- The RSVP deadline (docs/decisions/0018-the-site-by-the-clock.md): the instant of
-- src/config/wedding.ts RSVP_CLOSES_AT, which the couple's panel keeps in settings
-- (docs/decisions/0024-settings.md); null while they have not set it.
create function private.rsvp_closes_at()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select s.rsvp_closes_at from public.settings s where s.id
$$;

-- Whether an answer given at p_at is taken: before the deadline (or no deadline set yet), or after
-- it while the couple keep accepting answers (settings.rsvp_after_deadline). The instant is a
-- parameter so tests can reach both sides of the deadline; the functions pass now().
create function private.rsvp_open(p_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(p_at < private.rsvp_closes_at(), true)
      or coalesce((select s.rsvp_after_deadline from public.settings s where s.id), false)
$$;

-- The first statement of each guest's RSVP function: past the deadline, no one answers, however
-- the call is made.
create function private.require_rsvp_open(p_at timestamptz)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.rsvp_open(p_at) then
    raise exception using errcode = 'WD410',
      message = 'O prazo para confirmar presença terminou. Fale com os noivos pelo WhatsApp.';
  end if;
end;
$$;

revoke execute on function private.rsvp_closes_at() from public;
revoke execute on function private.rsvp_open(timestamptz) from public;
revoke execute on function private.require_rsvp_open(timestamptz) from public;

-- What the RSVP section asks once the visitor's clock says the deadline has passed: whether the
-- database still takes answers (the couple may keep accepting them).
create function public.rsvp_open()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.rsvp_open(pg_catalog.now())
$$;

-- ---------------------------------------------------------------------------------------------
-- The open form (docs/product.md §4): every answer is kept, none replaces another, and the guest
-- is told the same whether or not the e-mail had answered before. Dropped first: databases built
-- before the guest list have the version that replaced answers (it returned boolean).
drop function if exists public.submit_rsvp(text, text, text, text, text);
create function public.submit_rsvp(
  p_nome_completo text,
  p_vai_ao_evento text,
  p_email text,
  p_telefone text,
  p_observacoes text default null,
  -- Dietary restrictions or allergies: health data, stored only with p_consent
  -- (docs/decisions/0022-guests-personal-data.md); without it the rest of the answer is stored.
  p_dietary text default null,
  p_consent boolean default false
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_nome text := private.clean(p_nome_completo);
  v_vai text := lower(private.clean(p_vai_ao_evento));
  v_email text := private.clean(p_email);
  v_telefone text := private.clean(p_telefone);
  v_observacoes text := private.clean(p_observacoes);
  v_dietary text := case when p_consent then private.clean(p_dietary) end;
begin
  perform private.require_rsvp_open(pg_catalog.now());
  perform private.rate_limit('submit_rsvp', private.client_key());
  if v_nome is null or v_vai is null or v_email is null or v_telefone is null then
    raise exception using errcode = 'WD400',
      message = 'Por favor, preencha todos os campos obrigatórios.';
  end if;
  if v_vai = 'não' then
    v_vai := 'nao';
  end if;
  if v_vai not in ('sim', 'nao') then
    raise exception using errcode = 'WD400',
      message = 'Por favor, informe se você vai ao casamento.';
  end if;
  if char_length(v_nome) > 80 then
    raise exception using errcode = 'WD400', message = 'O nome deve ter no máximo 80 caracteres.';
  end if;
  if not private.is_email(v_email) then
    raise exception using errcode = 'WD400', message = 'Por favor, informe um e-mail válido.';
  end if;
  if not private.is_phone(v_telefone) then
    raise exception using errcode = 'WD400',
      message = 'Por favor, informe um telefone válido, com DDD.';
  end if;
  if char_length(v_observacoes) > 1000 then
    raise exception using errcode = 'WD400',
      message = 'As observações devem ter no máximo 1000 caracteres.';
  end if;
  if char_length(v_dietary) > 300 then
    raise exception using errcode = 'WD400',
      message = 'As restrições alimentares devem ter no máximo 300 caracteres.';
  end if;

  -- At most 20 answers a day under one e-mail (any case) from one client (src/config/limits.ts
  -- RATE_LIMITS.rsvp_email), so a loop cannot fill one guest's history. Counted per client, not
  -- per e-mail alone: a stranger who knows a guest's e-mail must not be able to lock that guest
  -- out (submit_rsvp's global ceiling bounds the many-address case). Refused with the rate
  -- limit's text: nothing here tells whether the e-mail had answered.
  perform private.rate_limit(
    'rsvp_email',
    private.client_key() || '|' || pg_catalog.md5(pg_catalog.lower(v_email)));

  insert into public.rsvps
    (nome_completo, vai_ao_evento, email, telefone, observacoes, dietary, sensitive_consent_at)
  values (v_nome, v_vai, v_email, v_telefone, v_observacoes, v_dietary,
          case when p_consent then pg_catalog.now() end);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Personal links: the code is the household's proof of identity.

-- The household's names and answers, nothing else; a wrong code answers
-- private.invitation_not_found() (counted).
create function public.get_invitation(p_code text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := private.find_invitation(p_code);
  v_household json;
begin
  if v_id is null then
    return private.invitation_not_found();
  end if;
  select pg_catalog.json_build_object(
           'household_name', h.household ->> 'name',
           'message', h.household ->> 'message',
           'phone', h.household ->> 'answer_phone',
           'answered_at', h.household -> 'answered_at',
           'members', h.household -> 'members')
    into v_household
    from (select private.household_json(x, 0) as household
            from public.households x where x.id = v_id) h;
  return v_household;
end;
$$;

-- Replaces the household's current answers and appends them to its history; null when stored, or
-- private.invitation_not_found() for a wrong code (counted).
create function public.answer_invitation(
  p_code text,
  p_answers jsonb,
  p_message text default null,
  p_phone text default null,
  p_consent boolean default false
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid := private.find_invitation(p_code);
begin
  perform private.require_rsvp_open(pg_catalog.now());
  if v_id is null then
    return private.invitation_not_found();
  end if;
  perform private.rate_limit('answer_invitation', private.client_key());
  -- At most 50 answers per household a day (src/config/limits.ts GUEST_LIST_LIMITS): a loop with
  -- the right code cannot grow the history without bound. The lock queues one household's answers.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('household-answers:' || v_id::text, 0));
  if (select count(*) from public.household_answers a
       where a.household_id = v_id
         and a.answered_at > pg_catalog.now() - interval '1 day') >= 50 then
    raise exception using errcode = 'WD420',
      message = 'Muitas tentativas em pouco tempo. Aguarde alguns minutos e tente de novo.';
  end if;
  perform private.answer_household(v_id, p_answers, p_message, p_phone, 'convite', p_consent);
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The couple's side (token first, like every admin function).

-- The whole list, by name, each household with its members, latest answer and last 20 answers.
create function public.admin_list_households(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return coalesce(
    (select pg_catalog.json_agg(private.household_json(h, 20) order by h.name, h.id)
       from public.households h),
    '[]'::json);
end;
$$;

create function public.admin_save_household(p_token text, p_household jsonb)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('households', 0));
  return private.save_household(p_household);
end;
$$;

create function public.admin_delete_household(p_token text, p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  delete from public.households h where h.id = p_id;
  if not found then
    raise exception using errcode = 'WD404', message = 'Convite não encontrado.';
  end if;
end;
$$;

-- A spreadsheet's households, in one transaction: one already on the list (private.household_key:
-- same name and phone, ignoring case, accents and punctuation) or earlier in the same payload is
-- skipped, so importing the same file twice adds nothing. Any invalid household refuses all.
create function public.admin_import_households(p_token text, p_households jsonb)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_household jsonb;
  v_key text;
  v_seen jsonb;
  v_created integer := 0;
  v_skipped integer := 0;
begin
  perform private.require_admin(p_token);
  if p_households is null or pg_catalog.jsonb_typeof(p_households) <> 'array' then
    raise exception using errcode = 'WD400', message = 'Nenhum convite para importar.';
  end if;
  if pg_catalog.jsonb_array_length(p_households) > 1000 then
    raise exception using errcode = 'WD400',
      message = 'Importe no máximo 1000 convites por vez.';
  end if;
  -- One import or save at a time: two imports of one file at once cannot both add it.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('households', 0));
  select coalesce(pg_catalog.jsonb_object_agg(k.key, true), '{}'::jsonb)
    into v_seen
    from (select distinct private.household_key(h.name, h.phone) as key
            from public.households h) k;

  for v_household in select x.value from pg_catalog.jsonb_array_elements(p_households) x loop
    if pg_catalog.jsonb_typeof(v_household) <> 'object' then
      raise exception using errcode = 'WD400', message = 'Informe o nome do convite.';
    end if;
    v_key := private.household_key(
      private.clean(v_household ->> 'name'), private.clean(v_household ->> 'phone'));
    if v_seen ? v_key then
      v_skipped := v_skipped + 1;
    else
      perform private.save_household(v_household - 'id');
      v_seen := v_seen || pg_catalog.jsonb_build_object(v_key, true);
      v_created := v_created + 1;
    end if;
  end loop;
  return pg_catalog.json_build_object('created', v_created, 'skipped', v_skipped);
end;
$$;

-- An answer a guest gave the couple by phone (source 'casal'): the same rules as the personal link.
create function public.admin_record_answer(
  p_token text,
  p_household_id uuid,
  p_answers jsonb,
  p_message text default null,
  p_phone text default null,
  p_consent boolean default false
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  if not exists (select 1 from public.households h where h.id = p_household_id) then
    raise exception using errcode = 'WD404', message = 'Convite não encontrado.';
  end if;
  perform private.answer_household(p_household_id, p_answers, p_message, p_phone, 'casal', p_consent);
end;
$$;

-- Links an open-form answer to a household (null unlinks it). It never changes the household's
-- answers: the couple decide what it means.
create function public.admin_match_rsvp(p_token text, p_rsvp_id uuid, p_household_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  if p_household_id is not null
    and not exists (select 1 from public.households h where h.id = p_household_id) then
    raise exception using errcode = 'WD404', message = 'Convite não encontrado.';
  end if;
  update public.rsvps r set household_id = p_household_id where r.id = p_rsvp_id;
  if not found then
    raise exception using errcode = 'WD404', message = 'Resposta não encontrada.';
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Execute: revoked from everyone (Supabase grants new functions to the API roles by default),
-- then granted to who needs it. The admin functions are callable by anon because the token, not
-- the role, is the credential.
revoke execute on function public.submit_rsvp(text, text, text, text, text, text, boolean) from public, anon, authenticated, service_role;
revoke execute on function public.rsvp_open() from public, anon, authenticated, service_role;
revoke execute on function public.get_invitation(text) from public, anon, authenticated, service_role;
revoke execute on function public.answer_invitation(text, jsonb, text, text, boolean) from public, anon, authenticated, service_role;
revoke execute on function public.admin_list_households(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_save_household(text, jsonb) from public, anon, authenticated, service_role;
revoke execute on function public.admin_delete_household(text, uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_import_households(text, jsonb) from public, anon, authenticated, service_role;
revoke execute on function public.admin_record_answer(text, uuid, jsonb, text, text, boolean) from public, anon, authenticated, service_role;
revoke execute on function public.admin_match_rsvp(text, uuid, uuid) from public, anon, authenticated, service_role;

grant execute on function public.submit_rsvp(text, text, text, text, text, text, boolean) to anon, authenticated;
grant execute on function public.rsvp_open() to anon, authenticated;
grant execute on function public.get_invitation(text) to anon, authenticated;
grant execute on function public.answer_invitation(text, jsonb, text, text, boolean) to anon, authenticated;
grant execute on function public.admin_list_households(text) to anon, authenticated;
grant execute on function public.admin_save_household(text, jsonb) to anon, authenticated;
grant execute on function public.admin_delete_household(text, uuid) to anon, authenticated;
grant execute on function public.admin_import_households(text, jsonb) to anon, authenticated;
grant execute on function public.admin_record_answer(text, uuid, jsonb, text, text, boolean) to anon, authenticated;
grant execute on function public.admin_match_rsvp(text, uuid, uuid) to anon, authenticated;
