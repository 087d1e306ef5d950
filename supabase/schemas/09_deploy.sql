-- What `npm run doctor` asks a deployed database (docs/upgrading.md, docs/deploy-doctor.md):
-- which release it is at, and whether the parts Supabase's dashboard must provide are in place.
-- Both answer anyone (anon included) and reveal nothing about guests or the couple.

-- The database's release and the last migration applied. `npm run db:diff` writes the new
-- migration's name and release here before it compares (docs/decisions/0023), so every
-- generated migration ends the database at its own name.
create function public.schema_version()
returns json
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.json_build_object(
    'release', '1.1.0',
    'migration', '20261129054617_delete_rsvps')
$$;

-- The tables whose changes every open page hears (Supabase Realtime's publication; the same
-- list the live lists subscribe to, src/data/types.ts LiveTable).
create function private.live_tables()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['public.day_of_changes', 'public.gifts', 'public.guest_photo_changes', 'public.messages', 'public.photos']
$$;

-- Marks a pulse changed: a table of one row whose changed_at Realtime sends to every open page
-- (public.day_of_changes, public.guest_photo_changes), so they read again through the functions
-- while the rows behind it stay closed. A statement trigger on each table behind a pulse names
-- the pulse as its argument.
create function private.touch_pulse()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  execute pg_catalog.format(
    'insert into public.%I as c (id, changed_at) values (true, pg_catalog.now())
     on conflict (id) do update set changed_at = excluded.changed_at', tg_argv[0]);
  return null;
end;
$$;

-- A deployment's health, yes or no for each part the couple set up on Supabase: the schema's
-- version, at least one active admin (never who), the live tables missing from the realtime
-- publication, the daily retention job ('scheduled', 'missing', or 'no_pg_cron' where the
-- extension is not enabled), the guests' photos' Storage bucket ('private', 'public': anyone
-- could read every photo, pending ones included; 'missing'; or 'no_storage' where Supabase's
-- storage schema does not exist: supabase/schemas/10_guest_photos.sql), and the couple's dates
-- as the database holds them (null: not set; the deadline is on the site and the retention date
-- in its privacy notice).
create function public.deploy_status()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_missing text[];
  v_retention text;
  v_bucket text;
begin
  select coalesce(pg_catalog.array_agg(t.name order by t.name), '{}')
    into v_missing
    from pg_catalog.unnest(private.live_tables()) as t(name)
   where not exists (
     select 1 from pg_catalog.pg_publication_tables p
      where p.pubname = 'supabase_realtime' and p.schemaname || '.' || p.tablename = t.name);
  if not exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron') then
    v_retention := 'no_pg_cron';
  else
    -- cron.job exists only with the extension: read it only then (plpgsql plans on first use).
    execute 'select case when exists (select 1 from cron.job where jobname = $1)
                      then ''scheduled'' else ''missing'' end'
      into v_retention using 'guests-data-retention';
  end if;
  if pg_catalog.to_regclass('storage.buckets') is null then
    v_bucket := 'no_storage';
  else
    -- As cron.job above: storage.buckets is read only where it exists.
    execute 'select coalesce((select case when b.public then ''public'' else ''private'' end
                                from storage.buckets b where b.id = $1), ''missing'')'
      into v_bucket using 'guest-photos';
  end if;
  return pg_catalog.json_build_object(
    'schema', public.schema_version(),
    'has_active_admin', exists (select 1 from public.admin_users where is_active),
    'realtime_missing', pg_catalog.to_json(v_missing),
    'retention_job', v_retention,
    'photos_bucket', v_bucket,
    'wedding_dates', (
      select pg_catalog.json_build_object(
               'rsvp_closes_at', s.rsvp_closes_at, 'retention_ends_at', s.retention_ends_at)
        from (select 1) as one left join public.settings s on s.id));
end;
$$;

revoke execute on function public.schema_version() from public, anon, authenticated, service_role;
revoke execute on function private.live_tables() from public;
revoke execute on function private.touch_pulse() from public;
revoke execute on function public.deploy_status() from public, anon, authenticated, service_role;

grant execute on function public.schema_version() to anon, authenticated, service_role;
grant execute on function public.deploy_status() to anon, authenticated, service_role;
