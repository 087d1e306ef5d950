-- The wedding day at the tables and at the door (docs/decisions/0026-the-day-at-the-door.md): the
-- couple's tables and who sits where, the arrivals the cerimonial's team records at the entrance
-- (also offline: a queued arrival merges with one another phone sent, the earliest time kept), the
-- guests who came without being on the list, and a public pulse that tells the open phones to
-- read again. The couple and their team reach them through private.require_staff.
-- Limits match src/config/limits.ts DAY_OF_LIMITS (tests/db/day-of.test.ts compares them).

-- ---------------------------------------------------------------------------------------------
-- Tables

-- A table at the party: 'Mesa 7', 'Mesa dos padrinhos', and how many seats it has.
create table public.seating_tables (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  seats integer not null,
  created_at timestamptz not null default now(),
  constraint seating_tables_name_check check (private.is_trimmed(name, 60)),
  constraint seating_tables_seats_check check (seats between 1 and 100)
);
create unique index seating_tables_name_key on public.seating_tables (lower(name));

-- Where a confirmed member sits. An answer turned to 'não' afterwards frees the seat
-- (released_at) and keeps the row, so the panel can say whose seat was freed until the couple
-- seat someone else or dismiss it.
create table public.seat_assignments (
  member_id uuid primary key references public.household_members (id) on delete cascade,
  table_id uuid not null references public.seating_tables (id) on delete cascade,
  seated_at timestamptz not null default now(),
  released_at timestamptz
);
create index seat_assignments_table_id_idx on public.seat_assignments (table_id);

-- A member's arrival: one row per person, the earliest time any phone recorded.
create table public.arrivals (
  member_id uuid primary key references public.household_members (id) on delete cascade,
  arrived_at timestamptz not null
);

-- Someone who came without being on the list ('Não está na lista'). The id is the phone's, so a
-- walk-in sent twice (a queue replayed after a lost answer) is stored once.
create table public.walk_ins (
  id uuid primary key,
  name text not null,
  came_with text,
  note text,
  arrived_at timestamptz not null,
  constraint walk_ins_name_check check (private.is_trimmed(name, 80)),
  constraint walk_ins_came_with_check check (private.is_trimmed(came_with, 120)),
  constraint walk_ins_note_check check (private.is_trimmed(note, 300))
);
create index walk_ins_arrived_at_idx on public.walk_ins (arrived_at);

-- When the day's lists last changed: one row, nothing personal, readable by anyone, so Supabase
-- Realtime can tell every open Portaria to read again (the lists themselves stay closed).
create table public.day_of_changes (
  id boolean primary key default true,
  changed_at timestamptz not null default now(),
  constraint day_of_changes_id_check check (id)
);

revoke all on public.seating_tables, public.seat_assignments, public.arrivals, public.walk_ins,
  public.day_of_changes from public, anon, authenticated;
grant select (id, changed_at) on public.day_of_changes to anon, authenticated;
alter table public.seating_tables enable row level security;
alter table public.seat_assignments enable row level security;
alter table public.arrivals enable row level security;
alter table public.walk_ins enable row level security;
alter table public.day_of_changes enable row level security;

create policy "Anyone can read when the day's lists last changed."
  on public.day_of_changes for select to anon, authenticated
  using (true);

do $$
begin
  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.day_of_changes;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Private helpers

-- The day's lists mark their pulse changed (private.touch_pulse).
create trigger seating_tables_touch after insert or update or delete on public.seating_tables
  for each statement execute function private.touch_pulse('day_of_changes');
create trigger seat_assignments_touch after insert or update or delete on public.seat_assignments
  for each statement execute function private.touch_pulse('day_of_changes');
create trigger arrivals_touch after insert or update or delete on public.arrivals
  for each statement execute function private.touch_pulse('day_of_changes');
create trigger walk_ins_touch after insert or update or delete on public.walk_ins
  for each statement execute function private.touch_pulse('day_of_changes');

