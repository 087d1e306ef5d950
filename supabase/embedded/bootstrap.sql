-- What Supabase provides and PGlite or a plain PostgreSQL lacks, run before the migrations by the
-- embedded backend and by the tests. Idempotent: safe to run on every start.

-- The API roles of Supabase. nologin: the embedded backend switches to them with `set role`.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    -- As on Supabase: the server-side key is not subject to row level security.
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- Supabase installs pgcrypto in the schema extensions.
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

-- Supabase's realtime publication (the migrations add the live tables to it where it exists).
do $$
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;

-- Supabase's default privileges on the schema public (its own bootstrap, as the role that runs
-- the migrations): every table, sequence and function a migration creates there is granted to
-- the API roles unless the migration revokes it. The embedded demo, the tests and `npm run
-- db:diff` start from the same place, so a function meant for the service role alone, or a table
-- anon must not touch, is checked with the grants a deploy really has.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
