-- Live updates for the embedded backend only (never part of supabase/migrations: Supabase has
-- postgres_changes). Every write to messages, gifts, photos, day_of_changes or guest_photo_changes notifies the channel `wedding_live`
-- with the table name; the multi-tab PGlite worker forwards notifications to every tab.
-- Idempotent: run again by a boot whenever this file or the migrations changed, so a migration
-- that recreates a table gets its trigger back (bootEmbedded).
create schema if not exists embedded;

create or replace function embedded.notify_change() returns trigger
language plpgsql
as $$
begin
  perform pg_notify('wedding_live', tg_table_name);
  return null;
end;
$$;

do $$
declare
  t text;
begin
  foreach t in array array['messages', 'gifts', 'photos', 'day_of_changes', 'guest_photo_changes'] loop
    if to_regclass('public.' || t) is not null then
      execute format('drop trigger if exists embedded_notify_change on public.%I', t);
      execute format(
        'create trigger embedded_notify_change after insert or update or delete or truncate '
        'on public.%I for each statement execute function embedded.notify_change()',
        t
      );
    end if;
  end loop;
  -- Tables no longer live (guest_photos: its pulse, guest_photo_changes, is heard instead).
  if to_regclass('public.guest_photos') is not null then
    drop trigger if exists embedded_notify_change on public.guest_photos;
  end if;
end;
$$;