-- An answer that is no longer 'sim' frees the member's seat (the row stays, released).
create function private.release_seat()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.seat_assignments a
     set released_at = pg_catalog.now()
   where a.member_id = new.id and a.released_at is null;
  return null;
end;
$$;

create trigger household_members_release_seat
  after update of attending on public.household_members
  for each row
  when (old.attending = 'sim' and new.attending is distinct from 'sim')
  execute function private.release_seat();

-- The names of the tables a household's coming members sit at, in name order (get_invitation).
create function private.household_tables(p_household_id uuid)
returns json
language sql
stable
set search_path = ''
as $$
  select coalesce(pg_catalog.json_agg(t.name order by t.name), '[]'::json)
    from (select distinct st.name
            from public.household_members m
            join public.seat_assignments a on a.member_id = m.id and a.released_at is null
            join public.seating_tables st on st.id = a.table_id
           where m.household_id = p_household_id and m.attending = 'sim') t
$$;

-- The day's lists as the Mesas and the Portaria use them (src/data/rows.ts toDayOf): the tables,
-- every household with its code (the personal QR opens it) and its members with their seat and
-- arrival, and the walk-ins.
create function private.day_of_json()
returns json
language sql
stable
set search_path = ''
as $$
  select pg_catalog.json_build_object(
    'changed_at', (select c.changed_at from public.day_of_changes c),
    'tables', coalesce(
      (select pg_catalog.json_agg(pg_catalog.json_build_object(
                'id', t.id, 'name', t.name, 'seats', t.seats, 'created_at', t.created_at)
              order by t.created_at, t.id)
         from public.seating_tables t),
      '[]'::json),
    'households', coalesce(
      (select pg_catalog.json_agg(pg_catalog.json_build_object(
                'id', h.id, 'name', h.name, 'code', h.code,
                'members', (
                  select coalesce(pg_catalog.json_agg(pg_catalog.json_build_object(
                           'id', m.id, 'name', m.name, 'kind', m.kind, 'age_band', m.age_band,
                           'companion', m.companion, 'attending', m.attending,
                           'dietary', m.dietary,
                           'table_id', case when a.released_at is null then a.table_id end,
                           'released_from', case when a.released_at is not null then a.table_id end,
                           'arrived_at', r.arrived_at)
                         order by m.position, m.id), '[]'::json)
                    from public.household_members m
                    left join public.seat_assignments a on a.member_id = m.id
                    left join public.arrivals r on r.member_id = m.id
                   where m.household_id = h.id))
              order by h.name, h.id)
         from public.households h),
      '[]'::json),
    'walk_ins', coalesce(
      (select pg_catalog.json_agg(pg_catalog.json_build_object(
                'id', w.id, 'name', w.name, 'came_with', w.came_with, 'note', w.note,
                'arrived_at', w.arrived_at)
              order by w.arrived_at, w.id)
         from public.walk_ins w),
      '[]'::json))
$$;

-- What the person lookup shows of the day (private.person_json): the seats and arrivals of the
-- members of p_households (and, in p_named, those carrying one of p_names), and the walk-ins
-- named one of p_names or who came with one.
create function private.person_day_of(p_households uuid[], p_named uuid[], p_names text[])
returns json
language sql
stable
set search_path = ''
as $$
  select pg_catalog.json_build_object(
    'members', coalesce(
      (select pg_catalog.json_agg(pg_catalog.json_build_object(
                'name', m.name, 'table', st.name, 'seat_released_at', a.released_at,
                'arrived_at', r.arrived_at)
              order by m.name, m.id)
         from public.household_members m
         left join public.seat_assignments a on a.member_id = m.id
         left join public.seating_tables st on st.id = a.table_id
         left join public.arrivals r on r.member_id = m.id
        where (a.member_id is not null or r.member_id is not null)
          and (m.household_id = any (p_households)
            or (m.household_id = any (p_named) and private.name_key(m.name) = any (p_names)))),
      '[]'::json),
    'walk_ins', coalesce(
      (select pg_catalog.json_agg(pg_catalog.to_json(w) order by w.arrived_at, w.id)
         from public.walk_ins w
        where private.name_key(w.name) = any (p_names)
           or private.name_key(w.came_with) = any (p_names)),
      '[]'::json))
