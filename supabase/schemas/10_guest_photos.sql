-- Guests' photos of the day (/fotos), the big screen (/telao) and the couple's panel for them.
-- A guest's phone prepares each photo (upright, long edge at most 2560 px, re-encoded without
-- EXIF) and sends it with an id it made itself, so a retry never stores a photo twice. The rows
-- live here; the bytes in public.guest_photo_files (data URLs, as the gallery's photos are) on the
-- embedded demo, and in the private Storage bucket guest-photos on a Supabase deploy, where the
-- guest-photos Netlify function hands out signed upload and read URLs (netlify/functions/_lib/
-- guest-photos.ts; docs/decisions/0027-guests-photos.md "Storage on a deploy").
-- Bounds match src/config/limits.ts GUEST_PHOTO_LIMITS and RATE_LIMITS.guest_photo
-- (tests/db/guest-photos.test.ts compares them). The couple's settings for them (auto-approve,
-- reveal, window, quota) are columns of public.settings (docs/decisions/0024-settings.md).

-- ---------------------------------------------------------------------------------------------
-- Tables

-- One photo a guest sent: who (the name they typed, kept like a wall message's signature), an
-- optional caption, the couple's verdict, its sizes, and the digest of the secret the guest's
-- phone keeps, which alone lets that phone delete it.
create table public.guest_photos (
  id uuid primary key,
  uploader_name text not null,
  caption text,
  status text not null default 'pending',
  mime text not null,
  width integer not null,
  height integer not null,
  size_bytes integer not null,
  thumb_bytes integer not null,
  owner_hash text not null,
  created_at timestamptz not null default now(),
  approved_at timestamptz,
  -- A photo whose bytes go to Storage: the random part of its objects' paths
  -- (private.guest_photo_path), so nobody finds them from the photo's id alone. Null: the bytes
  -- are in public.guest_photo_files.
  storage_key text,
  -- False from the signed upload until the function has seen both objects and their content:
  -- such a row is never listed, approved or shown.
  stored boolean not null default true,
  constraint guest_photos_uploader_name_check check (private.is_trimmed(uploader_name, 80)),
  constraint guest_photos_caption_check check (private.is_trimmed(caption, 300)),
  constraint guest_photos_status_check check (status in ('pending', 'approved', 'hidden')),
  constraint guest_photos_mime_check check (mime in ('image/jpeg', 'image/webp', 'image/png')),
  constraint guest_photos_dimensions_check
    -- Written flat: PostgreSQL prints a BETWEEN pair nested, and reads that text back flat, so a
    -- generated migration would drop and add the check again each time (npm run db:diff).
    check (width >= 1 and width <= 2560 and height >= 1 and height <= 2560),
  constraint guest_photos_size_check check (size_bytes between 1 and 3000000),
  constraint guest_photos_thumb_check check (thumb_bytes between 1 and 150000),
  constraint guest_photos_owner_hash_check check (owner_hash ~ '^[0-9a-f]{64}$'),
  constraint guest_photos_approved_check check ((status = 'approved') = (approved_at is not null)),
  constraint guest_photos_storage_key_check
    check (storage_key is null or storage_key ~ '^[0-9a-f]{32}$'),
  constraint guest_photos_stored_check
    check ((stored or storage_key is not null) and (stored or status = 'pending'))
);
-- Guests and the telão page by approval, newest first; the panel by arrival within a status.
create index guest_photos_approved_idx on public.guest_photos (approved_at desc, id desc)
  where status = 'approved';
create index guest_photos_status_created_idx on public.guest_photos (status, created_at desc, id desc);

-- The bytes of each photo, as data URLs: the full copy and its thumbnail. Deleted with its row.
create table public.guest_photo_files (
  photo_id uuid primary key references public.guest_photos (id) on delete cascade,
  image_data text not null,
  thumbnail text not null,
  constraint guest_photo_files_image_check
    check (image_data like 'data:image/%' and char_length(image_data) <= 4000000),
  constraint guest_photo_files_thumbnail_check
    check (thumbnail like 'data:image/%' and char_length(thumbnail) <= 200000)
);

-- Nobody reads the rows or the bytes directly: guests and the telão through list_guest_photos
-- and the image functions below, which keep the couple's 'Revelar depois' (a photo's id, name and
-- caption reach a guest's phone only from the reveal on), the couple through their functions.
revoke all on public.guest_photos, public.guest_photo_files from public, anon, authenticated;
alter table public.guest_photos enable row level security;
alter table public.guest_photo_files enable row level security;

-- When the photos last changed: one row, nothing in it, readable by anyone, so Supabase Realtime
-- can tell every open /fotos, telão and panel to read again (the rows themselves stay closed).
create table public.guest_photo_changes (
  id boolean primary key default true,
  changed_at timestamptz not null default now(),
  constraint guest_photo_changes_id_check check (id)
);
revoke all on public.guest_photo_changes from public, anon, authenticated;
grant select (id, changed_at) on public.guest_photo_changes to anon, authenticated;
alter table public.guest_photo_changes enable row level security;

create policy "Anyone can read when the guests' photos last changed."
  on public.guest_photo_changes for select to anon, authenticated
  using (true);

do $$
begin
  if exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    alter publication supabase_realtime add table public.guest_photo_changes;
  end if;
end
$$;

-- The Storage objects of deleted photos, waiting for the guest-photos function to remove them:
-- Supabase refuses deletes from storage.objects in SQL (its Storage API owns the files), so a
-- delete here records the paths and the function drains them with the Storage API
-- (public.guest_photo_removals). A path stays until the function says it is gone.
create table private.guest_photo_removals (
  path text primary key,
  queued_at timestamptz not null default now()
);
revoke all on private.guest_photo_removals from public, anon, authenticated;

-- The bucket of the photos' bytes on a Supabase deploy: private (every read is a signed URL the
-- function issues for an approved photo), at most GUEST_PHOTO_LIMITS.imageBytesMax a file
-- (src/config/limits.ts), JPEG, PNG and WebP only. Only where Supabase's storage schema exists:
-- PGlite and a plain PostgreSQL have none, and keep the bytes in public.guest_photo_files.
do $$
begin
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'storage') then
    insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
    values ('guest-photos', 'guest-photos', false, 3000000,
            array['image/jpeg', 'image/png', 'image/webp'])
    on conflict (id) do update
      set public = excluded.public,
          file_size_limit = excluded.file_size_limit,
          allowed_mime_types = excluded.allowed_mime_types;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Private helpers

