-- Guests' personal data as LGPD expects (docs/decisions/0022-guests-personal-data.md): consent for
-- sensitive fields, the couple's lookup, export and erasure of one person, the privacy log, and the
-- retention that clears contact details and sensitive fields after RETENTION_ENDS_AT
-- (src/config/wedding.ts).

-- ---------------------------------------------------------------------------------------------
-- Tables

-- The open form's dietary restrictions or allergies (health data: stored only with consent, and
-- when the guest gave it). Erasure and the retention clear the contact, so a row keeps its answer
-- without an e-mail or a phone.
alter table public.rsvps
  add column dietary text,
  add column sensitive_consent_at timestamptz,
  add constraint rsvps_dietary_check check (private.is_trimmed(dietary, 300)),
  add constraint rsvps_dietary_consent_check
    check (dietary is null or sensitive_consent_at is not null),
  alter column email drop not null,
  alter column telefone drop not null,
  drop constraint rsvps_email_check,
  add constraint rsvps_email_check check (email is null or private.is_stored_email(email)),
  drop constraint rsvps_telefone_check,
  add constraint rsvps_telefone_check check (telefone is null or private.is_phone(telefone));

-- A reservation whose guest was erased, or whose e-mail the retention removed, stays reserved.
alter table public.gifts
  drop constraint gifts_reservation_check,
  add constraint gifts_reservation_check check (
    (reserved and reserved_by is not null and reserved_date is not null)
    or (not reserved and reserved_by is null and reserved_email is null and reserved_phone is null
      and message is null and reserved_date is null)
  );

-- Every lookup, export and erasure by the couple, and every retention run that changed something:
-- who, when, what, and counts of rows, never whom (no name, e-mail or phone).
create table public.privacy_actions (
  id uuid primary key default gen_random_uuid(),
  at timestamptz not null default now(),
  action text not null,
  -- null for the retention, which nobody runs by hand.
  admin_user_id uuid references public.admin_users (id) on delete set null,
  admin_username text,
  counts jsonb not null,
  constraint privacy_actions_action_check
    check (action in ('lookup', 'export', 'erase', 'retention')),
  constraint privacy_actions_admin_check check (action = 'retention' or admin_username is not null),
  constraint privacy_actions_counts_check check (pg_catalog.jsonb_typeof(counts) = 'object')
);
create index privacy_actions_at_idx on public.privacy_actions (at desc);

-- No anon access: RLS on, no policy, no grant. The couple read it through admin_privacy_log.
revoke all on public.privacy_actions from public, anon, authenticated;
alter table public.privacy_actions enable row level security;

-- ---------------------------------------------------------------------------------------------
-- Private helpers

-- What replaces a name the couple erased (messages, reservations, contributions, answers).
create function private.erased_name()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Anônimo'::text
$$;