$$;

-- The erasure's part of the day (admin_erase_person): the arrivals of the erased members go (the
-- seat stays: the buffet counted it), and so do the walk-ins named one of p_names; one who came
-- with one of them loses that. Answers how many rows changed.
create function private.erase_day_of(p_households uuid[], p_named uuid[], p_names text[])
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_arrivals integer;
  v_walk_ins integer;
  v_came_with integer;
begin
  delete from public.arrivals r
   using public.household_members m
   where m.id = r.member_id
     and (m.household_id = any (p_households)
       or (m.household_id = any (p_named) and private.name_key(m.name) = any (p_names)));
  get diagnostics v_arrivals = row_count;
  delete from public.walk_ins w where private.name_key(w.name) = any (p_names);
  get diagnostics v_walk_ins = row_count;
  update public.walk_ins w set came_with = null
   where private.name_key(w.came_with) = any (p_names);
  get diagnostics v_came_with = row_count;
  return v_arrivals + v_walk_ins + v_came_with;
end;
$$;

-- The retention's part of the day (private.apply_retention): arrivals, seats and walk-ins go
-- (the tables, with no one at them, stay). Answers how many rows it removed.
create function private.day_of_retention()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_arrivals integer;
  v_seats integer;
  v_walk_ins integer;
begin
  delete from public.arrivals r where true;
  get diagnostics v_arrivals = row_count;
  delete from public.seat_assignments a where true;
  get diagnostics v_seats = row_count;
  delete from public.walk_ins w where true;
  get diagnostics v_walk_ins = row_count;
  return v_arrivals + v_seats + v_walk_ins;
end;
$$;