-- Whether guests may send photos at p_now: within the couple's window (a bound not set does not
-- bound; the site sets both from src/config/wedding.ts, the morning of the day to 30 days after).
create function private.guest_photos_open(p_now timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select (s.photos_open_from is null or p_now >= s.photos_open_from)
                      and (s.photos_open_until is null or p_now < s.photos_open_until)
                     from public.settings s where s.id), true)
$$;

-- Whether guests see the approved photos at p_now ('Revelar depois': from the couple's moment on).
create function private.guest_photos_revealed(p_now timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select s.photos_reveal_at is null or p_now >= s.photos_reveal_at
                     from public.settings s where s.id), true)
$$;

-- Whether a guest's phone or the telão may see the approved photos now: from the couple's reveal
-- on, or before it with the telão's key (settings.photos_screen_key, in the telão's link in
-- /dev). The one rule of list_guest_photos, guest_photo_image and guest_photo_paths.
create function private.guest_photos_visible(p_screen_key text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.guest_photos_revealed(pg_catalog.now())
      or exists (select 1 from public.settings s
                  where s.id and s.photos_screen_key = p_screen_key)
$$;

-- An upload begun on a deploy (a row without its bytes yet) is nothing any page shows: only a
-- stored photo's arrival, and every change after, tells the open pages.
create trigger guest_photos_touch after update or delete on public.guest_photos
  for each statement execute function private.touch_pulse('guest_photo_changes');
create trigger guest_photos_touch_stored after insert on public.guest_photos
  for each row when (new.stored) execute function private.touch_pulse('guest_photo_changes');

-- The kind of image whose first bytes are p_head ('image/jpeg', 'image/png' or 'image/webp'), by
-- their magic numbers, never by what a caller says; null for anything else. The one rule, for the
-- data URLs stored here (private.image_bytes) and for the Storage objects the guest-photos
-- function reads back (public.finish_guest_photo_upload): 12 bytes are enough.
create function private.image_kind(p_head bytea)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when pg_catalog.substr(p_head, 1, 3) = '\xffd8ff'::bytea then 'image/jpeg'
    when pg_catalog.substr(p_head, 1, 8) = '\x89504e470d0a1a0a'::bytea then 'image/png'
    when pg_catalog.substr(p_head, 1, 4) = '\x52494646'::bytea
         and pg_catalog.substr(p_head, 9, 4) = '\x57454250'::bytea then 'image/webp'
  end
$$;

-- The bytes of a data URL whose content is an image of p_mime (checked by its first bytes, never
-- by what the caller says): their count, or WD400.
create function private.image_bytes(p_data text, p_mime text, p_max integer)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_prefix text := 'data:' || p_mime || ';base64,';
  v_bytes bytea;
begin
  if p_data is null or pg_catalog.left(p_data, char_length(v_prefix)) <> v_prefix
     or char_length(p_data) > (p_max / 3 + 1) * 4 + char_length(v_prefix) then
    raise exception using errcode = 'WD400', message = 'Foto inválida ou grande demais.';
  end if;
  begin
    v_bytes := pg_catalog.decode(pg_catalog.substr(p_data, char_length(v_prefix) + 1), 'base64');
  exception when others then
    raise exception using errcode = 'WD400', message = 'Foto inválida ou grande demais.';
  end;
  if pg_catalog.length(v_bytes) = 0 or pg_catalog.length(v_bytes) > p_max
     or private.image_kind(v_bytes) is distinct from p_mime then
    raise exception using errcode = 'WD400', message = 'Foto inválida ou grande demais.';
  end if;
  return pg_catalog.length(v_bytes);
end;
$$;

revoke execute on function private.guest_photos_open(timestamptz) from public;
revoke execute on function private.guest_photos_revealed(timestamptz) from public;
revoke execute on function private.guest_photos_visible(text) from public;
revoke execute on function private.image_kind(bytea) from public;
revoke execute on function private.image_bytes(text, text, integer) from public;

-- What every new photo passes before its bytes are looked at, in this order: the window, the
-- rate limits of p_client (guest_photo: per client and in total), the name (already cleaned), the
-- caption, the kind and the dimensions. WD4xx with the guest's text.
create function private.guest_photo_gate(
  p_client text,
  p_name text,
  p_caption text,
  p_mime text,
  p_width integer,
  p_height integer
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if not private.guest_photos_open(pg_catalog.now()) then
    raise exception using errcode = 'WD403', message = 'O envio de fotos não está aberto agora.';
  end if;
  perform private.rate_limit('guest_photo', p_client);
  if p_name is null then
    raise exception using errcode = 'WD400', message = 'Por favor, diga seu nome.';
  end if;
  if char_length(p_name) > 80 then
    raise exception using errcode = 'WD400', message = 'O nome deve ter no máximo 80 caracteres.';
  end if;
  if char_length(p_caption) > 300 then
    raise exception using errcode = 'WD400',
      message = 'A legenda deve ter no máximo 300 caracteres.';
  end if;
  if p_mime is null or p_mime not in ('image/jpeg', 'image/webp', 'image/png')
     or p_width is null or p_height is null
     or p_width not between 1 and 2560 or p_height not between 1 and 2560 then
    raise exception using errcode = 'WD400', message = 'Foto inválida ou grande demais.';
  end if;
end;
$$;

-- Room for one more photo of p_bytes (full copy and thumbnail): under the photo count and the
-- couple's quota, one at a time (the lock is held to the end of the caller's transaction, so the
-- count and the quota hold under a burst of guests). Answers whether the couple approve
-- automatically; WD429 when the album is full. Only stored photos count: an upload begun and
-- never finished (on Supabase, a row whose bytes have not arrived) takes no room, so a script
-- that begins uploads it never sends cannot fill the album; finish_guest_photo_upload asks
-- again with the sizes that arrived.
create function private.guest_photo_room(p_bytes bigint)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  v_auto boolean;
  v_quota bigint;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('guest_photos', 0));
  if (select pg_catalog.count(*) from public.guest_photos p where p.stored) >= 5000 then
    raise exception using errcode = 'WD429', message = 'O álbum de fotos está cheio.';
  end if;
  select coalesce(s.photos_auto_approve, false), coalesce(s.photos_quota_mb, 1024)::bigint * 1048576
    into v_auto, v_quota
    from (select 1) as one left join public.settings s on s.id;
  if (select coalesce(pg_catalog.sum(p.size_bytes + p.thumb_bytes), 0) from public.guest_photos p
       where p.stored) + p_bytes > v_quota then
    raise exception using errcode = 'WD429', message = 'O álbum de fotos está cheio.';
  end if;
  return v_auto;