-- An e-mail as the lookup compares it: trimmed, any case.
create function private.email_key(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(pg_catalog.lower(private.trim_invisible(p_value)), '')
$$;

-- A name as the lookup compares it (a wall message's signature, a household member): case, accents
-- and runs of invisible characters ignored, so 'VALQUIRIA  xandovalle' is 'Valquíria Xandovalle'.
-- The accents go before the case: lower() changes only ASCII letters under the C locale.
create function private.name_key(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(pg_catalog.btrim(private.as_read(pg_catalog.translate(
           p_value,
           'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ',
           'aaaaaeeeeiiiiooooouuuucnAAAAAEEEEIIIIOOOOOUUUUCN'))), '')
$$;

-- Whether a row's e-mail or phone is one of the person's.
create function private.is_person(
  p_email text,
  p_phone text,
  p_emails text[],
  p_phones text[]
)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(private.email_key(p_email) = any (p_emails), false)
      or coalesce(private.phone_key(p_phone) = any (p_phones), false)
$$;

-- The names of a household answer's members (a jsonb array of {name, attending, dietary}), as
-- private.name_key compares them.
create function private.answer_member_names(p_members jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(private.name_key(e.value ->> 'name')) filter (
           where pg_catalog.jsonb_typeof(e.value) = 'object'
             and private.name_key(e.value ->> 'name') is not null), '{}')
    from pg_catalog.jsonb_array_elements(p_members) e
$$;

-- The households that belong to the person: their contact, or a phone one of their answers gave.
create function private.person_households(p_emails text[], p_phones text[])
returns uuid[]
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(h.id), '{}')
    from public.households h
   where private.is_person(h.email, h.phone, p_emails, p_phones)
      or exists (
        select 1 from public.household_answers a
         where a.household_id = h.id
           and coalesce(private.phone_key(a.phone) = any (p_phones), false))
$$;

-- The households that list the person by name (private.name_key, whole names): a member, or a
-- member of one of their answers, carries one of p_names. Their contact is someone else's.
create function private.named_households(p_names text[])
returns uuid[]
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(h.id), '{}')
    from public.households h
   where pg_catalog.cardinality(p_names) > 0
     and (exists (
            select 1 from public.household_members m
             where m.household_id = h.id and private.name_key(m.name) = any (p_names))
       or exists (
            select 1 from public.household_answers a
             where a.household_id = h.id and private.answer_member_names(a.members) && p_names))
$$;

-- The person an e-mail or a phone names: that e-mail or phone, the others stored beside it on the
-- same rows (the phone of an answer given with the e-mail, and so on, until nothing new turns
-- up), and the names those rows carry: the open-form answers', reservations', contributions', and
-- the members' of the households whose contact or an answer's phone is theirs (current and in
-- every answer). The names find the wall messages (which carry only a name) and the person as a
-- member of any other household (private.named_households); a household found by name adds no
-- e-mail or phone: its contact is not the person's. Answers {kind, emails, phones, names}.
create function private.person_keys(p_query text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_query text := private.clean(p_query);
  v_kind text;
  v_emails text[] := '{}';
  v_phones text[] := '{}';
  v_more_emails text[];
  v_more_phones text[];
  v_households uuid[];
  v_names text[];
begin
  if v_query is null then
    raise exception using errcode = 'WD400', message = 'Informe o e-mail ou o telefone da pessoa.';
  end if;
  if pg_catalog.strpos(v_query, '@') > 0 then
    if not private.is_stored_email(v_query) then
      raise exception using errcode = 'WD400', message = 'Por favor, informe um e-mail válido.';
    end if;
    v_kind := 'email';
    v_emails := array[private.email_key(v_query)];
  else
    if not private.is_phone(v_query) then
      raise exception using errcode = 'WD400',
        message = 'Informe um e-mail ou um telefone válido, com DDD.';
    end if;
    v_kind := 'phone';
    v_phones := array[private.phone_key(v_query)];
  end if;

  loop
    v_households := private.person_households(v_emails, v_phones);
    select coalesce(pg_catalog.array_agg(distinct k.email) filter (where k.email is not null), '{}'),
           coalesce(pg_catalog.array_agg(distinct k.phone) filter (where k.phone is not null), '{}')
      into v_more_emails, v_more_phones
      from (
        select private.email_key(r.email) as email, private.phone_key(r.telefone) as phone
          from public.rsvps r where private.is_person(r.email, r.telefone, v_emails, v_phones)
        union all
        select private.email_key(g.reserved_email), private.phone_key(g.reserved_phone)
          from public.gifts g
         where private.is_person(g.reserved_email, g.reserved_phone, v_emails, v_phones)
        union all
        select private.email_key(c.donor_email), private.phone_key(c.donor_phone)
          from public.contributions c
         where private.is_person(c.donor_email, c.donor_phone, v_emails, v_phones)
        union all
        select private.email_key(h.email), private.phone_key(h.phone)
          from public.households h where h.id = any (v_households)
        union all
        select null, private.phone_key(a.phone)
          from public.household_answers a where a.household_id = any (v_households)
      ) k;
    exit when v_more_emails <@ v_emails and v_more_phones <@ v_phones;
    v_emails := array(select distinct e from pg_catalog.unnest(v_emails || v_more_emails) e);
    v_phones := array(select distinct p from pg_catalog.unnest(v_phones || v_more_phones) p);
  end loop;

  select coalesce(pg_catalog.array_agg(distinct n.name) filter (
           where n.name is not null and n.name <> private.name_key(private.erased_name())), '{}')
    into v_names
    from (
      select private.name_key(r.nome_completo) as name
        from public.rsvps r where private.is_person(r.email, r.telefone, v_emails, v_phones)
      union all
      select private.name_key(g.reserved_by)
        from public.gifts g
       where private.is_person(g.reserved_email, g.reserved_phone, v_emails, v_phones)
      union all
      select private.name_key(c.donor_name)
        from public.contributions c
       where private.is_person(c.donor_email, c.donor_phone, v_emails, v_phones)
      union all
      select private.name_key(m.name)
        from public.household_members m where m.household_id = any (v_households)
      union all
      select pg_catalog.unnest(private.answer_member_names(a.members))
        from public.household_answers a where a.household_id = any (v_households)
    ) n;

  return pg_catalog.jsonb_build_object(
    'kind', v_kind,
    'emails', pg_catalog.to_jsonb(array(select e from pg_catalog.unnest(v_emails) e order by e)),
    'phones', pg_catalog.to_jsonb(array(select p from pg_catalog.unnest(v_phones) p order by p)),
    'names', pg_catalog.to_jsonb(v_names));
end;
$$;

-- A jsonb array of text as text[].
create function private.text_array(p_value jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array(select pg_catalog.jsonb_array_elements_text(p_value)), '{}')
$$;

-- Everything stored about the person of private.person_keys, as one json document
-- (src/data/rows.ts toPersonRecord): the open-form answers with their history, the households with
-- every answer (theirs by contact or an answer's phone, and those listing them by name), the
-- reservations, the wall messages signed with one of their names, the contributions.
create function private.person_json(p_keys jsonb)
returns json
language plpgsql
stable
set search_path = ''
as $$
declare
  v_emails text[] := private.text_array(p_keys -> 'emails');
  v_phones text[] := private.text_array(p_keys -> 'phones');
  v_names text[] := private.text_array(p_keys -> 'names');
  v_households uuid[] :=
    private.person_households(v_emails, v_phones) || private.named_households(v_names);
begin
  return pg_catalog.json_build_object(
    'kind', p_keys ->> 'kind',
    'emails', p_keys -> 'emails',
    'phones', p_keys -> 'phones',
    'found_at', pg_catalog.now(),
    'rsvps', coalesce(
      (select pg_catalog.json_agg(pg_catalog.to_json(r) order by r.created_at desc, r.id)
         from public.rsvps r where private.is_person(r.email, r.telefone, v_emails, v_phones)),
      '[]'::json),
    'households', coalesce(
      (select pg_catalog.json_agg(private.household_json(h, null) order by h.name, h.id)
         from public.households h where h.id = any (v_households)),
      '[]'::json),
    'reservations', coalesce(
      (select pg_catalog.json_agg(pg_catalog.json_build_object(
                'gift_id', g.id, 'gift_name', g.name, 'reserved_by', g.reserved_by,
                'reserved_email', g.reserved_email, 'reserved_phone', g.reserved_phone,
                'message', g.message, 'reserved_date', g.reserved_date)
              order by g.reserved_date desc, g.id)
         from public.gifts g
        where g.reserved
          and private.is_person(g.reserved_email, g.reserved_phone, v_emails, v_phones)),
      '[]'::json),
    'messages', coalesce(
      (select pg_catalog.json_agg(pg_catalog.json_build_object(
                'id', m.id, 'name', m.name, 'message', m.message, 'is_approved', m.is_approved,
                'created_at', m.created_at)
              order by m.created_at desc, m.id)
         from public.messages m where private.name_key(m.name) = any (v_names)),
      '[]'::json),
    -- Without checkout_key: a digest of the checkout, nothing the person gave.
    'contributions', coalesce(
      (select pg_catalog.json_agg(pg_catalog.to_jsonb(c) - 'checkout_key'
                order by c.contributed_at desc, c.id)
         from public.contributions c
        where private.is_person(c.donor_email, c.donor_phone, v_emails, v_phones)),
      '[]'::json)
  );
end;
$$;

-- How many rows of each kind a person document holds: what the privacy log records of a lookup.
create function private.person_counts(p_person json)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'rsvps', pg_catalog.json_array_length(p_person -> 'rsvps'),
    'households', pg_catalog.json_array_length(p_person -> 'households'),
    'reservations', pg_catalog.json_array_length(p_person -> 'reservations'),
    'messages', pg_catalog.json_array_length(p_person -> 'messages'),
    'contributions', pg_catalog.json_array_length(p_person -> 'contributions'))
$$;

-- Everything stored about one person (src/data/rows.ts toPersonRecord), for the couple only:
-- logged as p_action ('lookup' in the panel, 'export' for the file handed to the person).
create function private.person_for_couple(p_token text, p_query text, p_action text)
returns json
language plpgsql
set search_path = ''
as $$
declare
  v_user uuid := private.require_admin(p_token);
  v_person json := private.person_json(private.person_keys(p_query));
begin
  perform private.log_privacy(p_action, v_user, private.person_counts(v_person));
  return v_person;
end;
$$;

-- One row of the privacy log (p_user null: the retention).
create function private.log_privacy(p_action text, p_user uuid, p_counts jsonb)
returns void
language sql
set search_path = ''
as $$
  insert into public.privacy_actions (action, admin_user_id, admin_username, counts)
  values (p_action, p_user, (select u.username from public.admin_users u where u.id = p_user),
          p_counts)
$$;

-- A household answer's members (a jsonb array) without their dietary notes and, when p_erase,
-- without their names (a companion seat nobody took keeps its '').
create function private.strip_answer_members(p_members jsonb, p_erase boolean)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    pg_catalog.jsonb_agg(
      case when pg_catalog.jsonb_typeof(e.value) = 'object' then
        e.value || pg_catalog.jsonb_build_object('dietary', null)
          || case when p_erase and coalesce(e.value ->> 'name', '') <> ''
               then pg_catalog.jsonb_build_object('name', private.erased_name())
               else '{}'::jsonb end
      else e.value end
      order by e.ordinality),
    '[]'::jsonb)
  from pg_catalog.jsonb_array_elements(p_members) with ordinality as e(value, ordinality)
$$;

-- A household answer's members (a jsonb array) with the entries named one of p_names
-- (private.name_key) erased: name private.erased_name(), no dietary note. The others stay.
create function private.erase_named_members(p_members jsonb, p_names text[])
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    pg_catalog.jsonb_agg(
      case when pg_catalog.jsonb_typeof(e.value) = 'object'
                and private.name_key(e.value ->> 'name') = any (p_names) then
        e.value || pg_catalog.jsonb_build_object('name', private.erased_name(), 'dietary', null)
      else e.value end
      order by e.ordinality),
    '[]'::jsonb)
  from pg_catalog.jsonb_array_elements(p_members) with ordinality as e(value, ordinality)