-- A time a phone recorded, as stored: never later than now (a phone's clock ahead), never more
-- than two days back (a clock far behind), now when unreadable.
create function private.recorded_time(p_value text)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  v_at timestamptz;
begin
  begin
    v_at := p_value::timestamptz;
  exception when others then
    v_at := null;
  end;
  if v_at is null or v_at > pg_catalog.now() or v_at < pg_catalog.now() - interval '2 days' then
    return pg_catalog.now();
  end if;
  return v_at;
end;
$$;

revoke execute on function private.release_seat() from public;
revoke execute on function private.household_tables(uuid) from public;
revoke execute on function private.day_of_json() from public;
revoke execute on function private.person_day_of(uuid[], uuid[], text[]) from public;
revoke execute on function private.erase_day_of(uuid[], uuid[], text[]) from public;
revoke execute on function private.day_of_retention() from public;
revoke execute on function private.recorded_time(text) from public;

-- ---------------------------------------------------------------------------------------------
-- The couple's and their team's side (token first, private.require_staff).

create function public.admin_day_of(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_staff(p_token);
  return private.day_of_json();
end;
$$;

-- Adds (p_id null) or renames/resizes a table; never fewer seats than people seated at it.
create function public.admin_save_table(p_token text, p_id uuid, p_name text, p_seats integer)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean(p_name);
  v_id uuid;
begin
  perform private.require_staff(p_token);
  if v_name is null then
    raise exception using errcode = 'WD400', message = 'Informe o nome da mesa.';
  end if;
  if char_length(v_name) > 60 then
    raise exception using errcode = 'WD400',
      message = 'O nome da mesa deve ter no máximo 60 caracteres.';
  end if;
  if p_seats is null or p_seats not between 1 and 100 then
    raise exception using errcode = 'WD400', message = 'A mesa deve ter de 1 a 100 lugares.';
  end if;
  -- One save at a time: the count of tables and the seats taken cannot be raced past.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('seating', 0));
  if exists (select 1 from public.seating_tables t
              where lower(t.name) = lower(v_name) and t.id is distinct from p_id) then
    raise exception using errcode = 'WD409', message = 'Já existe uma mesa com este nome.';
  end if;
  if p_id is null then
    if (select count(*) from public.seating_tables) >= 300 then
      raise exception using errcode = 'WD409', message = 'Limite de 300 mesas atingido.';
    end if;
    insert into public.seating_tables (name, seats) values (v_name, p_seats) returning id into v_id;
    return v_id;
  end if;
  if (select count(*) from public.seat_assignments a
       where a.table_id = p_id and a.released_at is null) > p_seats then
    raise exception using errcode = 'WD409',
      message = 'Há mais pessoas sentadas nesta mesa do que lugares.';
  end if;
  update public.seating_tables t set name = v_name, seats = p_seats where t.id = p_id
  returning t.id into v_id;
  if v_id is null then
    raise exception using errcode = 'WD404', message = 'Mesa não encontrada.';
  end if;
  return v_id;
end;
$$;

-- Deletes a table; whoever sat at it goes back to 'Sem mesa'.
create function public.admin_delete_table(p_token text, p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff(p_token);
  delete from public.seating_tables t where t.id = p_id;
  if not found then
    raise exception using errcode = 'WD404', message = 'Mesa não encontrada.';
  end if;
end;
$$;

-- Seats the members at a table (p_table_id null: 'Sem mesa'). Only confirmed members sit, and
-- never more than the table's seats.
create function public.admin_seat_members(p_token text, p_member_ids uuid[], p_table_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_table public.seating_tables%rowtype;
  v_count integer := coalesce(pg_catalog.cardinality(p_member_ids), 0);
begin
  perform private.require_staff(p_token);
  if v_count = 0 then
    raise exception using errcode = 'WD400', message = 'Escolha quem vai sentar.';
  end if;
  if v_count > 30 then
    raise exception using errcode = 'WD400', message = 'Escolha no máximo 30 pessoas por vez.';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('seating', 0));
  if p_table_id is null then
    delete from public.seat_assignments a where a.member_id = any (p_member_ids);
    return;
  end if;
  select t.* into v_table from public.seating_tables t where t.id = p_table_id;
  if v_table.id is null then
    raise exception using errcode = 'WD404', message = 'Mesa não encontrada.';
  end if;
  if exists (select 1 from pg_catalog.unnest(p_member_ids) x(id)
              where not exists (select 1 from public.household_members m
                                 where m.id = x.id and m.attending = 'sim')) then
    raise exception using errcode = 'WD409',
      message = 'Só quem confirmou presença pode ter lugar numa mesa.';
  end if;
  if (select count(*) from public.seat_assignments a
       where a.table_id = p_table_id and a.released_at is null
         and a.member_id <> all (p_member_ids))
     + (select count(distinct x.id) from pg_catalog.unnest(p_member_ids) x(id)) > v_table.seats then
    raise exception using errcode = 'WD409',
      message = 'Não há lugares livres suficientes em ' || v_table.name || '.';
  end if;
  insert into public.seat_assignments (member_id, table_id)
  select distinct x.id, p_table_id from pg_catalog.unnest(p_member_ids) x(id)
  on conflict (member_id) do update
    set table_id = excluded.table_id, seated_at = pg_catalog.now(), released_at = null;
end;
$$;

-- Arrivals from the door, as queued on a phone: [{member_id, arrived_at}]. A member already in
-- keeps the earliest time (two phones, both offline, checked the same person in: one arrival); an
-- id no longer on the list is skipped, so a replayed queue never fails. Answers how many were new.
create function public.admin_check_in(p_token text, p_arrivals jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new integer;
begin
  perform private.require_staff(p_token);
  if p_arrivals is null or pg_catalog.jsonb_typeof(p_arrivals) <> 'array' then
    raise exception using errcode = 'WD400', message = 'Nenhuma chegada para registrar.';
  end if;
  if pg_catalog.jsonb_array_length(p_arrivals) > 2000 then
    raise exception using errcode = 'WD400',
      message = 'Registre no máximo 2000 chegadas por vez.';
  end if;
  with given as (
    select m.id as member_id, min(private.recorded_time(x.value ->> 'arrived_at')) as arrived_at
      from pg_catalog.jsonb_array_elements(p_arrivals) x
      join public.household_members m on m.id = private.to_uuid(x.value ->> 'member_id')
     where pg_catalog.jsonb_typeof(x.value) = 'object'
     group by m.id
  ), merged as (
    insert into public.arrivals as r (member_id, arrived_at)
    -- In one order, so two phones' batches lock the same rows in the same order (no deadlock).
    select g.member_id, g.arrived_at from given g order by g.member_id
    on conflict (member_id) do update
      set arrived_at = least(r.arrived_at, excluded.arrived_at)
    returning (xmax = 0) as inserted
  )
  select count(*) filter (where inserted) into v_new from merged;
  return v_new;
end;
$$;

-- 'Desfazer': the members are no longer in.
create function public.admin_undo_check_in(p_token text, p_member_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff(p_token);
  if coalesce(pg_catalog.cardinality(p_member_ids), 0) > 100 then
    raise exception using errcode = 'WD400', message = 'Desfaça no máximo 100 chegadas por vez.';
  end if;
  delete from public.arrivals r where r.member_id = any (p_member_ids);
end;
$$;

-- 'Não está na lista': someone who came anyway. Stored once per id (the phone's).
create function public.admin_add_walk_in(
  p_token text,
  p_id uuid,
  p_name text,
  p_came_with text default null,
  p_note text default null,
  p_arrived_at text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean(p_name);
  v_came_with text := private.clean(p_came_with);
  v_note text := private.clean(p_note);
begin
  perform private.require_staff(p_token);
  if p_id is null or v_name is null then
    raise exception using errcode = 'WD400', message = 'Informe o nome de quem chegou.';
  end if;
  if char_length(v_name) > 80 or char_length(v_came_with) > 120 or char_length(v_note) > 300 then
    raise exception using errcode = 'WD400',
      message = 'Nome até 80 caracteres, acompanhante até 120 e observação até 300.';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('walk-ins', 0));
  if exists (select 1 from public.walk_ins w where w.id = p_id) then
    return;
  end if;
  if (select count(*) from public.walk_ins) >= 500 then
    raise exception using errcode = 'WD409', message = 'Limite de 500 pessoas fora da lista atingido.';
  end if;
  insert into public.walk_ins (id, name, came_with, note, arrived_at)
  values (p_id, v_name, v_came_with, v_note, private.recorded_time(p_arrived_at));
end;
$$;

create function public.admin_delete_walk_in(p_token text, p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_staff(p_token);
  delete from public.walk_ins w where w.id = p_id;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Execute: revoked from everyone (Supabase grants new functions to the API roles by default),
-- then granted to who needs it. The token, not the role, is the credential.
revoke execute on function public.admin_day_of(text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_save_table(text, uuid, text, integer) from public, anon, authenticated, service_role;
revoke execute on function public.admin_delete_table(text, uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_seat_members(text, uuid[], uuid) from public, anon, authenticated, service_role;
revoke execute on function public.admin_check_in(text, jsonb) from public, anon, authenticated, service_role;
revoke execute on function public.admin_undo_check_in(text, uuid[]) from public, anon, authenticated, service_role;
revoke execute on function public.admin_add_walk_in(text, uuid, text, text, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_delete_walk_in(text, uuid) from public, anon, authenticated, service_role;

grant execute on function public.admin_day_of(text) to anon, authenticated;
grant execute on function public.admin_save_table(text, uuid, text, integer) to anon, authenticated;
grant execute on function public.admin_delete_table(text, uuid) to anon, authenticated;
grant execute on function public.admin_seat_members(text, uuid[], uuid) to anon, authenticated;
grant execute on function public.admin_check_in(text, jsonb) to anon, authenticated;
grant execute on function public.admin_undo_check_in(text, uuid[]) to anon, authenticated;
grant execute on function public.admin_add_walk_in(text, uuid, text, text, text, text) to anon, authenticated;
grant execute on function public.admin_delete_walk_in(text, uuid) to anon, authenticated;