end;
$$;

-- Where a Storage photo's objects live in the bucket guest-photos: its id, then the random key
-- its row keeps, then 'full' or 'thumb'; p_upload the path the phone's signed upload URL writes
-- ('…-upload'). The function moves an upload to its own path before it reads it, and only that
-- path is ever signed for reading: an upload URL (valid for two hours) can never change what the
-- couple approved. The one place the paths are written.
create function private.guest_photo_path(p_id uuid, p_key text, p_full boolean,
                                         p_upload boolean default false)
returns text
language sql
immutable
set search_path = ''
as $$
  select p_id::text || '/' || p_key || case when p_full then '/full' else '/thumb' end
         || case when p_upload then '-upload' else '' end
$$;

-- A deleted Storage photo's objects wait in private.guest_photo_removals for the function.
create function private.queue_guest_photo_removal()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.storage_key is not null then
    insert into private.guest_photo_removals (path)
    values (private.guest_photo_path(old.id, old.storage_key, true)),
           (private.guest_photo_path(old.id, old.storage_key, false)),
           (private.guest_photo_path(old.id, old.storage_key, true, true)),
           (private.guest_photo_path(old.id, old.storage_key, false, true))
    on conflict (path) do nothing;
  end if;
  return old;
end;
$$;

create trigger guest_photos_queue_removal
  after delete on public.guest_photos
  for each row execute function private.queue_guest_photo_removal();