$$;

-- Whether a household answer's members still carry a dietary note.
create function private.answer_has_dietary(p_members jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select exists (
    select 1 from pg_catalog.jsonb_array_elements(p_members) e
     where pg_catalog.jsonb_typeof(e.value) = 'object' and e.value ->> 'dietary' is not null)
$$;

-- ---------------------------------------------------------------------------------------------
-- Retention: from src/config/wedding.ts RETENTION_ENDS_AT, which the couple's panel keeps in
-- settings (docs/decisions/0024-settings.md; null while they have not set it: nothing is removed
-- by the clock); the notice RETENTION_NOTICE_DAYS before (the same number below;
-- tests/db/privacy.test.ts compares them).

create function private.retention_ends_at()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select s.retention_ends_at from public.settings s where s.id
$$;

-- Rows still holding what the retention clears, by kind.
create function private.retention_pending()
returns json
language sql
stable
set search_path = ''
as $$
  select pg_catalog.json_build_object(
    'rsvps', (select pg_catalog.count(*) from public.rsvps r
               where r.email is not null or r.telefone is not null or r.dietary is not null
                  or r.observacoes is not null),
    'households', (select pg_catalog.count(*) from public.households h
                    where h.email is not null or h.phone is not null
                       or exists (select 1 from public.household_members m
                                   where m.household_id = h.id
                                     and (m.dietary is not null or m.age_band is not null))
                       or exists (select 1 from public.household_answers a
                                   where a.household_id = h.id
                                     and (a.phone is not null
                                       or private.answer_has_dietary(a.members)))),
    'reservations', (select pg_catalog.count(*) from public.gifts g
                      where g.reserved_email is not null or g.reserved_phone is not null),
    'contributions', (select pg_catalog.count(*) from public.contributions c
                       where c.donor_email is not null or c.donor_phone is not null
                          or c.checkout_key is not null))
$$;

-- From RETENTION_ENDS_AT on (p_now: the instant to judge by; the schedule passes now()), removes
-- the guests' contact details and sensitive fields everywhere: e-mails, phones, dietary notes and
-- observations, children's age bands. Names, answers, wall messages, reservations, gift names and
-- the contributions' amounts and dates stay. Idempotent: a run with nothing left to clear changes
-- nothing and logs nothing. Answers how many rows of each kind it changed.
create function private.apply_retention(p_now timestamptz)
returns json
language plpgsql
set search_path = ''
as $$
declare
  v_rsvps integer := 0;
  v_households uuid[] := '{}';
  v_gifts integer := 0;
  v_contributions integer := 0;
  v_counts jsonb;
begin
  if p_now is null or private.retention_ends_at() is null or p_now < private.retention_ends_at() then
    return pg_catalog.json_build_object(
      'rsvps', 0, 'households', 0, 'reservations', 0, 'messages', 0, 'contributions', 0);
  end if;

  update public.rsvps r
     set email = null, telefone = null, dietary = null, observacoes = null
   where r.email is not null or r.telefone is not null or r.dietary is not null
      or r.observacoes is not null;
  get diagnostics v_rsvps = row_count;

  with changed as (
    update public.households h set email = null, phone = null
     where h.email is not null or h.phone is not null
    returning h.id
  ), members as (
    update public.household_members m set dietary = null, age_band = null
     where m.dietary is not null or m.age_band is not null
    returning m.household_id
  ), answers as (
    update public.household_answers a
       set phone = null, members = private.strip_answer_members(a.members, false)
     where a.phone is not null or private.answer_has_dietary(a.members)
    returning a.household_id
  )
  select coalesce(pg_catalog.array_agg(distinct x.id), '{}') into v_households
    from (select id from changed
          union all select household_id from members
          union all select household_id from answers) x;

  update public.gifts g set reserved_email = null, reserved_phone = null
   where g.reserved_email is not null or g.reserved_phone is not null;
  get diagnostics v_gifts = row_count;

  update public.contributions c set donor_email = null, donor_phone = null, checkout_key = null
   where c.donor_email is not null or c.donor_phone is not null or c.checkout_key is not null;
  get diagnostics v_contributions = row_count;

  v_counts := pg_catalog.jsonb_build_object(
    'rsvps', v_rsvps, 'households', pg_catalog.cardinality(v_households),
    'reservations', v_gifts, 'messages', 0, 'contributions', v_contributions);
  if v_rsvps + pg_catalog.cardinality(v_households) + v_gifts + v_contributions > 0 then
    perform private.log_privacy('retention', null, v_counts);
  end if;
  return v_counts::json;
end;
$$;

-- The panel's retention notice at p_now: the date (null: not set), whole days left, whether the
-- notice is due (RETENTION_NOTICE_DAYS before), what is still to clear, and when the retention last
-- ran.
create function private.retention_status(p_now timestamptz)
returns json
language sql
stable
set search_path = ''
as $$
  select pg_catalog.json_build_object(
    'retain_until', private.retention_ends_at(),
    'days_left', greatest(pg_catalog.ceil(
      extract(epoch from private.retention_ends_at() - p_now) / 86400), 0)::integer,
    'notice_due', coalesce(p_now < private.retention_ends_at()
      and private.retention_ends_at() - p_now <= interval '30 days', false),
    'pending', private.retention_pending(),
    'last_applied_at',
      (select pg_catalog.max(a.at) from public.privacy_actions a where a.action = 'retention'))
$$;

revoke execute on function private.erased_name() from public;
revoke execute on function private.email_key(text) from public;
revoke execute on function private.name_key(text) from public;
revoke execute on function private.is_person(text, text, text[], text[]) from public;
revoke execute on function private.answer_member_names(jsonb) from public;
revoke execute on function private.person_households(text[], text[]) from public;
revoke execute on function private.named_households(text[]) from public;
revoke execute on function private.person_keys(text) from public;
revoke execute on function private.text_array(jsonb) from public;
revoke execute on function private.person_json(jsonb) from public;
revoke execute on function private.person_counts(json) from public;
revoke execute on function private.person_for_couple(text, text, text) from public;
revoke execute on function private.log_privacy(text, uuid, jsonb) from public;
revoke execute on function private.strip_answer_members(jsonb, boolean) from public;
revoke execute on function private.erase_named_members(jsonb, text[]) from public;
revoke execute on function private.answer_has_dietary(jsonb) from public;
revoke execute on function private.retention_ends_at() from public;
revoke execute on function private.retention_pending() from public;
revoke execute on function private.apply_retention(timestamptz) from public;
revoke execute on function private.retention_status(timestamptz) from public;

-- ---------------------------------------------------------------------------------------------
-- The couple's side (token first, like every admin function). p_query: an e-mail or a phone.

-- Everything stored about one person, shown in the panel; logged as a lookup.
create function public.admin_find_person(p_token text, p_query text)
returns json
language sql
security definer
set search_path = ''
as $$
  select private.person_for_couple(p_token, p_query, 'lookup')
$$;

-- The same document, for the file handed to the person; logged as an export.
create function public.admin_export_person(p_token text, p_query text)
returns json
language sql
security definer
set search_path = ''
as $$
  select private.person_for_couple(p_token, p_query, 'export')
$$;

-- Erases one person in one transaction: their name, e-mail, phone, dietary notes, observations and
-- private notes everywhere they appear (open-form answers and their history, households with their
-- members and answers, reservations, wall messages' signatures, contributions, the rate limit's
-- digest of the e-mail). A household whose contact or an answer's phone is theirs is erased whole;
-- in any other household that lists them by name only their member (name, dietary note, age band)
-- and their entries in its answers are. Rows stay, anonymised: an answer still counts, a
-- reservation stays reserved, a message stays on the wall as private.erased_name(), a paid
-- contribution keeps its amount and date for the couple's accounts. Answers how many rows of each
-- kind changed (households: every household changed); logged.
create function public.admin_erase_person(p_token text, p_query text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := private.require_admin(p_token);
  v_keys jsonb := private.person_keys(p_query);
  v_emails text[] := private.text_array(v_keys -> 'emails');
  v_phones text[] := private.text_array(v_keys -> 'phones');
  v_names text[] := private.text_array(v_keys -> 'names');
  v_households uuid[] := private.person_households(v_emails, v_phones);
  v_named uuid[] := private.named_households(v_names);
  v_erased text := private.erased_name();
  v_rsvps integer;
  v_gifts integer;
  v_messages integer;
  v_contributions integer;
  v_counts jsonb;
begin
  update public.rsvps r
     set nome_completo = v_erased, email = null, telefone = null, observacoes = null,
         dietary = null, sensitive_consent_at = null, updated_at = pg_catalog.now()
   where private.is_person(r.email, r.telefone, v_emails, v_phones);
  get diagnostics v_rsvps = row_count;

  update public.households h
     set name = v_erased, email = null, phone = null, note = null, updated_at = pg_catalog.now()
   where h.id = any (v_households);
  update public.household_members m
     set name = case when m.name = '' then '' else v_erased end, dietary = null, age_band = null
   where m.household_id = any (v_households);
  update public.household_answers a
     set message = null, phone = null, sensitive_consent_at = null,
         members = private.strip_answer_members(a.members, true)
   where a.household_id = any (v_households);

  -- Listed by name in someone else's household: their seat stays (its answer still counts).
  update public.household_members m
     set name = v_erased, dietary = null, age_band = null
   where m.household_id = any (v_named) and m.household_id <> all (v_households)
     and private.name_key(m.name) = any (v_names);
  update public.household_answers a
     set members = private.erase_named_members(a.members, v_names)
   where a.household_id = any (v_named) and a.household_id <> all (v_households)
     and private.answer_member_names(a.members) && v_names;
  update public.households h set updated_at = pg_catalog.now()
   where h.id = any (v_named) and h.id <> all (v_households);

  update public.gifts g
     set reserved_by = v_erased, reserved_email = null, reserved_phone = null, message = null,
         updated_at = pg_catalog.now()
   where g.reserved and private.is_person(g.reserved_email, g.reserved_phone, v_emails, v_phones);
  get diagnostics v_gifts = row_count;

  update public.messages m set name = v_erased where private.name_key(m.name) = any (v_names);
  get diagnostics v_messages = row_count;

  update public.contributions c
     set donor_name = v_erased, donor_email = null, donor_phone = null, message = null,
         checkout_key = null
   where private.is_person(c.donor_email, c.donor_phone, v_emails, v_phones);
  get diagnostics v_contributions = row_count;

  -- submit_rsvp counts answers per e-mail as client|md5(e-mail): a digest of the address.
  delete from private.rate_hits h
   where h.action = 'rsvp_email'
     and pg_catalog.split_part(h.client, '|', 2) = any (
       array(select pg_catalog.md5(e) from pg_catalog.unnest(v_emails) e));

  v_counts := pg_catalog.jsonb_build_object(
    'rsvps', v_rsvps,
    'households', (select pg_catalog.count(distinct x.id)
                     from pg_catalog.unnest(v_households || v_named) as x(id)),
    'reservations', v_gifts, 'messages', v_messages, 'contributions', v_contributions);
  perform private.log_privacy('erase', v_user, v_counts);
  return v_counts::json;
end;
$$;

-- The privacy log, newest first, the latest 200 (src/data/rows.ts toPrivacyLog).
create function public.admin_privacy_log(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return coalesce(
    (select pg_catalog.json_agg(pg_catalog.json_build_object(
              'id', a.id, 'at', a.at, 'action', a.action, 'admin_username', a.admin_username,
              'counts', a.counts)
            order by a.at desc, a.id desc)
       from (select x.* from public.privacy_actions x order by x.at desc, x.id desc limit 200) a),
    '[]'::json);
end;
$$;

-- The retention's date and what it will remove, now (src/data/rows.ts toRetentionStatus).
create function public.admin_retention_status(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return private.retention_status(pg_catalog.now());
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Execute: revoked from everyone, then granted to the API roles: the token is the credential.
revoke execute on function public.admin_find_person(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_export_person(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_erase_person(text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_privacy_log(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_retention_status(text) from public, anon, authenticated, service_role;

grant execute on function public.admin_find_person(text, text) to anon, authenticated;
grant execute on function public.admin_export_person(text, text) to anon, authenticated;
grant execute on function public.admin_erase_person(text, text) to anon, authenticated;
grant execute on function public.admin_privacy_log(text) to anon, authenticated;
grant execute on function public.admin_retention_status(text) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- The daily run. Supabase has pg_cron (preloaded; the extension is created here); PGlite and a
-- plain PostgreSQL without it skip this, and the embedded demo applies the retention when it
-- starts instead (src/data/embedded/embedded-core.ts). pg_cron loads only when preloaded; a host
-- that hides that setting from the migration's role (it is readable by superusers only) is taken
-- at its word that the extension it lists is usable. cron.schedule with a job name replaces that
-- job, so running this again keeps one schedule.
do $$
declare
  v_preloaded boolean;
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions e where e.name = 'pg_cron') then
    return;
  end if;
  begin
    v_preloaded := coalesce(pg_catalog.current_setting('shared_preload_libraries', true), '')
      ~ '(^|[ ,])pg_cron([ ,]|$)';
  exception when insufficient_privilege then
    v_preloaded := true;
  end;
  if v_preloaded then
    create extension if not exists pg_cron;
    perform cron.schedule(
      'guests-data-retention', '17 6 * * *', 'select private.apply_retention(now())');
  end if;
end
$$;