revoke execute on function private.guest_photo_gate(text, text, text, text, integer, integer) from public;
revoke execute on function private.guest_photo_room(bigint) from public;
revoke execute on function private.guest_photo_path(uuid, text, boolean, boolean) from public;
revoke execute on function private.queue_guest_photo_removal() from public;

-- ---------------------------------------------------------------------------------------------
-- The guests' side

-- What /fotos needs to know first: whether it takes photos now, its window, and whether guests
-- see the approved ones yet.
create function public.guest_photos_status()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.json_build_object(
    'open', private.guest_photos_open(pg_catalog.now()),
    'revealed', private.guest_photos_revealed(pg_catalog.now()),
    'open_from', s.photos_open_from,
    'open_until', s.photos_open_until,
    'reveal_at', s.photos_reveal_at)
    from (select 1) as one left join public.settings s on s.id
$$;

-- Stores one photo a guest's phone prepared: p_id made by the phone (sending it again with the
-- same p_owner_secret answers the stored photo and counts nothing), the name and caption, the
-- image and its thumbnail as data URLs of p_mime (checked by content). Refused outside the
-- window, past the per-client and global rate limits (guest_photo), past the photo count or the
-- couple's storage quota. Answers {id, status}: 'approved' when the couple approve automatically.
-- The embedded database's way only: on a Supabase project (it has Storage) the bytes go to the
-- bucket through the guest-photos function (begin_guest_photo_upload), so this refuses there and
-- a script cannot fill the database with images past the function's checks.
create function public.add_guest_photo(
  p_id uuid,
  p_name text,
  p_caption text,
  p_owner_secret text,
  p_mime text,
  p_width integer,
  p_height integer,
  p_image text,
  p_thumbnail text
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean(p_name);
  v_caption text := private.clean(p_caption);
  v_hash text;
  v_existing public.guest_photos%rowtype;
  v_size integer;
  v_thumb integer;
  v_auto boolean;
  v_status text;
begin
  if p_id is null or p_owner_secret is null or char_length(p_owner_secret) not between 32 and 128
     or pg_catalog.to_regclass('storage.objects') is not null
  then
    raise exception using errcode = 'WD400', message = 'Foto inválida ou grande demais.';
  end if;
  v_hash := private.token_hash(p_owner_secret);
  -- A retry of a photo already stored (its answer was lost on a weak signal): the same answer.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('guest_photo:' || p_id, 0));
  select * into v_existing from public.guest_photos p where p.id = p_id;
  if found then
    if v_existing.owner_hash <> v_hash then
      raise exception using errcode = 'WD409', message = 'Esta foto já foi enviada.';
    end if;
    return pg_catalog.json_build_object('id', v_existing.id, 'status', v_existing.status);
  end if;

  perform private.guest_photo_gate(private.client_key(), v_name, v_caption, p_mime, p_width,
                                   p_height);
  v_size := private.image_bytes(p_image, p_mime, 3000000);
  v_thumb := private.image_bytes(p_thumbnail, p_mime, 150000);
  v_auto := private.guest_photo_room(v_size + v_thumb);
  v_status := case when v_auto then 'approved' else 'pending' end;
  insert into public.guest_photos (id, uploader_name, caption, status, mime, width, height,
                                   size_bytes, thumb_bytes, owner_hash, approved_at)
  values (p_id, v_name, v_caption, v_status, p_mime, p_width, p_height, v_size, v_thumb, v_hash,
          case when v_auto then pg_catalog.now() end);
  insert into public.guest_photo_files (photo_id, image_data, thumbnail)
  values (p_id, p_image, p_thumbnail);
  return pg_catalog.json_build_object('id', p_id, 'status', v_status);
end;
$$;

-- The approved photos guests see, a page at a time, newest approval first (p_after_at,
-- p_after_id: the last row of the previous page). Before the couple's reveal, none, unless
-- p_screen_key is the telão's key (settings.photos_screen_key, in the telão's link in /dev): the
-- party's screen shows approved photos at once, a guest's phone only from the reveal.
create function public.list_guest_photos(
  p_after_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 30,
  p_screen_key text default null
)
returns table (
  id uuid,
  uploader_name text,
  caption text,
  width integer,
  height integer,
  approved_at timestamptz,
  cursor_at text,
  total integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.uploader_name, p.caption, p.width, p.height, p.approved_at,
         private.page_time(p.approved_at),
         (select pg_catalog.count(*)::integer from public.guest_photos a where a.status = 'approved')
    from public.guest_photos p
   where p.status = 'approved'
     and private.guest_photos_visible(p_screen_key)
     and (p_after_at is null or (p.approved_at, p.id) < (p_after_at, p_after_id))
   order by p.approved_at desc, p.id desc
   limit least(greatest(coalesce(p_limit, 30), 1), 101)
$$;

-- One approved photo's bytes (data URL): p_full the full copy, else the thumbnail. Null for a
-- photo pending, hidden or gone, so nobody reads what the couple have not approved, and before
-- the couple's reveal without the telão's key (private.guest_photos_visible). Rate limited per
-- client (guest_photo_image), as the gift photos are. Where Storage keeps the bytes (a Supabase
-- project) there are none here: null at once, counting nothing (guest_photo_paths serves them).
create function public.guest_photo_image(p_id uuid, p_full boolean, p_screen_key text default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  if pg_catalog.to_regclass('storage.objects') is not null then
    return null;
  end if;
  perform private.rate_limit('guest_photo_image', private.client_key());
  return (select case when coalesce(p_full, false) then f.image_data else f.thumbnail end
            from public.guest_photos p join public.guest_photo_files f on f.photo_id = p.id
           where p.id = p_id and p.status = 'approved'
             and private.guest_photos_visible(p_screen_key));
end;
$$;

-- Deletes a photo sent from this phone (p_owner_secret: the secret it keeps), bytes included.
-- Answers whether one was deleted; a wrong secret deletes nothing.
create function public.delete_own_guest_photo(p_id uuid, p_owner_secret text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform private.rate_limit('guest_photo_delete', private.client_key());
  delete from public.guest_photos p
   where p.id = p_id and p_owner_secret is not null
     and p.owner_hash = private.token_hash(p_owner_secret);
  get diagnostics v_count = row_count;
  return v_count > 0;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Storage on a Supabase deploy: the guest-photos Netlify function calls these with the service
-- role (netlify/functions/_lib/guest-photos.ts). The rows live here as above; the bytes in the
-- bucket guest-photos, written and read through the short-lived signed URLs the function issues.

-- The row of the photo p_id sent with p_owner_secret, locked for this transaction (a retry and
-- its original wait for each other). Null when there is none; WD409 when another phone's secret
-- holds that id.
create function private.own_guest_photo(p_id uuid, p_owner_secret text)
returns public.guest_photos
language plpgsql
set search_path = ''
as $$
declare
  v_row public.guest_photos%rowtype;
begin
  if p_id is null or p_owner_secret is null or char_length(p_owner_secret) not between 32 and 128
  then
    raise exception using errcode = 'WD400', message = 'Foto inválida ou grande demais.';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('guest_photo:' || p_id, 0));
  select * into v_row from public.guest_photos p where p.id = p_id;
  if not found then
    return null;
  end if;
  if v_row.owner_hash <> private.token_hash(p_owner_secret) then
    raise exception using errcode = 'WD409', message = 'Esta foto já foi enviada.';
  end if;
  return v_row;
end;
$$;

-- What the function answers the phone about one photo: its id and status, whether its bytes are
-- in place, and while they are not, the paths of its two objects: where the phone uploads them
-- (the signed upload URLs) and where the function moves them before it reads them.
create function private.guest_photo_upload_answer(p_row public.guest_photos)
returns json
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.json_build_object(
    'id', p_row.id,
    'status', p_row.status,
    'stored', p_row.stored,
    'image_upload_path', case when not p_row.stored
                    then private.guest_photo_path(p_row.id, p_row.storage_key, true, true) end,
    'thumbnail_upload_path', case when not p_row.stored
                        then private.guest_photo_path(p_row.id, p_row.storage_key, false, true) end,
    'image_path', case when not p_row.stored
                    then private.guest_photo_path(p_row.id, p_row.storage_key, true) end,
    'thumbnail_path', case when not p_row.stored
                        then private.guest_photo_path(p_row.id, p_row.storage_key, false) end)
$$;

revoke execute on function private.own_guest_photo(uuid, text) from public;
revoke execute on function private.guest_photo_upload_answer(public.guest_photos) from public;

-- Step 1 of a photo sent to Storage: add_guest_photo's rules (window, rate limits of p_client,
-- the guest's address as Netlify saw it; name, caption, kind, dimensions, count, quota) on the
-- sizes the phone declares, then a row without bytes (stored false, a random storage_key). A
-- retry with the same p_id and p_owner_secret answers the same row and counts nothing. Answers
-- private.guest_photo_upload_answer.
create function public.begin_guest_photo_upload(
  p_id uuid,
  p_name text,
  p_caption text,
  p_owner_secret text,
  p_mime text,
  p_width integer,
  p_height integer,
  p_image_bytes integer,
  p_thumbnail_bytes integer,
  p_client text
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := private.clean(p_name);
  v_caption text := private.clean(p_caption);
  v_row public.guest_photos%rowtype;
begin
  v_row := private.own_guest_photo(p_id, p_owner_secret);
  if v_row.id is not null then
    -- A retry before the bytes arrived: counted as a step (the function signs new upload URLs).
    if not v_row.stored then
      perform private.rate_limit('guest_photo_step',
                                 private.address_key(pg_catalog.left(p_client, 64)));
    end if;
    return private.guest_photo_upload_answer(v_row);
  end if;
  perform private.guest_photo_gate(
    private.address_key(pg_catalog.left(p_client, 64)), v_name, v_caption, p_mime, p_width,
    p_height);
  if p_image_bytes is null or p_thumbnail_bytes is null
     or p_image_bytes not between 1 and 3000000 or p_thumbnail_bytes not between 1 and 150000 then
    raise exception using errcode = 'WD400', message = 'Foto inválida ou grande demais.';
  end if;
  perform private.guest_photo_room(p_image_bytes::bigint + p_thumbnail_bytes);
  insert into public.guest_photos (id, uploader_name, caption, status, mime, width, height,
                                   size_bytes, thumb_bytes, owner_hash, storage_key, stored)
  values (p_id, v_name, v_caption, 'pending', p_mime, p_width, p_height, p_image_bytes,
          p_thumbnail_bytes, private.token_hash(p_owner_secret),
          pg_catalog.encode(extensions.gen_random_bytes(16), 'hex'), false)
  returning * into v_row;
  return private.guest_photo_upload_answer(v_row);
end;
$$;

-- Step 2, once the phone has put both objects. Called first with p_image_bytes null, it only
-- answers the row (the paths the function reads back). Then with what the function read: the
-- objects' first bytes (hex) and sizes. Content of the row's kind and sizes within bounds: the
-- row is stored (and approved when the couple approve automatically). Anything else: the row
-- goes, its objects are queued for removal, and the answer says refused. A retry of a stored
-- photo answers it again. Each call on a photo not yet stored counts as a step of p_client (the
-- guest's address as Netlify saw it): the function reads Storage for it.
create function public.finish_guest_photo_upload(
  p_id uuid,
  p_owner_secret text,
  p_image_head text,
  p_image_bytes integer,
  p_thumbnail_head text,
  p_thumbnail_bytes integer,
  p_client text default null
)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.guest_photos%rowtype;
  v_ok boolean;
  v_auto boolean;
begin
  v_row := private.own_guest_photo(p_id, p_owner_secret);
  if v_row.id is null then
    raise exception using errcode = 'WD404', message = 'Foto não encontrada.';
  end if;
  if v_row.stored then
    return private.guest_photo_upload_answer(v_row);
  end if;
  perform private.rate_limit('guest_photo_step', private.address_key(pg_catalog.left(p_client, 64)));
  if p_image_bytes is null then
    return private.guest_photo_upload_answer(v_row);
  end if;
  begin
    v_ok := p_image_bytes between 1 and 3000000 and p_thumbnail_bytes between 1 and 150000
      and private.image_kind(pg_catalog.decode(p_image_head, 'hex')) = v_row.mime
      and private.image_kind(pg_catalog.decode(p_thumbnail_head, 'hex')) = v_row.mime;
  exception when others then
    v_ok := false;
  end;
  if not coalesce(v_ok, false) then
    delete from public.guest_photos p where p.id = p_id;
    return pg_catalog.json_build_object('id', p_id, 'refused', true);
  end if;
  -- The count and the quota again, with the sizes that arrived (the phone declared its own).
  v_auto := private.guest_photo_room(p_image_bytes::bigint + p_thumbnail_bytes);
  update public.guest_photos p
     set stored = true, size_bytes = p_image_bytes, thumb_bytes = p_thumbnail_bytes,
         status = case when v_auto then 'approved' else 'pending' end,
         approved_at = case when v_auto then pg_catalog.now() end
   where p.id = p_id
  returning * into v_row;
  return private.guest_photo_upload_answer(v_row);
end;
$$;

-- The bucket's paths of the photos p_ids (at most 100) a stranger may see: approved, with their
-- bytes in Storage, and from the couple's reveal on unless p_screen_key is the telão's
-- (private.guest_photos_visible); p_full the full copies, else the thumbnails. Answers
-- {id: path}; a photo pending, hidden, gone or kept in the database has none. Each photo answered
-- counts against guest_photo_image for p_client, as guest_photo_image does (and a call that
-- answers none, once), checked once a call so a long list does not hold everyone's lock.
create function public.guest_photo_paths(p_ids uuid[], p_full boolean, p_client text,
                                         p_screen_key text default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_client text := private.address_key(pg_catalog.left(p_client, 64));
  v_paths json;
  v_found integer;
begin
  if pg_catalog.cardinality(p_ids) > 100 then
    raise exception using errcode = 'WD400', message = 'Foto inválida ou grande demais.';
  end if;
  select coalesce(pg_catalog.json_object_agg(
           p.id, private.guest_photo_path(p.id, p.storage_key, coalesce(p_full, false))),
           '{}'::json),
         pg_catalog.count(*)
    into v_paths, v_found
    from public.guest_photos p
   where p.id = any (p_ids) and p.status = 'approved' and p.stored
     and p.storage_key is not null and private.guest_photos_visible(p_screen_key);
  -- One count per photo answered (the bytes a guest may then download), and at least one per
  -- call: ids made up answer nothing and count once, so they cannot run the ceiling up for
  -- everyone's telão.
  perform private.rate_check('guest_photo_image', v_client);
  insert into private.rate_hits (action, client)
  select 'guest_photo_image', v_client from pg_catalog.generate_series(1, greatest(1, v_found));
  return v_paths;
end;
$$;

-- The same for the couple (a valid session token): any photo whose bytes are in Storage.
create function public.admin_guest_photo_paths(p_token text, p_ids uuid[], p_full boolean)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  if pg_catalog.cardinality(p_ids) > 100 then
    raise exception using errcode = 'WD400', message = 'Selecione no máximo 100 fotos por vez.';
  end if;
  return (select coalesce(pg_catalog.json_object_agg(
                   p.id, private.guest_photo_path(p.id, p.storage_key, coalesce(p_full, false))),
                   '{}'::json)
            from public.guest_photos p
           where p.id = any (p_ids) and p.stored and p.storage_key is not null);
end;
$$;

-- The objects the function must remove from the bucket: forgets p_removed (those it removed),
-- drops the rows of uploads begun more than a day ago and never finished (their objects join the
-- queue), and answers the next 100 paths waiting. p_client: the address of whoever asked for the
-- sweep (anyone may, after a delete), counted against guest_photo_sweep so a loop cannot keep the
-- database busy; null for the function's own further rounds of one sweep.
create function public.guest_photo_removals(p_removed text[], p_client text default null)
returns text[]
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_client is not null then
    perform private.rate_limit('guest_photo_sweep', private.address_key(pg_catalog.left(p_client, 64)));
  end if;
  delete from private.guest_photo_removals r where r.path = any (coalesce(p_removed, '{}'));
  delete from public.guest_photos p
   where not p.stored and p.created_at < pg_catalog.now() - interval '1 day';
  return array(select r.path from private.guest_photo_removals r
                order by r.queued_at, r.path limit 100);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The couple's side (token first)

-- Every photo of p_status ('pending', 'approved', 'hidden'; null: all), newest arrival first, a
-- page at a time, with the count of each status.
create function public.admin_list_guest_photos(
  p_token text,
  p_status text,
  p_after_at timestamptz,
  p_after_id uuid,
  p_limit integer
)
returns table (
  id uuid,
  uploader_name text,
  caption text,
  status text,
  width integer,
  height integer,
  size_bytes integer,
  created_at timestamptz,
  approved_at timestamptz,
  cursor_at text,
  total integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  if p_status is not null and p_status not in ('pending', 'approved', 'hidden') then
    raise exception using errcode = 'WD400', message = 'Filtro inválido.';
  end if;
  return query
    select p.id, p.uploader_name, p.caption, p.status, p.width, p.height,
           p.size_bytes + p.thumb_bytes, p.created_at, p.approved_at,
           private.page_time(p.created_at),
           (select pg_catalog.count(*)::integer from public.guest_photos a
             where a.stored and (p_status is null or a.status = p_status))
      from public.guest_photos p
     where p.stored and (p_status is null or p.status = p_status)
       and (p_after_at is null or (p.created_at, p.id) < (p_after_at, p_after_id))
     order by p.created_at desc, p.id desc
     limit least(greatest(coalesce(p_limit, 60), 1), 201);
end;
$$;

-- One photo's bytes for the couple, whatever its status (p_full: the full copy).
create function public.admin_guest_photo_image(p_token text, p_id uuid, p_full boolean)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return (select case when coalesce(p_full, false) then f.image_data else f.thumbnail end
            from public.guest_photo_files f where f.photo_id = p_id);
end;
$$;

-- 'Aprovar' / 'Ocultar' for the photos selected; answers how many changed.
create function public.admin_set_guest_photos_status(p_token text, p_ids uuid[], p_status text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform private.require_admin(p_token);
  perform private.check_selection(p_ids, 'foto', 'fotos');
  if p_status is null or p_status not in ('pending', 'approved', 'hidden') then
    raise exception using errcode = 'WD400', message = 'Situação inválida.';
  end if;
  update public.guest_photos p
     set status = p_status,
         approved_at = case when p_status = 'approved' then pg_catalog.now() end
   where p.id = any (p_ids) and p.status <> p_status and p.stored;
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- 'Excluir': the photos selected and their bytes; answers how many were deleted.
create function public.admin_delete_guest_photos(p_token text, p_ids uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform private.require_admin(p_token);
  perform private.check_selection(p_ids, 'foto', 'fotos');
  delete from public.guest_photos p where p.id = any (p_ids);
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

-- The storage used against the couple's quota, and how many photos of each status.
create function public.admin_guest_photos_usage(p_token text)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin(p_token);
  return (
    select pg_catalog.json_build_object(
      'used_bytes', coalesce(pg_catalog.sum(p.size_bytes + p.thumb_bytes), 0),
      'quota_bytes', (select coalesce(s.photos_quota_mb, 1024)::bigint * 1048576
                        from (select 1) as one left join public.settings s on s.id),
      'pending', pg_catalog.count(*) filter (where p.status = 'pending' and p.stored),
      'approved', pg_catalog.count(*) filter (where p.status = 'approved' and p.stored),
      'hidden', pg_catalog.count(*) filter (where p.status = 'hidden' and p.stored))
      from public.guest_photos p);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Execute: revoked from everyone, then granted to the API roles (the admin functions check the
-- token; the guests' are rate limited and checked within).
revoke execute on function public.guest_photos_status() from public, anon, authenticated, service_role;
revoke execute on function public.add_guest_photo(uuid, text, text, text, text, integer, integer, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.list_guest_photos(timestamptz, uuid, integer, text) from public, anon, authenticated, service_role;
revoke execute on function public.guest_photo_image(uuid, boolean, text) from public, anon, authenticated, service_role;
revoke execute on function public.delete_own_guest_photo(uuid, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_list_guest_photos(text, text, timestamptz, uuid, integer) from public, anon, authenticated, service_role;
revoke execute on function public.admin_guest_photo_image(text, uuid, boolean) from public, anon, authenticated, service_role;
revoke execute on function public.admin_set_guest_photos_status(text, uuid[], text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_delete_guest_photos(text, uuid[]) from public, anon, authenticated, service_role;
revoke execute on function public.admin_guest_photos_usage(text) from public, anon, authenticated, service_role;

grant execute on function public.guest_photos_status() to anon, authenticated;
grant execute on function public.add_guest_photo(uuid, text, text, text, text, integer, integer, text, text) to anon, authenticated;
grant execute on function public.list_guest_photos(timestamptz, uuid, integer, text) to anon, authenticated;
grant execute on function public.guest_photo_image(uuid, boolean, text) to anon, authenticated;
grant execute on function public.delete_own_guest_photo(uuid, text) to anon, authenticated;
grant execute on function public.admin_list_guest_photos(text, text, timestamptz, uuid, integer) to anon, authenticated;
grant execute on function public.admin_guest_photo_image(text, uuid, boolean) to anon, authenticated;
grant execute on function public.admin_set_guest_photos_status(text, uuid[], text) to anon, authenticated;
grant execute on function public.admin_delete_guest_photos(text, uuid[]) to anon, authenticated;
grant execute on function public.admin_guest_photos_usage(text) to anon, authenticated;

-- Storage's: the guest-photos function only (the service role).
revoke execute on function public.begin_guest_photo_upload(uuid, text, text, text, text, integer, integer, integer, integer, text) from public, anon, authenticated, service_role;
revoke execute on function public.finish_guest_photo_upload(uuid, text, text, integer, text, integer, text) from public, anon, authenticated, service_role;
revoke execute on function public.guest_photo_paths(uuid[], boolean, text, text) from public, anon, authenticated, service_role;
revoke execute on function public.admin_guest_photo_paths(text, uuid[], boolean) from public, anon, authenticated, service_role;
revoke execute on function public.guest_photo_removals(text[], text) from public, anon, authenticated, service_role;

grant execute on function public.begin_guest_photo_upload(uuid, text, text, text, text, integer, integer, integer, integer, text) to service_role;
grant execute on function public.finish_guest_photo_upload(uuid, text, text, integer, text, integer, text) to service_role;
grant execute on function public.guest_photo_paths(uuid[], boolean, text, text) to service_role;
grant execute on function public.admin_guest_photo_paths(text, uuid[], boolean) to service_role;
grant execute on function public.guest_photo_removals(text[], text) to service_role;
